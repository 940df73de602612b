import { isUploadedDocumentSource, type Source } from '@impact/contracts';
import { ExternalLinkIcon, FileTextIcon, LinkIcon } from 'lucide-react';
import { SourcePopover } from '../../../components/section/source-popover';
import { formatDay } from '../../../lib/format-date';
import { codeSourceLabel, locatorLabel } from '../../../lib/source-links';
import { useEvidenceLink } from '../api/evidence-link';

const chipButton =
  'inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full border bg-background px-2 py-0.5 text-xs font-medium text-foreground/80 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A source's short name: the site and first path segment, or an uploaded document's file name. */
const sourceName = (source: Source) => (source.url === null ? source.title : codeSourceLabel(source.url));

/** One chip per source; each opens the app's source popover with the quote the value rests on. */
export function SourceChips({ sources, label }: { sources: Source[]; label: string }) {
  if (sources.length === 0) return null;
  return (
    <ul aria-label={`Sources of ${label}`} className="flex flex-wrap gap-1.5">
      {sources.map((source, index) => {
        const name = sourceName(source);
        const Icon = source.url === null ? FileTextIcon : LinkIcon;
        return (
          <li key={`${source.url ?? source.title}-${index}`} className="flex min-w-0 items-center gap-1">
            <SourcePopover
              trigger={
                <button type="button" className={chipButton}>
                  <Icon aria-hidden className="size-3 shrink-0" />
                  <span className="truncate">{name}</span>
                  <span className="sr-only"> (source of {label})</span>
                </button>
              }
              content={{
                rows: [
                  ['Retrieved', formatDay(source.retrievedAt.slice(0, 10))],
                  ['Document', source.kind === 'web-page' || !source.kind ? null : (source.title ?? null)],
                  ['Page', source.kind === 'web-page' || !source.kind ? (source.title ?? null) : null],
                  ['Where', locatorLabel(source.locator)],
                ],
                link: source.url === null ? null : { url: source.url, text: codeSourceLabel(source.url) },
                quote: source.quote ?? null,
                note: source.url === null ? 'A document uploaded for this client.' : null,
              }}
            />
            {isUploadedDocumentSource(source) && (
              <OpenFile documentId={source.documentId} name={source.title} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An uploaded file (a client's evidence among them) opens through its signed address, asked for with
 * the signed-in user's token; until it has arrived there is nothing to open.
 */
function OpenFile({ documentId, name }: { documentId: string; name: string }) {
  const link = useEvidenceLink(documentId);
  if (!link.data) return null;
  return (
    <a
      href={link.data.fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${name}`}
      className="inline-flex size-6 items-center justify-center rounded-full text-primary hover:bg-accent"
    >
      <ExternalLinkIcon aria-hidden className="size-3.5" />
    </a>
  );
}
