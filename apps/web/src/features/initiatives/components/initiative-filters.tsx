import { INITIATIVE_CATEGORIES, INITIATIVE_STATUSES } from '@impact/contracts';
import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { InitiativeFilters } from '../lib/filter-initiatives';
import { STATUS_LABELS } from '../lib/initiative-record';

/** The filter box: search text, category and status; the list below follows every keystroke. */
export function InitiativeFiltersBox(props: {
  filters: InitiativeFilters;
  onChange: (filters: InitiativeFilters) => void;
}) {
  const id = useId();
  const { filters } = props;
  const set = (change: Partial<InitiativeFilters>) => props.onChange({ ...filters, ...change });
  return (
    <div
      role="search"
      aria-label="Filter initiatives"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            placeholder="Search initiatives..."
            className="pl-9"
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <NativeSelect
          id={`${id}-category`}
          value={filters.category}
          onChange={(event) => set({ category: event.target.value as InitiativeFilters['category'] })}
        >
          <option value="all">All categories</option>
          {INITIATIVE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as InitiativeFilters['status'] })}
        >
          <option value="all">All statuses</option>
          {INITIATIVE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
