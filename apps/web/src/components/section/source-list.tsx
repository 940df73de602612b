import type { Source } from '@impact/contracts';
import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { codeSourceLabel, isWebLink, policySourceLabel } from '../../lib/source-links';

type ListedSource = (
  | Pick<Extract<Source, { url: string }>, 'url' | 'title'>
  | Pick<Extract<Source, { url: null }>, 'kind' | 'documentId' | 'url' | 'title'>
) & { quote?: string | undefined };

/** A quote as the link's hover text: the words, then the page's title. */
const hoverText = (source: ListedSource, fallback: string) =>
  source.quote ? `“${source.quote}” — ${source.title ?? fallback}` : (source.title ?? fallback);

/**
 * A section's sources as short links that open the full page in a new tab. A document the consultant
 * uploaded has no address: it is named by its file name (the Library opens it for members).
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
  return (
    <div className="grid gap-1 text-xs">
      <p className="font-medium text-muted-foreground">{props.label ?? 'Sources'}</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {sources.map((source) =>
          source.url === null ? (
            <li key={`document-${source.documentId}`} className="inline-flex items-center gap-1">
              <FileTextIcon aria-hidden className="size-3 text-muted-foreground" />
              <span title={source.quote ? hoverText(source, source.title) : undefined}>
                {source.title} <span className="text-muted-foreground">(uploaded document)</span>
              </span>
            </li>
          ) : (
            <li key={source.url}>
              <a
                href={source.url}
                title={hoverText(source, source.url)}
                {...(isWebLink(source.url) ? { target: '_blank', rel: 'noreferrer' } : {})}
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {shorten(source.url)}
                <ExternalLinkIcon aria-hidden className="size-3" />
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
