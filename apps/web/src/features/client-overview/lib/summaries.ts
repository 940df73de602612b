import type { Client } from '@impact/contracts';
import { clientPath } from '../../../lib/client-path';

export type SummaryId = 'impactTopics' | 'initiatives' | 'upcomingRegulations';

export interface OverviewSummary {
  id: SummaryId;
  title: string;
  /** Null while it is still being counted: the card keeps its place with a placeholder number. */
  count: number | null;
  caption: string;
  linkLabel: string;
  to: string;
}

type SummaryClient = Pick<Client, 'Name' | 'ImpactTopics' | 'UpcomingPolicies'>;

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * The overview's summary cards (spec 02 §2 'Client overview'), each only when it has data: impact
 * topics, the client's initiatives (counted by the caller from the initiatives list) and upcoming
 * policies. The initiatives card stays while its count loads (null), so the cards after it do not
 * move when the count arrives.
 */
export function overviewSummaries(client: SummaryClient, initiativeCount: number | null): OverviewSummary[] {
  const base = clientPath(client.Name);
  const upcoming = client.UpcomingPolicies?.data as { policies?: unknown } | null | undefined;
  const summaries: OverviewSummary[] = [
    {
      id: 'impactTopics',
      title: 'Impact Topics',
      count: lengthOf(client.ImpactTopics?.data),
      caption: 'Key sustainability focus areas',
      linkLabel: 'View Strategy',
      to: `${base}/strategy`,
    },
    {
      id: 'initiatives',
      title: 'Initiatives',
      count: initiativeCount,
      caption: 'Active sustainability projects',
      linkLabel: 'View All',
      to: `${base}/initiatives`,
    },
    {
      id: 'upcomingRegulations',
      title: 'Upcoming Regulations',
      count: lengthOf(upcoming?.policies),
      caption: 'Regulations requiring attention',
      linkLabel: 'View Details',
      to: `${base}/regulations`,
    },
  ];
  return summaries.filter((summary) => summary.count === null || summary.count > 0);
}
