import { ExternalLinkIcon } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { referenceTitle, type InitiativeRecord } from '../lib/initiative-record';

/** One button per reference address, showing its domain and opening the page in a new tab. */
export function ReferenceLinks({
  initiative,
  className,
}: {
  initiative: Pick<InitiativeRecord, 'References' | 'Sources'>;
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
              <span className="truncate">{reference.domain}</span>
              <ExternalLinkIcon aria-hidden className="size-3!" />
              <span className="sr-only">{title ? `: ${title}` : ''} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
