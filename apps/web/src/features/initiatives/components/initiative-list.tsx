import { SearchXIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import type { useInitiatives } from '../api/get-initiatives';
import { filterInitiatives, hasActiveFilters, type InitiativeFilters } from '../lib/filter-initiatives';
import type { InitiativeRecord } from '../lib/initiative-record';
import type { ReferenceOwner } from '../lib/reference-label';
import { MESSAGES } from '../lib/messages';
import { InitiativeCard } from './initiative-card';

/** The list's states: loading, failed (signed in only), empty after filtering, or the two-column grid. */
export function InitiativeList(props: {
  query: ReturnType<typeof useInitiatives>;
  owner: ReferenceOwner;
  filters: InitiativeFilters;
  onClearFilters: () => void;
  onOpen: (initiative: InitiativeRecord) => void;
  onEdit?: (initiative: InitiativeRecord) => void;
}) {
  const { query, onEdit } = props;
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading initiatives…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <FormError message={MESSAGES.fetch} />
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const all = query.data;
  const shown = filterInitiatives(all, props.filters);
  return (
    <div className="grid gap-3 @container">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {shown.length === all.length
          ? `${all.length} ${all.length === 1 ? 'initiative' : 'initiatives'}`
          : `${shown.length} of ${all.length} initiatives`}
      </p>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
          <SearchXIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">{MESSAGES.none}</p>
          <p className="text-sm text-muted-foreground">Try adjusting your filters or add a new initiative</p>
          {hasActiveFilters(props.filters) && (
            <Button variant="outline" size="sm" className="mt-2" onClick={props.onClearFilters}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <ul className="grid gap-4 @xl:grid-cols-2">
          {shown.map((initiative) => (
            <li key={initiative.id} className="min-w-0">
              <InitiativeCard
                initiative={initiative}
                owner={props.owner}
                onOpen={() => props.onOpen(initiative)}
                onEdit={onEdit && (() => onEdit(initiative))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
