import type { InitiativeCategory, InitiativeStatus } from '@impact/contracts';
import type { InitiativeRecord } from './initiative-record';

/** The filter box: search text, a category and a status ('all' for either select means no filter). */
export interface InitiativeFilters {
  search: string;
  category: InitiativeCategory | 'all';
  status: InitiativeStatus | 'all';
}

export const NO_FILTERS: InitiativeFilters = { search: '', category: 'all', status: 'all' };

type Filterable = Pick<InitiativeRecord, 'Title' | 'Description' | 'Category' | 'Status' | 'Tags' | 'Source'>;

/**
 * The initiatives the filters let through, in their order. The search text matches, ignoring case,
 * every word somewhere in the title, description, tags or source ('water brewery' finds an item
 * naming both).
 */
export function filterInitiatives<T extends Filterable>(initiatives: T[], filters: InitiativeFilters): T[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return initiatives.filter((initiative) => {
    if (filters.category !== 'all' && initiative.Category !== filters.category) return false;
    if (filters.status !== 'all' && initiative.Status !== filters.status) return false;
    if (words.length === 0) return true;
    const haystack = [initiative.Title, initiative.Description, initiative.Source ?? '', ...initiative.Tags]
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Whether any filter narrows the list (the empty state then suggests adjusting them). */
export const hasActiveFilters = (filters: InitiativeFilters): boolean =>
  filters.search.trim() !== '' || filters.category !== 'all' || filters.status !== 'all';
