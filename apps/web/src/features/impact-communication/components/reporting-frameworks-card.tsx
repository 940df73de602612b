import type { Client, SectionData } from '@impact/contracts';
import { ExternalLinkIcon, StarIcon } from 'lucide-react';
import { SectionCard } from '../../../components/section/section-card';
import { sectionData } from '../../../lib/client/use-current-client';
import { isWebLink } from '../../../lib/source-links';
import { formatPercent } from '../percent';
import { EmptySectionNote } from './empty-section-note';
import { PercentBar } from './percent-bar';

type Frameworks = SectionData<'ReportingFrameworks'>;
type Framework = Frameworks['frameworks'][number];

/** Reporting Frameworks: the overview, then each framework with its relevance to this client. */
export function ReportingFrameworksCard({ client }: { client: Client }) {
  const data = sectionData<Frameworks>(client, 'ReportingFrameworks');
  const overview = data?.overview?.trim();
  const frameworks = data?.frameworks ?? [];
  return (
    <SectionCard
      sectionId="reportingFrameworks"
      client={client}
      lastUpdated={client.ReportingFrameworks?.lastUpdated}
      provenance={client.ReportingFrameworks?.provenance}
      headingLevel="h3"
    >
      {!overview && frameworks.length === 0 && (
        <EmptySectionNote
          message="No reporting frameworks data available."
          note={client.ReportingFrameworks?.provenance.note}
        />
      )}
      {overview && <p className="text-sm leading-relaxed whitespace-pre-line">{overview}</p>}
      {frameworks.length > 0 && (
        <ul className="grid gap-3">
          {frameworks.map((framework, index) => (
            <FrameworkItem key={`${framework.name}-${index}`} framework={framework} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function FrameworkItem({ framework }: { framework: Framework }) {
  const percent = formatPercent(framework.relevanceScore);
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium">{framework.name}</h4>
        {framework.preferred && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            <StarIcon aria-hidden className="size-3" />
            Preferred
          </span>
        )}
      </div>
      <div className="flex items-center gap-3">
        <span className="shrink-0 text-xs text-muted-foreground">Relevance</span>
        <PercentBar value={framework.relevanceScore} label={`Relevance of ${framework.name}`} />
        <span className="w-11 shrink-0 text-right text-sm font-semibold tabular-nums">{percent}</span>
      </div>
      {framework.explanation && (
        <p className="text-sm leading-relaxed text-muted-foreground">{framework.explanation}</p>
      )}
      {isWebLink(framework.url) && (
        <a
          href={framework.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          View framework
          <span className="sr-only"> {framework.name} (opens in a new tab)</span>
          <ExternalLinkIcon aria-hidden className="size-3.5" />
        </a>
      )}
    </li>
  );
}
