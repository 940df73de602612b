import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { isWebLink } from '../../lib/source-links';

/** What a source popover shows: labelled facts, the page read, the quote, and a closing note. */
export interface SourcePopoverContent {
  /** Label and value; a null value leaves its row out. */
  rows: [string, string | null][];
  /** The page read (http(s) only) and the words its link shows. */
  link: { url: string; text: string } | null;
  /** The sentence or table row the statement rests on, as the source words it. */
  quote: string | null;
  note: string | null;
}

/**
 * The app's source popover: when and where a statement was read, with its quote. `trigger` is the
 * button that opens it (an info icon on a card, a source chip on a row).
 */
export function SourcePopover({
  trigger,
  content,
  title = 'Source details',
}: {
  trigger: ReactNode;
  content: SourcePopoverContent;
  title?: string;
}) {
  const { link } = content;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 grid w-80 max-w-[calc(100vw-1.5rem)] gap-3 rounded-lg border bg-popover p-4 text-sm text-popover-foreground shadow-md outline-none data-[state=open]:animate-drop-in"
        >
          <p className="font-medium">{title}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            {content.rows.map(([label, value]) =>
              value === null ? null : (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ),
            )}
            {link && isWebLink(link.url) && (
              <div className="contents">
                <dt className="text-muted-foreground">Source</dt>
                <dd className="min-w-0">
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-primary underline-offset-4 hover:underline"
                  >
                    {link.text}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {content.quote && (
            <blockquote className="border-l-2 pl-3 text-sm leading-relaxed break-words italic">
              “{content.quote}”
            </blockquote>
          )}
          {content.note && <p className="text-xs leading-relaxed text-muted-foreground">{content.note}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
