import { useId, useState } from 'react';
import type { RegulationRow, RegulationView } from '../regulation-view';
import { DetailsToggle, RegulationDetails } from './regulation-details';
import { RegulationType, StartAssessmentButton, StatusChip } from './regulation-parts';

/** Narrow screens (under 768 px, spec 02 §4): one card per regulation. */
export function RegulationCards(props: {
  rows: { row: RegulationRow; view: RegulationView }[];
  signedIn: boolean;
  /** The client whose facts the user may answer; null for visitors and samples. */
  refineClientId: number | null;
}) {
  return (
    <ul className="grid gap-3">
      {props.rows.map(({ row, view }, index) => (
        <RegulationCard
          key={`${index}-${row.name}`}
          row={row}
          view={view}
          signedIn={props.signedIn}
          refineClientId={props.refineClientId}
        />
      ))}
    </ul>
  );
}

function RegulationCard(props: {
  row: RegulationRow;
  view: RegulationView;
  signedIn: boolean;
  refineClientId: number | null;
}) {
  const { row, view } = props;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="grid gap-2.5 rounded-lg border p-4">
      <h3 className="text-sm leading-snug font-medium">{view.name}</h3>
      <p className="text-xs text-muted-foreground">
        <span className="sr-only">Type: </span>
        <RegulationType view={view} />
      </p>
      <StatusChip view={view} variant={row.statusVariant} />
      {props.signedIn && view.offersAssessment && <StartAssessmentButton regulation={view.name} />}
      {view.hasDetails && (
        <DetailsToggle
          view={view}
          open={open}
          controls={detailsId}
          onToggle={() => setOpen((value) => !value)}
        />
      )}
      {open && (
        <div className="rounded-md bg-muted/50 p-3">
          <RegulationDetails view={view} id={detailsId} refineClientId={props.refineClientId} />
        </div>
      )}
    </li>
  );
}
