import type { Client, SectionData } from '@impact/contracts';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { sentimentChip } from '../perception';
import { hasPublicPerception } from '../section-visibility';
import { EmptySectionNote } from './empty-section-note';
import { PerceptionBlocks } from './perception-blocks';
import { StatusChip } from './status-chip';

type Perception = SectionData<'PublicPerception'>;

/** Public Perception: how media, NGOs and raters see the company, and how credible its claims are. */
export function PublicPerceptionCard({ client }: { client: Client }) {
  const data = sectionData<Perception>(client, 'PublicPerception');
  return (
    <SectionCard
      sectionId="publicPerception"
      client={client}
      lastUpdated={client.PublicPerception?.lastUpdated}
      provenance={client.PublicPerception?.provenance}
      headingLevel="h3"
    >
      {data && hasPublicPerception(data) ? (
        <PerceptionContent data={data} />
      ) : (
        <EmptySectionNote
          message="No public perception data available."
          note={client.PublicPerception?.provenance.note}
        />
      )}
    </SectionCard>
  );
}

function PerceptionContent({ data }: { data: Perception }) {
  const sentiment = sentimentChip(data.mediaSentiment?.overall);
  const themes = data.mediaSentiment?.keyThemes ?? [];
  return (
    <>
      {data.summary && <p className="text-sm leading-relaxed whitespace-pre-line">{data.summary}</p>}
      <div className="grid gap-3 rounded-lg bg-muted/50 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-sm font-medium">Media sentiment</h4>
          <StatusChip chip={sentiment} />
        </div>
        {themes.length > 0 && (
          <div className="grid gap-2">
            <p className="text-xs font-medium text-muted-foreground">Key themes</p>
            <ul className="flex flex-wrap gap-2">
              {themes.map((theme, index) => (
                <li
                  key={`${theme}-${index}`}
                  className="rounded-md border bg-background px-2 py-1 text-xs leading-snug"
                >
                  {theme}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <PerceptionBlocks data={data} />
      <SourceList sources={data.sources} />
    </>
  );
}
