import type { Client, SectionData } from '@impact/contracts';
import { useId, type ReactNode } from 'react';
import { sectionData, useLoadedClient } from '../../../lib/client/use-current-client';
import { useIsAdmin } from '../../../lib/client/use-is-admin';
import {
  hasControversies,
  hasPublicPerception,
  hasReportedMetrics,
  hasReportingFrameworks,
  visibleGroups,
  type CommunicationGroup,
  type CommunicationSectionId,
} from '../section-visibility';
import { ControversiesCard } from './controversies-card';
import { PublicPerceptionCard } from './public-perception-card';
import { ReportedMetricsCard } from './reported-metrics-card';
import { ReportingFrameworksCard } from './reporting-frameworks-card';

const CARDS: Record<CommunicationSectionId, (props: { client: Client }) => ReactNode> = {
  reportedMetrics: ReportedMetricsCard,
  reportingFrameworks: ReportingFrameworksCard,
  publicPerception: PublicPerceptionCard,
  controversies: ControversiesCard,
};

/** /client/:clientName/communication: what the company reports, and how the outside world sees it. */
export default function ImpactCommunicationPage() {
  const client = useLoadedClient();
  const isAdmin = useIsAdmin();
  const groups = visibleGroups(
    {
      reportedMetrics: hasReportedMetrics(sectionData<unknown[]>(client, 'ReportedMetrics')),
      reportingFrameworks: hasReportingFrameworks(
        sectionData<SectionData<'ReportingFrameworks'>>(client, 'ReportingFrameworks'),
      ),
      publicPerception: hasPublicPerception(
        sectionData<SectionData<'PublicPerception'>>(client, 'PublicPerception'),
      ),
      controversies: hasControversies(sectionData<SectionData<'Controversies'>>(client, 'Controversies')),
    },
    isAdmin,
  );
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-semibold tracking-tight">Impact Communication</h1>
      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
          No impact communication data available.
        </p>
      ) : (
        groups.map((group) => <SectionGroup key={group.title} group={group} client={client} />)
      )}
    </div>
  );
}

function SectionGroup({ group, client }: { group: CommunicationGroup; client: Client }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {group.title}
      </h2>
      {group.sections.map((section) => {
        const Card = CARDS[section];
        return <Card key={section} client={client} />;
      })}
    </section>
  );
}
