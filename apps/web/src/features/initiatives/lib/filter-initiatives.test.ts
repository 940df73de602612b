import { describe, expect, it } from 'vitest';
import { filterInitiatives, hasActiveFilters, NO_FILTERS } from './filter-initiatives';
import { makeInitiative } from './test-initiative';

const repair = makeInitiative({ id: 1 });
const pfas = makeInitiative({
  id: 2,
  Title: 'PFAS-free water repellency',
  Description: 'All new products made without intentionally added PFAS.',
  Status: 'completed',
  Category: 'Innovation',
  Tags: ['chemicals', 'DWR'],
  Source: null,
});
const fund = makeInitiative({
  id: 3,
  Title: 'Tin Shed Ventures',
  Description: 'An investment fund for environmental start-ups.',
  Status: 'planned',
  Category: 'Innovation',
  Tags: [],
  Source: 'Annual report 2025',
});
const all = [repair, pfas, fund];

describe('filterInitiatives', () => {
  it('lets everything through without filters, in order', () => {
    expect(filterInitiatives(all, NO_FILTERS)).toEqual(all);
  });

  it('filters by category and by status', () => {
    expect(filterInitiatives(all, { ...NO_FILTERS, category: 'Innovation' })).toEqual([pfas, fund]);
    expect(filterInitiatives(all, { ...NO_FILTERS, status: 'completed' })).toEqual([pfas]);
    expect(filterInitiatives(all, { ...NO_FILTERS, category: 'Innovation', status: 'active' })).toEqual([]);
  });

  it('searches title, description, tags and source, ignoring case and spacing', () => {
    expect(filterInitiatives(all, { ...NO_FILTERS, search: '  pfas ' })).toEqual([pfas]);
    expect(filterInitiatives(all, { ...NO_FILTERS, search: 'dwr' })).toEqual([pfas]);
    expect(filterInitiatives(all, { ...NO_FILTERS, search: 'annual REPORT' })).toEqual([fund]);
    expect(filterInitiatives(all, { ...NO_FILTERS, search: 'credit reno' })).toEqual([repair]);
    expect(filterInitiatives(all, { ...NO_FILTERS, search: 'credit fund' })).toEqual([]);
  });

  it('combines the search with the selects', () => {
    expect(filterInitiatives(all, { search: 'fund', category: 'Innovation', status: 'planned' })).toEqual([
      fund,
    ]);
    expect(filterInitiatives(all, { search: 'fund', category: 'Innovation', status: 'completed' })).toEqual(
      [],
    );
  });
});

describe('hasActiveFilters', () => {
  it('is false for blank search and both selects on all', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'planned' })).toBe(true);
  });
});
