import { ChevronDownIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDay } from '../../../lib/format-date';
import { safeLinkTarget } from '../../../lib/source-links';
import { cn } from '../../../lib/utils';
import { useClientDocuments } from '../api/client-documents';
import { useDocumentLink } from '../api/document-link';
import {
  isReportPage,
  isUploadedDocumentPage,
  type UploadedDocumentPage,
  type WebsiteContext,
  type WebsitePage as Page,
} from '../lib/library';
import { DocumentTables } from './document-tables';

/** A page's text is long (up to 20,000 characters): it stays folded until asked for. */
function PageText({ content }: { content: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!content) return null;
  return (
    <div className="grid gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex w-fit cursor-pointer items-center gap-1 rounded-sm text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ChevronDownIcon aria-hidden className={cn('size-3.5 transition-transform', open && 'rotate-180')} />
        {open ? 'Hide page text' : 'Show page text'}
      </button>
      <div
        id={id}
        hidden={!open}
        className="max-h-96 overflow-y-auto rounded-md bg-muted/50 p-3 text-sm leading-relaxed whitespace-pre-line"
      >
        {content}
      </div>
    </div>
  );
}

const LINK_CLASS =
  'inline-flex max-w-full items-baseline gap-1 text-primary underline-offset-4 hover:underline';

/**
 * A document the consultant uploaded: named by its file name, never by an address. The link is the
 * signed address the server gives members of the client's organization; it opens in a new tab.
 */
function DocumentItem({ page }: { page: UploadedDocumentPage }) {
  const link = useDocumentLink(page.documentId);
  const uploaded = formatDay(page.retrievedAt);
  const about = ['Uploaded document', page.locator, uploaded && `uploaded ${uploaded}`].filter(Boolean);
  const name = (
    <>
      <FileTextIcon aria-hidden className="size-3.5 shrink-0 self-center" />
      <span className="break-words">{page.title}</span>
    </>
  );
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <h4 className="font-medium">
        {link.data ? (
          <a href={link.data.fileUrl} target="_blank" rel="noreferrer" className={LINK_CLASS}>
            {name}
            <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0 self-center" />
          </a>
        ) : (
          <span className="inline-flex max-w-full items-baseline gap-1">{name}</span>
        )}
      </h4>
      <p className="text-xs text-muted-foreground">{about.join(' · ')}</p>
      {page.summary && <p className="text-sm leading-relaxed">{page.summary}</p>}
      <PageText content={page.content} />
    </li>
  );
}

function PageItem({ page }: { page: Page }) {
  if (isUploadedDocumentPage(page)) return <DocumentItem page={page} />;
  const href = safeLinkTarget(page.url);
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <h4 className="font-medium">
        {href ? (
          <a href={href} target="_blank" rel="noreferrer" className={LINK_CLASS}>
            <span className="break-words">{page.title || page.url}</span>
            <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0 self-center" />
          </a>
        ) : (
          page.title
        )}
      </h4>
      {page.title && page.url && <p className="text-xs break-all text-muted-foreground">{page.url}</p>}
      {isReportPage(page) && (
        <p className="text-xs text-muted-foreground">
          {['Report linked from the website', page.part].filter(Boolean).join(' · ')}
        </p>
      )}
      {page.summary && <p className="text-sm leading-relaxed">{page.summary}</p>}
      <PageText content={page.content} />
    </li>
  );
}

/** The client's structured documents, fetched on their own (they are not in the client read). */
function ClientDocumentTables({ clientId }: { clientId: string }) {
  const documents = useClientDocuments(clientId);
  return documents.data ? <DocumentTables documents={documents.data} /> : null;
}

/**
 * The Website panel: the pages and reports read (title, summary, text), what could not be read, the
 * tables of the documents read, and the links chosen to read.
 */
export function WebsiteContextView({
  context,
  clientId,
}: {
  context: WebsiteContext | null;
  /** The client's documentId, to show the tables of its documents; absent: no tables shown. */
  clientId?: string;
}) {
  if (!context || (context.pages.length === 0 && context.selectedLinks.length === 0)) {
    return <p className="text-sm text-muted-foreground">No website context found.</p>;
  }
  const notes = context.notes ?? [];
  return (
    <div className="grid gap-6">
      {context.pages.length > 0 && (
        <section className="grid gap-3">
          <h3 className="font-semibold">Pages</h3>
          <ul className="grid gap-4">
            {context.pages.map((page, index) => (
              <PageItem key={`${page.url ?? page.documentId}-${index}`} page={page} />
            ))}
          </ul>
        </section>
      )}
      {notes.length > 0 && (
        <section className="grid gap-3">
          <h3 className="font-semibold">Not read</h3>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm break-words text-muted-foreground">
            {notes.map((note, index) => (
              <li key={`${note}-${index}`}>{note}</li>
            ))}
          </ul>
        </section>
      )}
      {clientId && <ClientDocumentTables clientId={clientId} />}
      {context.selectedLinks.length > 0 && (
        <section className="grid gap-3">
          <h3 className="font-semibold">Selected Links</h3>
          <ul className="grid gap-1.5 text-sm">
            {context.selectedLinks.map((link, index) => (
              <li key={`${link}-${index}`}>
                <a
                  href={safeLinkTarget(link)}
                  target="_blank"
                  rel="noreferrer"
                  className="break-all text-primary underline-offset-4 hover:underline"
                >
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
