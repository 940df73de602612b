import { PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { formatDay } from '../../../lib/format-date';
import { imageOf, referenceTitle, type InitiativeRecord } from '../lib/initiative-record';
import { isHttpUrl } from '../lib/reference-domain';
import { CategoryChip, StatusChip } from './initiative-chips';
import { InitiativeImage } from './initiative-image';

/** Spec 02 §2: the detail dialog — image, status and category badges, description, tags, source, references. */
export function InitiativeDetailDialog(props: {
  initiative: InitiativeRecord | null;
  onClose: () => void;
  /** Absent when the user may not edit. */
  onEdit?: (initiative: InitiativeRecord) => void;
}) {
  const { initiative } = props;
  return (
    <Dialog open={initiative !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="gap-5 sm:max-w-2xl">
        {initiative && <DetailBody initiative={initiative} onEdit={props.onEdit} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({
  initiative,
  onEdit,
}: {
  initiative: InitiativeRecord;
  onEdit?: (initiative: InitiativeRecord) => void;
}) {
  const added = formatDay(initiative.createdAt);
  // The cards show a placeholder; here a missing picture takes no room.
  const image = imageOf(initiative);
  return (
    <>
      <div className="grid gap-2 pr-6">
        <div className="flex flex-wrap gap-1.5">
          <StatusChip status={initiative.Status} />
          <CategoryChip category={initiative.Category} />
        </div>
        <DialogTitle>{initiative.Title}</DialogTitle>
        {added && <DialogDescription>Added {added}</DialogDescription>}
      </div>
      {image && <InitiativeImage src={image} className="aspect-[21/9] rounded-lg" />}
      {initiative.Description && (
        <p className="text-sm leading-relaxed whitespace-pre-line">{initiative.Description}</p>
      )}
      {initiative.Tags.length > 0 && (
        <DetailPart title="Tags">
          <ul className="flex flex-wrap gap-1.5">
            {initiative.Tags.map((tag) => (
              <li key={tag} className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                {tag}
              </li>
            ))}
          </ul>
        </DetailPart>
      )}
      {initiative.Source && (
        <DetailPart title="Source">
          <p className="text-sm break-words">
            {isHttpUrl(initiative.Source) ? <ExternalLink url={initiative.Source} /> : initiative.Source}
          </p>
        </DetailPart>
      )}
      {initiative.References.length > 0 && (
        <DetailPart title="References">
          <ul className="grid gap-2 text-sm">
            {initiative.References.map((reference) => (
              <li key={reference.url} className="grid">
                <ExternalLink
                  url={reference.url}
                  text={referenceTitle(initiative, reference.url) ?? reference.url}
                />
                <span className="text-xs text-muted-foreground">{reference.domain}</span>
              </li>
            ))}
          </ul>
        </DetailPart>
      )}
      {onEdit && (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => onEdit(initiative)}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        </div>
      )}
    </>
  );
}

function DetailPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function ExternalLink({ url, text }: { url: string; text?: string }) {
  if (!isHttpUrl(url)) return <span className="break-words">{text ?? url}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="w-fit break-words text-primary underline-offset-4 hover:underline"
    >
      {text ?? url}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
