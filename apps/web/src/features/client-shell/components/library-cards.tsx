import type { Client } from '@impact/contracts';
import { FileTextIcon, GlobeIcon, LibraryIcon } from 'lucide-react';
import { useId } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { libraryCards, type LibraryKind } from '../lib/library';

const CARD_ICONS: Record<LibraryKind, typeof GlobeIcon> = { web: GlobeIcon, website: FileTextIcon };

/** The red dot of a context with no content; the words are for screen readers (colour is not enough). */
function NoContentDot({ className }: { className?: string }) {
  return (
    <>
      <span aria-hidden className={cn('size-2 shrink-0 rounded-full bg-destructive', className)} />
      <span className="sr-only">No content</span>
    </>
  );
}

/** The sidebar's Library: 'Web Context' and 'Website Context', each opening its panel. */
export function LibraryCards(props: {
  client: Client;
  collapsed: boolean;
  onOpen: (kind: LibraryKind) => void;
}) {
  const cards = libraryCards(props.client);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid w-full gap-2">
      <h2
        id={headingId}
        className={cn(
          'flex items-center gap-2 px-2.5 text-xs font-medium tracking-wider text-muted-foreground uppercase',
          props.collapsed && 'sr-only',
        )}
      >
        <LibraryIcon aria-hidden className="size-3.5" />
        Library
      </h2>
      <ul className={cn('grid gap-2', props.collapsed && 'justify-items-center gap-1')}>
        {cards.map((card) => {
          const Icon = CARD_ICONS[card.kind];
          if (props.collapsed) {
            return (
              <li key={card.kind}>
                <Tooltip content={`${card.title} · ${card.generatedOn}`}>
                  <button
                    type="button"
                    onClick={() => props.onOpen(card.kind)}
                    aria-haspopup="dialog"
                    className="relative flex size-9 cursor-pointer items-center justify-center rounded-md text-foreground/80 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <Icon aria-hidden className="size-4" />
                    <span className="sr-only">
                      {card.title}, generated {card.generatedOn}
                    </span>
                    {!card.hasContent && <NoContentDot className="absolute top-1.5 right-1.5" />}
                  </button>
                </Tooltip>
              </li>
            );
          }
          return (
            <li key={card.kind}>
              <button
                type="button"
                onClick={() => props.onOpen(card.kind)}
                aria-haspopup="dialog"
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 text-left shadow-xs outline-none transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium">{card.title}</span>
                  <span className="text-xs text-muted-foreground">{card.generatedOn}</span>
                </span>
                {!card.hasContent && <NoContentDot />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
