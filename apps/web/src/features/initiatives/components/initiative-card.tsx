import { PencilIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format-date';
import { imageOf, type InitiativeRecord } from '../lib/initiative-record';
import type { ReferenceOwner } from '../lib/reference-label';
import { CategoryChip, StatusChip } from './initiative-chips';
import { InitiativeImage } from './initiative-image';
import { ReferenceLinks } from './reference-links';
import { SourceDetailsPopover } from './source-details-popover';

/**
 * One initiative in the grid (spec 02 §2): image, chips, edit and info buttons, the title (which opens
 * the details), description, reference buttons and the date it was added.
 */
export function InitiativeCard(props: {
  initiative: InitiativeRecord;
  owner: ReferenceOwner;
  onOpen: () => void;
  /** Absent when the user may not edit. */
  onEdit?: () => void;
}) {
  const { initiative } = props;
  const added = formatDay(initiative.createdAt);
  const headingId = `initiative-${initiative.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <InitiativeImage src={imageOf(initiative)} className="aspect-[16/9]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap gap-1.5 pt-1">
            <CategoryChip category={initiative.Category} />
            <StatusChip status={initiative.Status} />
          </div>
          <div className="-mt-1 -mr-2 flex shrink-0">
            {props.onEdit && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground"
                onClick={props.onEdit}
              >
                <PencilIcon aria-hidden />
                <span className="sr-only">Edit {initiative.Title}</span>
              </Button>
            )}
            <SourceDetailsPopover initiative={initiative} />
          </div>
        </div>
        <h2 id={headingId} className="leading-snug font-medium">
          <button
            type="button"
            onClick={props.onOpen}
            aria-haspopup="dialog"
            className="cursor-pointer rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {initiative.Title}
          </button>
        </h2>
        {initiative.Description && (
          <p className="line-clamp-4 text-sm leading-relaxed text-muted-foreground">
            {initiative.Description}
          </p>
        )}
        <ReferenceLinks initiative={initiative} owner={props.owner} />
        {added && <p className="mt-auto pt-1 text-xs text-muted-foreground">Added {added}</p>}
      </div>
    </article>
  );
}
