import type { Client, SectionData } from '@impact/contracts';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { formatDay } from '../../../lib/format-date';
import { controversyStatusChip } from '../controversy-status';
import { hasControversies } from '../section-visibility';
import { CollapsibleBlock } from './collapsible-block';
import { EmptySectionNote } from './empty-section-note';
import { StatusChip } from './status-chip';

type Controversies = SectionData<'Controversies'>;
type Controversy = Controversies['controversies'][number];

/** Controversies: the summary, when the sources were last checked, and each item (collapsed at first). */
export function ControversiesCard({ client }: { client: Client }) {
  const data = sectionData<Controversies>(client, 'Controversies');
  const lastChecked = formatDay(client.Controversies?.meta?.lastCheckedDate);
  const items = data?.controversies ?? [];
  return (
    <SectionCard
      sectionId="controversies"
      client={client}
      lastUpdated={client.Controversies?.lastUpdated}
      provenance={client.Controversies?.provenance}
      headingLevel="h3"
    >
      {!data || !hasControversies(data) ? (
        <EmptySectionNote
          message="No controversies data available."
          note={client.Controversies?.provenance.note}
        />
      ) : (
        <>
          {data.summary && <p className="text-sm leading-relaxed whitespace-pre-line">{data.summary}</p>}
          {lastChecked && <p className="text-xs text-muted-foreground">Last checked {lastChecked}</p>}
          {items.length > 0 && (
            <ul className="grid gap-3">
              {items.map((item, index) => (
                <li key={`${item.title}-${index}`}>
                  <ControversyItem item={item} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SectionCard>
  );
}

function ControversyItem({ item }: { item: Controversy }) {
  const meta = [item.category, item.year].filter((part) => part !== '' && part != null).join(' · ');
  return (
    <CollapsibleBlock
      defaultOpen={false}
      trigger={
        <span className="grid gap-1.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-muted-foreground">
            <StatusChip chip={controversyStatusChip(item.status)} />
            {meta}
          </span>
          <span className="font-medium">{item.title}</span>
        </span>
      }
    >
      {item.description && <p className="leading-relaxed whitespace-pre-line">{item.description}</p>}
      {item.relevanceToImpact && (
        <div className="grid gap-1 rounded-md bg-muted/50 px-3 py-2">
          <p className="text-xs font-medium text-muted-foreground">Relevance to impact strategy</p>
          <p className="leading-relaxed">{item.relevanceToImpact}</p>
        </div>
      )}
      <SourceList sources={item.sources} />
    </CollapsibleBlock>
  );
}
