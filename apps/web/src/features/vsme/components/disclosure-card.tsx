import type { VsmeVersionId } from '@impact/knowledge/vsme';
import { useId } from 'react';
import type { DatapointRow as Row, DisclosureGroup } from '../lib/report-structure';
import { CompletenessBar } from './completeness-bar';
import { DatapointRow, type RowActions } from './datapoint-row';

/** One disclosure (B1 … C9): its title from the knowledge base, how complete it is, and its datapoints. */
export function DisclosureCard(props: {
  group: DisclosureGroup;
  versionId: VsmeVersionId;
  actionsFor: (row: Row) => RowActions;
}) {
  const { group } = props;
  const headingId = useId();
  const title = group.code ? `${group.code} ${group.title}` : group.title;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <header className="grid gap-2">
        <h3 id={headingId} className="text-base font-semibold tracking-tight">
          {title}
        </h3>
        {group.completeness && (
          <CompletenessBar label={`${group.code} completeness`} count={group.completeness} />
        )}
      </header>
      <div>
        {group.rows.map((row) => (
          <DatapointRow
            key={row.value.datapointId}
            value={row.value}
            datapoint={row.datapoint}
            versionId={props.versionId}
            actions={props.actionsFor(row)}
          />
        ))}
      </div>
    </section>
  );
}
