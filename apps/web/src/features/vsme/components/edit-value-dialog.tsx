import type { VsmeValue } from '@impact/contracts';
import { vsmeOmission, type VsmeDatapoint, type VsmeVersionId } from '@impact/knowledge/vsme';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Textarea } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useChangeValue } from '../api/vsme-values';
import { STATUS_LABELS } from '../lib/labels';
import { fieldOfMessage, type EditField } from '../lib/server-error-field';
import {
  draftFromValue,
  takesUnit,
  toUpdate,
  type DraftErrors,
  type EditStatus,
  type ValueDraft,
} from '../lib/value-draft';
import { Field, invalidProps } from './field';
import { ValueInput } from './value-input';

export interface EditTarget {
  value: VsmeValue;
  datapoint: VsmeDatapoint | undefined;
}

/** 'Edit': the value in an input fitting its kind, its status, and the reason or statement it needs. */
export function EditValueDialog(props: {
  reportId: string;
  versionId: VsmeVersionId;
  target: EditTarget | null;
  onClose: () => void;
}) {
  const { target } = props;
  const label = target ? (target.datapoint?.label ?? target.value.datapointId) : '';
  const datapoint = target?.datapoint;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{`Edit ${label}`}</DialogTitle>
          <DialogDescription>
            {datapoint
              ? `${datapoint.disclosure}${datapoint.paragraph ? `, paragraph ${datapoint.paragraph}` : ''}${datapoint.guidance ? `. ${datapoint.guidance}` : ''}`
              : 'A datapoint of this report.'}
          </DialogDescription>
        </DialogHeader>
        {target && (
          // A new key per value starts the form afresh.
          <EditValueForm
            key={target.value.datapointId}
            reportId={props.reportId}
            versionId={props.versionId}
            target={target}
            onDone={props.onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The fields shown for a status: a 400 about another field is shown above the buttons instead. */
function visibleFields(status: EditStatus, datapoint: VsmeDatapoint | undefined): EditField[] {
  const own: Record<EditStatus, EditField[]> = {
    entered: takesUnit(datapoint) ? ['value', 'unit'] : ['value'],
    'not-applicable': ['notApplicableReason'],
    omitted: ['omissionStatement'],
    missing: [],
  };
  return ['status', 'note', ...own[status]];
}

function EditValueForm(props: {
  reportId: string;
  versionId: VsmeVersionId;
  target: EditTarget;
  onDone: () => void;
}) {
  const { value, datapoint } = props.target;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ValueDraft>(() => draftFromValue(value, datapoint));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangeValue(props.reportId);
  const busy = change.isPending;
  const omissionAllowed = vsmeOmission(props.versionId, value.datapointId)?.allowed === true;

  const update = (patch: Partial<ValueDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setFormError(null);
  };
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = toUpdate(draft, datapoint, props.versionId);
    if ('errors' in result) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    change.mutate(
      { datapointId: value.datapointId, kind: 'edit', data: result.body },
      {
        onSuccess: () => {
          toast.success('Value saved');
          props.onDone();
        },
        onError: (error) => {
          // The server names the field its 400 is about: show it there, else above the buttons.
          const field = fieldOfMessage(error.message);
          if (field && visibleFields(draft.status, datapoint).includes(field)) {
            setErrors({ [field]: error.message });
            focusFirstInvalid();
          } else {
            setFormError(error.message);
          }
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid min-w-0 gap-5">
      <Field id={`${id}-status`} label="Status" error={errors.status}>
        <NativeSelect
          id={`${id}-status`}
          value={draft.status}
          disabled={busy}
          {...invalidProps(`${id}-status`, errors.status)}
          onChange={(event) => update({ status: event.target.value as EditStatus })}
        >
          <option value="entered">{STATUS_LABELS.entered}</option>
          <option value="not-applicable">{STATUS_LABELS['not-applicable']}</option>
          {/* The standard lets a report leave out classified or sensitive information, and says where. */}
          {omissionAllowed && <option value="omitted">{STATUS_LABELS.omitted}</option>}
          <option value="missing">{STATUS_LABELS.missing}</option>
        </NativeSelect>
      </Field>
      {draft.status === 'entered' && (
        <ValueInput
          id={id}
          datapoint={datapoint}
          versionId={props.versionId}
          draft={draft}
          onChange={update}
          errors={errors}
          disabled={busy}
        />
      )}
      {draft.status === 'not-applicable' && (
        <Field id={`${id}-reason`} label="Why it does not apply" required error={errors.notApplicableReason}>
          <Textarea
            id={`${id}-reason`}
            value={draft.reason}
            maxLength={2000}
            disabled={busy}
            {...invalidProps(`${id}-reason`, errors.notApplicableReason)}
            onChange={(event) => update({ reason: event.target.value })}
          />
        </Field>
      )}
      {draft.status === 'omitted' && (
        <Field
          id={`${id}-statement`}
          label="Omission statement"
          required
          error={errors.omissionStatement}
          hint="Which information is left out, and that it is classified or sensitive."
        >
          <Textarea
            id={`${id}-statement`}
            value={draft.statement}
            maxLength={2000}
            disabled={busy}
            {...invalidProps(`${id}-statement`, errors.omissionStatement)}
            onChange={(event) => update({ statement: event.target.value })}
          />
        </Field>
      )}
      <Field id={`${id}-note`} label="Note" error={errors.note}>
        <Textarea
          id={`${id}-note`}
          value={draft.note}
          maxLength={2000}
          disabled={busy}
          className="min-h-16"
          {...invalidProps(`${id}-note`, errors.note)}
          onChange={(event) => update({ note: event.target.value })}
        />
      </Field>
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={props.onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
