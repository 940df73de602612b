import { ChevronDownIcon, ExternalLinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { safeLinkTarget } from '../../../lib/source-links';
import { cn } from '../../../lib/utils';
import type { WebsiteContext } from '../lib/library';

type Page = WebsiteContext['pages'][number];

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

function PageItem({ page }: { page: Page }) {
  const href = safeLinkTarget(page.url);
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <h4 className="font-medium">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className="inline-flex max-w-full items-baseline gap-1 text-primary underline-offset-4 hover:underline"
          >
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
              <PageItem key={`${page.url}-${index}`} page={page} />
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
