import { InfoIcon } from 'lucide-react';
import { SourcePopover } from '../../../components/section/source-popover';
import { Button } from '../../../components/ui/button';
import type { InitiativeRecord } from '../lib/initiative-record';
import { referenceDomain } from '../lib/reference-domain';
import { sourceDetails } from '../lib/source-details';

/** The card's info button: when and how the initiative's source was read, by which provider and model. */
export function SourceDetailsPopover({ initiative }: { initiative: InitiativeRecord }) {
  const details = sourceDetails(initiative);
  return (
    <SourcePopover
      trigger={
        <Button variant="ghost" size="icon" className="size-8 text-muted-foreground">
          <InfoIcon aria-hidden />
          <span className="sr-only">Source details: {initiative.Title}</span>
        </Button>
      }
      content={{
        rows: [
          ['Retrieved', details.retrieved],
          ['Provider', details.provider],
          ['Model', details.model],
          ['Found via', details.foundVia],
          ['Document', details.document],
          ['Where', details.where],
          ['Search query', details.query],
        ],
        link: details.sourceUrl ? { url: details.sourceUrl, text: referenceDomain(details.sourceUrl) } : null,
        quote: details.quote,
        note: details.note,
      }}
    />
  );
}
