import type { Client, SectionData } from '@impact/contracts';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { sectionData } from '../../../lib/client/use-current-client';
import { orDash } from '../profile-view';
import { AdminOnlySection } from './admin-only-section';
import { ClassificationSummary } from './classification-summary';

function FigureBox(props: { label: string; text: string }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border bg-muted/40 p-4">
      <h3 className="text-sm font-medium">{props.label}</h3>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
        {orDash(props.text)}
      </p>
    </div>
  );
}

/** Spec 02 §2 'Business Model Overview': summary, a Revenue box and a Profitability box; a dash when empty. */
export function BusinessModelSection({ client }: { client: Client }) {
  const data = sectionData<SectionData<'BusinessModelOverview'>>(client, 'BusinessModelOverview');
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  if (!data) return <AdminOnlySection sectionId="businessModel" client={client} text="Not generated yet." />;
  return (
    <SectionCard
      sectionId="businessModel"
      client={client}
      lastUpdated={client.BusinessModelOverview?.lastUpdated}
      provenance={client.BusinessModelOverview?.provenance}
    >
      <p className="text-sm leading-relaxed whitespace-pre-line">{orDash(data.summary)}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <FigureBox label="Revenue" text={data.revenue} />
        <FigureBox label="Profitability" text={data.profitability} />
      </div>
      <ClassificationSummary client={client} data={data} canCorrect={signedIn && client.Sample === null} />
      <SourceList sources={data.sources} variant="code" />
    </SectionCard>
  );
}
