import {
  VSME_REPORT_MODULES,
  type CreateVsmeReport,
  type VsmeReportModule,
  type VsmeReportSummary,
} from '@impact/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateVsmeReport } from '../api/vsme-reports';
import { MODULE_DESCRIPTIONS, MODULE_LABELS } from '../lib/labels';
import { lastFullCalendarYear, periodErrors, periodLabel, type PeriodErrors } from '../lib/period';
import { Field, invalidProps } from './field';

/** The latest report that ended before the new period starts: the one a new report may start from. */
export function earlierReport(reports: VsmeReportSummary[], start: string): VsmeReportSummary | null {
  return (
    reports
      .filter((report) => report.periodEnd < start)
      .toSorted((a, b) => b.periodEnd.localeCompare(a.periodEnd))[0] ?? null
  );
}

/** 'New VSME report': the module, the reporting period, and whether to start from the previous report. */
export function NewReportDialog(props: {
  open: boolean;
  clientDocumentId: string;
  reports: VsmeReportSummary[];
  basePath: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New VSME report</DialogTitle>
          <DialogDescription>
            Values are prefilled from what the assessment found; you review and complete the rest.
          </DialogDescription>
        </DialogHeader>
        {props.open && <NewReportForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function NewReportForm(props: {
  clientDocumentId: string;
  reports: VsmeReportSummary[];
  basePath: string;
  onClose: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateVsmeReport();
  const [module, setModule] = useState<VsmeReportModule>('basic');
  const [period, setPeriod] = useState(() => lastFullCalendarYear(new Date()));
  const [startFromPrevious, setStartFromPrevious] = useState(true);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const previous = earlierReport(props.reports, period.start);
  const busy = create.isPending;

  const setDay = (field: 'start' | 'end', day: string) => {
    setPeriod((current) => ({ ...current, [field]: day }));
    setErrors({});
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = periodErrors(period);
    setErrors(found);
    if (found.start || found.end) return;
    const data: CreateVsmeReport = {
      clientId: props.clientDocumentId,
      module,
      periodStart: period.start,
      periodEnd: period.end,
      ...(previous ? { previousReportId: startFromPrevious ? previous.documentId : null } : {}),
    };
    create.mutate(data, {
      onSuccess: (report) => {
        props.onClose();
        void navigate(`${props.basePath}/${encodeURIComponent(report.documentId)}`);
      },
      onError: (error) => {
        // The server names the field of a 400: the period's days go under their inputs.
        if (/\bperiodStart\b/.test(error.message)) setErrors({ start: error.message });
        else if (/\bperiodEnd\b/.test(error.message)) setErrors({ end: error.message });
        else setFormError(error.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Module</legend>
        <RadioGroup
          value={module}
          disabled={busy}
          aria-label="Module"
          onValueChange={(next) => setModule(next as VsmeReportModule)}
        >
          {VSME_REPORT_MODULES.map((option) => (
            <div key={option} className="flex items-start gap-3">
              <RadioGroupItem
                id={`${id}-${option}`}
                value={option}
                aria-describedby={`${id}-${option}-description`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${option}`}>{MODULE_LABELS[option]}</Label>
                <p id={`${id}-${option}-description`} className="text-xs text-muted-foreground">
                  {MODULE_DESCRIPTIONS[option]}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-start`} label="Period start" required error={errors.start}>
          <Input
            id={`${id}-start`}
            type="date"
            value={period.start}
            disabled={busy}
            {...invalidProps(`${id}-start`, errors.start)}
            onChange={(event) => setDay('start', event.target.value)}
          />
        </Field>
        <Field id={`${id}-end`} label="Period end" required error={errors.end}>
          <Input
            id={`${id}-end`}
            type="date"
            value={period.end}
            disabled={busy}
            {...invalidProps(`${id}-end`, errors.end)}
            onChange={(event) => setDay('end', event.target.value)}
          />
        </Field>
      </div>
      {previous && (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-previous`}
            checked={startFromPrevious}
            disabled={busy}
            onCheckedChange={(checked) => setStartFromPrevious(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-previous`} className="leading-snug">
            {`Start from the ${periodLabel({ start: previous.periodStart, end: previous.periodEnd })} report`}
          </Label>
        </div>
      )}
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={props.onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Creating...' : 'Create report'}
        </Button>
      </div>
    </form>
  );
}
