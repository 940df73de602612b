import type { Client, SectionData } from '@impact/contracts';
import { useId } from 'react';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { groupMetricsByCategory, metricLabelBadge, type MetricGroup } from '../group-metrics';
import { EmptySectionNote } from './empty-section-note';
import { StatusChip } from './status-chip';

type Metric = SectionData<'ReportedMetrics'>[number];

/** KPIs & Metrics: what the company reports, grouped by category, each with its label and sources. */
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
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="text-sm font-semibold">
        {group.category} <span className="font-normal text-muted-foreground">({group.metrics.length})</span>
      </h4>
      <ul className="grid gap-3 md:grid-cols-2">
        {group.metrics.map((metric, index) => (
          <MetricItem key={`${metric.name}-${metric.year}-${index}`} metric={metric} />
        ))}
      </ul>
    </section>
  );
}

function MetricItem({ metric }: { metric: Metric }) {
  const badge = metricLabelBadge(metric.label);
  return (
    <li className="grid content-start gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 text-sm font-medium">{metric.name}</p>
        {badge && <StatusChip chip={badge} />}
      </div>
      <p className="text-lg leading-snug font-semibold break-words">{metric.value}</p>
      {metric.year != null && (
        <p className="text-xs text-muted-foreground">
          <span className="sr-only">Year: </span>
          {metric.year}
        </p>
      )}
      <SourceList sources={metric.sources} variant="code" />
    </li>
  );
}
