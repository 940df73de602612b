import type { Client } from '@impact/contracts';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { useIsAdmin } from '../../../lib/client/use-is-admin';
import {
  policiesSectionView,
  relevanceChipClasses,
  relevanceLabel,
  type UpcomingPolicies,
} from '../policy-code-view';
import { Chip } from './chip';

/** Spec 02 §2 'Upcoming Impactful Policies': a summary and a card per policy; hidden when empty. */
export function UpcomingPoliciesSection({ client }: { client: Client }) {
  const isAdmin = useIsAdmin();
  const section = policiesSectionView(sectionData<UpcomingPolicies>(client, 'UpcomingPolicies'), isAdmin);
  if (!section.visible) return null;
  return (
    <SectionCard
      sectionId="upcomingPolicies"
      client={client}
      lastUpdated={client.UpcomingPolicies?.lastUpdated}
      provenance={client.UpcomingPolicies?.provenance}
    >
      {section.summary && <p className="text-sm leading-relaxed whitespace-pre-line">{section.summary}</p>}
      {section.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No upcoming policies listed.</p>
      ) : (
        <ul className="grid gap-3">
          {section.items.map((policy, index) => (
            <li key={`${index}-${policy.name}`} className="grid gap-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-sm leading-snug font-medium">{policy.name}</h3>
                <Chip className={relevanceChipClasses(policy.relevance)}>
                  {relevanceLabel(policy.relevance)}
                </Chip>
              </div>
              <dl className="grid gap-x-4 gap-y-0.5 text-xs sm:grid-cols-[auto_1fr]">
                <dt className="text-muted-foreground">Phase</dt>
                <dd>{policy.phase}</dd>
                <dt className="text-muted-foreground">Sector</dt>
                <dd>{policy.sector}</dd>
              </dl>
              <p className="text-sm leading-relaxed">{policy.description}</p>
              <SourceList sources={policy.sources} variant="policy" />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
