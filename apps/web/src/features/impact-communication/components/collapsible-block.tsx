import { ChevronDownIcon } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/**
 * A bordered block whose heading is a button that shows or hides its content (the disclosure pattern:
 * the button says whether it is expanded).
 */
export function CollapsibleBlock(props: {
  /** What the heading button shows: a title, or richer content. */
  trigger: ReactNode;
  children: ReactNode;
  defaultOpen: boolean;
  headingLevel?: 'h4' | 'h5';
  className?: string;
}) {
  const Heading = props.headingLevel ?? 'h4';
  return (
    <Collapsible.Root defaultOpen={props.defaultOpen} className={cn('rounded-lg border', props.className)}>
      <Heading className="text-sm font-medium">
        <Collapsible.Trigger className="group flex w-full cursor-pointer items-start justify-between gap-3 rounded-lg px-4 py-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <span className="min-w-0 flex-1">{props.trigger}</span>
          <ChevronDownIcon
            aria-hidden
            className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          />
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content className="grid gap-3 px-4 pt-1 pb-4 text-sm">
        {props.children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
