import type { Client } from '@impact/contracts';
import { useMemo } from 'react';
import { SectionCard } from '../../../components/section/section-card';
import { sectionData, useLoadedClient } from '../../../lib/client/use-current-client';
import { groupTopics, type FocusArea, type ImpactTopic } from '../group-topics';
import { FocusAreaGroup } from './focus-area-group';
import { MaterialityMatrixCard } from './materiality-matrix-card';

/** The later of the two blocks' dates (one refresh writes both). */
const latest = (...dates: (string | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .toSorted()
    .at(-1) ?? null;

function emptyText(client: Client): string {
  if (!client.FocusAreas && !client.ImpactTopics)
    return 'No impact strategy has been generated for this client yet.';
  return 'No focus areas and impact topics to show yet: the strategy needs both.';
}

/** /client/:clientName/strategy (spec 02 §2 'Impact Strategy'). */
export default function ImpactStrategyPage() {
  const client = useLoadedClient();
  const focusAreas = sectionData<FocusArea[]>(client, 'FocusAreas');
  const topics = sectionData<ImpactTopic[]>(client, 'ImpactTopics');
  const groups = useMemo(() => groupTopics(focusAreas ?? [], topics ?? []), [focusAreas, topics]);
  // Spec 02 §2: the strategy shows only when both focus areas and topics have data.
  const ready = Boolean(focusAreas?.length && topics?.length);
  const note = client.ImpactTopics?.provenance.note ?? client.FocusAreas?.provenance.note;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight break-words">{client.Name} Impact Strategy</h1>
      <SectionCard
        sectionId="impactStrategy"
        client={client}
        title="Focus Areas & Impact Topics"
        lastUpdated={latest(client.FocusAreas?.lastUpdated, client.ImpactTopics?.lastUpdated)}
        provenance={client.ImpactTopics?.provenance ?? client.FocusAreas?.provenance}
      >
        {ready ? (
          <div className="grid gap-8">
            {groups.map((group) => (
              <FocusAreaGroup key={group.anchor} group={group} />
            ))}
          </div>
        ) : (
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">{emptyText(client)}</p>
            {note && <p className="text-xs text-muted-foreground">{note}</p>}
          </div>
        )}
      </SectionCard>
      {ready && <MaterialityMatrixCard groups={groups} />}
    </div>
  );
}
