import { ExternalLinkIcon } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { referenceTitle, type InitiativeRecord } from '../lib/initiative-record';
import { referenceLabel, type ReferenceOwner } from '../lib/reference-label';

/** One button per reference address, showing its domain and opening the page in a new tab. */
export function ReferenceLinks({
  initiative,
  owner,
  className,
}: {
  initiative: Pick<InitiativeRecord, 'References' | 'Sources'>;
  /** The company: a page of its own site is named after it, not by a raw host. */
  owner?: ReferenceOwner;
  className?: string;
}) {
  if (initiative.References.length === 0) return null;
  return (
    <ul aria-label="References" className={cn('flex flex-wrap gap-1.5', className)}>
      {initiative.References.map((reference) => {
        const title = referenceTitle(initiative, reference.url);
        return (
          <li key={reference.url} className="min-w-0">
            <a
              href={reference.url}
              target="_blank"
              rel="noopener noreferrer"
              title={title ?? reference.url}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'h-7 max-w-full px-2.5 text-xs',
              )}
            >
              <span className="truncate">{referenceLabel(reference.domain, owner)}</span>
              <ExternalLinkIcon aria-hidden className="size-3!" />
              <span className="sr-only">{title ? `: ${title}` : ''} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
