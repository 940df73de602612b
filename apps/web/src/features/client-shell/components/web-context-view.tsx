import { ExternalLinkIcon } from 'lucide-react';
import { Fragment } from 'react';
import { safeLinkTarget } from '../../../lib/source-links';
import type { WebContext } from '../lib/library';
import { answerParagraphs, citationSegments, webResultText } from '../lib/web-context';

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./i, '');
  } catch {
    return url;
  }
};

type Query = WebContext['queries'][number];

function Answer({ query }: { query: Query }) {
  const paragraphs = answerParagraphs(webResultText(query.result));
  if (paragraphs.length === 0) return <p className="text-sm text-muted-foreground">No answer was stored.</p>;
  return (
    <div className="grid gap-3 text-sm leading-relaxed">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {citationSegments(paragraph, query.sources).map((segment, position) =>
            segment.kind === 'text' ? (
              <Fragment key={position}>{segment.text}</Fragment>
            ) : (
              <a
                key={position}
                href={safeLinkTarget(segment.source.url)}
                target="_blank"
                rel="noreferrer"
                title={segment.source.title || segment.source.url}
                className="mx-px align-super text-xs font-medium text-primary underline-offset-2 hover:underline"
              >
                [{segment.number}]
              </a>
            ),
          )}
        </p>
      ))}
    </div>
  );
}

/** Numbered as the answer cites them: [1] is the first. */
function Sources({ sources }: { sources: Query['sources'] }) {
  if (sources.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h4 className="text-xs font-medium text-muted-foreground">Sources</h4>
      <ol className="grid list-decimal gap-1 pl-5 text-xs marker:text-muted-foreground">
        {sources.map((source, index) => (
          <li key={`${source.url}-${index}`}>
            <a
              href={safeLinkTarget(source.url)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex max-w-full items-baseline gap-1 text-primary underline-offset-4 hover:underline"
            >
              <span className="break-words">{source.title || hostOf(source.url)}</span>
              <ExternalLinkIcon aria-hidden className="size-3 shrink-0 self-center" />
            </a>
            {source.title && <span className="text-muted-foreground"> · {hostOf(source.url)}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Titled in words (what the research was about); the search as sent stays below, in small print, so
 * the consultant can see what was asked. Entries stored before titles existed show their query.
 */
function QueryHeading({ query }: { query: Query }) {
  const title = query.title?.trim();
  if (!title) return <h3 className="font-medium break-words">{query.query || 'Question'}</h3>;
  return (
    <div className="grid gap-1">
      <h3 className="font-medium break-words">{title}</h3>
      {query.query && (
        <p className="text-xs break-words text-muted-foreground">Searched for: {query.query}</p>
      )}
    </div>
  );
}

/** The Web panel: each research question, its answer with linked citations, and its sources. */
export function WebContextView({ context }: { context: WebContext | null }) {
  if (!context || context.queries.length === 0) {
    return <p className="text-sm text-muted-foreground">No web context found.</p>;
  }
  return (
    <ul className="grid gap-4">
      {context.queries.map((query, index) => (
        <li
          key={index}
          className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
        >
          <QueryHeading query={query} />
          <Answer query={query} />
          <Sources sources={query.sources} />
        </li>
      ))}
    </ul>
  );
}
