import type { Source } from '@impact/contracts';
import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { codeSourceLabel, isWebLink, policySourceLabel } from '../../lib/source-links';

type ListedSource = (
  | Pick<Extract<Source, { url: string }>, 'url' | 'title'>
  | Pick<Extract<Source, { url: null }>, 'kind' | 'documentId' | 'url' | 'title'>
) & { quote?: string | undefined };

/** The words a source quotes, shown beside it: a reader should not have to hover to see them. */
function Quote({ text }: { text: string | undefined }) {
  if (!text?.trim()) return null;
  return <q className="text-muted-foreground">{text.trim()}</q>;
}

/**
 * A section's sources as short links that open the full page in a new tab, each followed by the
 * sentence or table row it quotes. A document the consultant uploaded has no address: it is named by
 * its file name (the Library opens it for members).
 */
export function SourceList(props: {
  sources: ListedSource[] | undefined;
  /** Which of the spec's shortening rules applies. */
  variant?: 'policy' | 'code';
  label?: string;
}) {
  const sources = props.sources ?? [];
  if (sources.length === 0) return null;
  const shorten = props.variant === 'policy' ? policySourceLabel : codeSourceLabel;
  // Quotes are sentences: one source a line then, rather than short links side by side.
  const quoted = sources.some((source) => source.quote?.trim());
  return (
    <div className="grid gap-1 text-xs">
      <p className="font-medium text-muted-foreground">{props.label ?? 'Sources'}</p>
      <ul className={quoted ? 'grid gap-1' : 'flex flex-wrap gap-x-3 gap-y-1'}>
        {sources.map((source, index) =>
          source.url === null ? (
            <li key={`document-${source.documentId}-${index}`}>
              <span className="inline-flex items-center gap-1">
                <FileTextIcon aria-hidden className="size-3 text-muted-foreground" />
                <span>
                  {source.title} <span className="text-muted-foreground">(uploaded document)</span>
                </span>
              </span>
              {source.quote?.trim() ? ' ' : null}
              <Quote text={source.quote} />
            </li>
          ) : (
            <li key={`${source.url}-${index}`}>
              <a
                href={source.url}
                title={source.title ?? source.url}
                {...(isWebLink(source.url) ? { target: '_blank', rel: 'noreferrer' } : {})}
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {shorten(source.url)}
                <ExternalLinkIcon aria-hidden className="size-3" />
              </a>
              {source.quote?.trim() ? ' ' : null}
              <Quote text={source.quote} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
