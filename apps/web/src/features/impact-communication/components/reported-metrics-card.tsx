import { metricValueForDisplay, type Client, type SectionData } from '@impact/contracts';
import { useId } from 'react';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { groupMetricsByCategory, metricLabelBadge, type MetricGroup } from '../group-metrics';
import { metricSeries, type MetricSeries } from '../metric-series';
import { EmptySectionNote } from './empty-section-note';
import { StatusChip } from './status-chip';

type Metric = SectionData<'ReportedMetrics'>[number];

/**
 * KPIs & Metrics: what the company reports, grouped by category, each indicator with its latest year,
 * the year before beside it, its label and sources. Every year is stored; the page shows these two.
 */
export function ReportedMetricsCard({ client }: { client: Client }) {
  const groups = groupMetricsByCategory(sectionData<Metric[]>(client, 'ReportedMetrics'));
  return (
    <SectionCard
      sectionId="reportedMetrics"
      client={client}
      lastUpdated={client.ReportedMetrics?.lastUpdated}
      provenance={client.ReportedMetrics?.provenance}
      headingLevel="h3"
    >
      {groups.length === 0 ? (
        <EmptySectionNote
          message="No reported metrics data available."
          note={client.ReportedMetrics?.provenance.note}
        />
      ) : (
        <div className="grid gap-6">
          {groups.map((group) => (
            <MetricCategory key={group.category} group={group} />
          ))}
        </div>
      )}
    </SectionCard>
  );
}

function MetricCategory({ group }: { group: MetricGroup<Metric> }) {
  const headingId = useId();
  const series = metricSeries(group.metrics);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="text-sm font-semibold">
        {group.category} <span className="font-normal text-muted-foreground">({series.length})</span>
      </h4>
      <ul className="grid gap-3 md:grid-cols-2">
        {series.map((indicator, index) => (
          <MetricItem key={`${indicator.latest.name}-${index}`} series={indicator} />
        ))}
      </ul>
    </section>
  );
}

function MetricItem({ series }: { series: MetricSeries<Metric> }) {
  const { latest: metric, previous } = series;
  const badge = metricLabelBadge(metric.label);
  return (
    <li className="grid content-start gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 text-sm font-medium">{metric.name}</p>
        {badge && <StatusChip chip={badge} />}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg leading-snug font-semibold break-words">
          {metricValueForDisplay(metric.value)}
        </p>
        {previous && (
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">Previous year: </span>
            {previous.year}: {metricValueForDisplay(previous.value)}
          </p>
        )}
      </div>
      {metric.year != null && (
        <p className="text-xs text-muted-foreground">
          <span className="sr-only">Year: </span>
          {metric.year}
        </p>
      )}
      <SourceList sources={sourcesOf(series)} variant="code" />
    </li>
  );
}

/** The latest year's sources, then the previous year's that are not already listed (often the same row). */
function sourcesOf({ latest, previous }: MetricSeries<Metric>): Metric['sources'] {
  const sources = [...latest.sources];
  for (const source of previous?.sources ?? []) {
    const key = source.url ?? `document-${'documentId' in source ? source.documentId : ''}`;
    if (
      !sources.some(
        (other) => (other.url ?? `document-${'documentId' in other ? other.documentId : ''}`) === key,
      )
    )
      sources.push(source);
  }
  return sources;
}
