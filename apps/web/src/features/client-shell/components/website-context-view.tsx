import { ChevronDownIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDay } from '../../../lib/format-date';
import { safeLinkTarget } from '../../../lib/source-links';
import { cn } from '../../../lib/utils';
import { useDocumentLink } from '../api/document-link';
import {
  isUploadedDocumentPage,
  type UploadedDocumentPage,
  type WebsiteContext,
  type WebsitePage as Page,
} from '../lib/library';

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
      {page.summary && <p className="text-sm leading-relaxed">{page.summary}</p>}
      <PageText content={page.content} />
    </li>
  );
}

/** The Website panel: the pages read (title, summary, text) and the links chosen to read. */
export function WebsiteContextView({ context }: { context: WebsiteContext | null }) {
  if (!context || (context.pages.length === 0 && context.selectedLinks.length === 0)) {
    return <p className="text-sm text-muted-foreground">No website context found.</p>;
  }
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
