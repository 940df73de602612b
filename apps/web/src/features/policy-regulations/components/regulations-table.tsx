import { useId, useState } from 'react';
import type { RegulationRow, RegulationView } from '../regulation-view';
import { DetailsToggle, RegulationDetails } from './regulation-details';
import { RegulationType, StartAssessmentButton, StatusChip } from './regulation-parts';

/** Wide screens (spec 02 §2): Regulation, Type, Compliance Status; details open in a row beneath. */
export function RegulationsTable(props: {
  rows: { row: RegulationRow; view: RegulationView }[];
  signedIn: boolean;
  /** The client whose facts the user may answer; null for visitors and samples. */
  refineClientId: number | null;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Sustainability regulations and their compliance status</caption>
        <thead>
          <tr className="border-b text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Regulation
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Type
            </th>
            <th scope="col" className="py-2 font-medium">
              Compliance Status
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map(({ row, view }, index) => (
            <RegulationTableRow
              key={`${index}-${row.name}`}
              row={row}
              view={view}
              signedIn={props.signedIn}
              refineClientId={props.refineClientId}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RegulationTableRow(props: {
  row: RegulationRow;
  view: RegulationView;
  signedIn: boolean;
  refineClientId: number | null;
}) {
  const { row, view } = props;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr className={open ? 'align-top' : 'border-b align-top last:border-b-0'}>
        <th scope="row" className="py-3 pr-4 font-normal">
          <div className="grid gap-1">
            <span className="font-medium">{view.name}</span>
            {view.hasDetails && (
              <DetailsToggle
                view={view}
                open={open}
                controls={detailsId}
                onToggle={() => setOpen((value) => !value)}
              />
            )}
          </div>
        </th>
        <td className="py-3 pr-4 whitespace-nowrap text-muted-foreground">
          <RegulationType view={view} />
        </td>
        <td className="py-3">
          <div className="grid gap-2">
            <StatusChip view={view} variant={row.statusVariant} />
            {props.signedIn && view.offersAssessment && <StartAssessmentButton regulation={view.name} />}
          </div>
        </td>
      </tr>
      {open && (
        <tr className="border-b last:border-b-0">
          <td colSpan={3} className="pb-4">
            <div className="rounded-lg bg-muted/50 p-4">
              <RegulationDetails view={view} id={detailsId} refineClientId={props.refineClientId} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
