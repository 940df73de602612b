import { InfoIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import type { InitiativeRecord } from '../lib/initiative-record';
import { referenceDomain } from '../lib/reference-domain';
import { sourceDetails } from '../lib/source-details';

/** The card's info button: when and how the initiative's source was read, by which provider and model. */
export function SourceDetailsPopover({ initiative }: { initiative: InitiativeRecord }) {
  const details = sourceDetails(initiative);
  const rows: [string, string | null][] = [
    ['Retrieved', details.retrieved],
    ['Provider', details.provider],
    ['Model', details.model],
    ['Found via', details.foundVia],
    ['Document', details.document],
    ['Where', details.where],
    ['Search query', details.query],
  ];
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-muted-foreground">
          <InfoIcon aria-hidden />
          <span className="sr-only">Source details: {initiative.Title}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 grid w-80 max-w-[calc(100vw-1.5rem)] gap-3 rounded-lg border bg-popover p-4 text-sm text-popover-foreground shadow-md outline-none data-[state=open]:animate-drop-in"
        >
          <p className="font-medium">Source details</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            {rows.map(([label, value]) =>
              value === null ? null : (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ),
            )}
            {details.sourceUrl && (
              <div className="contents">
                <dt className="text-muted-foreground">Source</dt>
                <dd className="min-w-0">
                  <a
                    href={details.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-primary underline-offset-4 hover:underline"
                  >
                    {referenceDomain(details.sourceUrl)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {details.quote && (
            <blockquote className="border-l-2 pl-3 text-sm leading-relaxed break-words italic">
              “{details.quote}”
            </blockquote>
          )}
          {details.note && <p className="text-xs leading-relaxed text-muted-foreground">{details.note}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
