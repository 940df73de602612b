import { isUploadedDocumentSource, type Source } from '@impact/contracts';
import { DownloadIcon, ExternalLinkIcon, FileTextIcon, LinkIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { SourcePopover } from '../../../components/section/source-popover';
import { downloadFile } from '../../../lib/download-file';
import { formatDay } from '../../../lib/format-date';
import { codeSourceLabel, locatorLabel } from '../../../lib/source-links';
import { useEvidenceLink } from '../api/evidence-link';

const chipButton =
  'inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full border bg-background px-2 py-0.5 text-xs font-medium text-foreground/80 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A source's short name: the site and first path segment, or an uploaded document's file name. */
const sourceName = (source: Source) => (source.url === null ? source.title : codeSourceLabel(source.url));

/** One chip per source; each opens the app's source popover with the quote the value rests on. */
export function SourceChips({
  sources,
  label,
  fromClient = false,
}: {
  sources: Source[];
  label: string;
  /** The value is the client's answer to a data request: its files are the contact's evidence. */
  fromClient?: boolean;
}) {
  const { reportDocumentId } = useParams();
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
            {isUploadedDocumentSource(source) &&
              (fromClient && reportDocumentId ? (
                <DownloadEvidence
                  reportId={reportDocumentId}
                  fileId={source.documentId}
                  name={source.title}
                />
              ) : (
                <OpenFile documentId={source.documentId} name={source.title} />
              ))}
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

/**
 * A file the client's contact attached to an answer: GET /api/vsme/reports/:id/evidence/:fileId answers it
 * to members of the report's organization only, so it is fetched with the user's token and saved.
 */
function DownloadEvidence({ reportId, fileId, name }: { reportId: string; fileId: string; name: string }) {
  const download = () =>
    downloadFile(
      `/vsme/reports/${encodeURIComponent(reportId)}/evidence/${encodeURIComponent(fileId)}`,
      () => name,
    ).catch((error: unknown) => toast.error(error instanceof Error ? error.message : 'Download failed'));
  return (
    <button
      type="button"
      onClick={() => void download()}
      aria-label={`Download ${name}`}
      className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-primary hover:bg-accent"
    >
      <DownloadIcon aria-hidden className="size-3.5" />
    </button>
  );
}
