import { ChevronDownIcon } from 'lucide-react';
import { SourceList } from '../../../components/section/source-list';
import { cn } from '../../../lib/utils';
import type { RegulationView } from '../regulation-view';
import { RefineApplicability } from './refine-applicability-dialog';

/** The control that reveals why a regulation applies (or not). */
export function DetailsToggle(props: {
  view: RegulationView;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={props.open}
      aria-controls={props.open ? props.controls : undefined}
      onClick={props.onToggle}
      className="inline-flex w-fit cursor-pointer items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ChevronDownIcon
        aria-hidden
        className={cn('size-3.5 transition-transform', props.open && 'rotate-180')}
      />
      {props.view.toggleLabel}
      <span className="sr-only">: {props.view.name}</span>
    </button>
  );
}

/**
 * Why the row's status is what it is: the verdict, the reason, the dates that matter, the questions
 * that would settle an open verdict, and the sources. `refineClientId` is set when the user may answer
 * the questions (signed in, the organization's own client): then 'Refine applicability' opens the form.
 */
export function RegulationDetails({
  view,
  id,
  refineClientId,
}: {
  view: RegulationView;
  id: string;
  refineClientId: number | null;
}) {
  const canRefine = refineClientId !== null && view.refineFields.length > 0;
  return (
    <div id={id} className="grid gap-3 text-sm">
      {view.verdict && (
        <p>
          <span className="font-medium">Verdict:</span> {view.verdict}
        </p>
      )}
      {view.reason && <p className="leading-relaxed whitespace-pre-line">{view.reason}</p>}
      {view.dates.length > 0 && (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">Key dates</p>
          <ul className="grid gap-0.5">
            {view.dates.map((entry) => (
              <li key={`${entry.label}-${entry.date}`}>
                <span className="font-medium tabular-nums">{entry.date}</span> – {entry.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(view.questions.length > 0 || canRefine) && (
        <div className="grid gap-2 rounded-md border border-dashed p-3">
          <p className="text-xs font-medium text-muted-foreground">What would settle it</p>
          {view.questions.length > 0 && (
            <ul className="grid list-disc gap-1 pl-5">
              {view.questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          )}
          {canRefine && (
            <RefineApplicability
              clientId={refineClientId}
              regulation={view.name}
              fields={view.refineFields}
            />
          )}
        </div>
      )}
      <SourceList sources={view.sources} variant="policy" />
      {view.method && <p className="text-xs text-muted-foreground">{view.method}</p>}
    </div>
  );
}
