import type { VsmeDatapoint, VsmeVersionId } from '@impact/knowledge/vsme';
import { Input, Textarea } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ValueDraft } from '../lib/value-draft';
import { ChoiceCheckboxes, YesNoSelect } from './choice-inputs';
import { Field, invalidProps } from './field';
import { TableInput } from './table-input';

export interface ValueInputProps {
  id: string;
  datapoint: VsmeDatapoint | undefined;
  versionId: VsmeVersionId;
  draft: ValueDraft;
  onChange: (change: Partial<ValueDraft>) => void;
  errors: { value?: string | undefined; unit?: string | undefined };
  disabled: boolean;
}

/** The value's input, fitting the datapoint's kind: a number with its unit, yes/no, options, a date, rows. */
export function ValueInput(props: ValueInputProps) {
  const { id, datapoint, draft, onChange, errors, disabled } = props;
  const valueId = `${id}-value`;
  const invalid = invalidProps(valueId, errors.value);
  switch (datapoint?.kind) {
    case 'number':
    case 'percentage':
      return (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Field id={valueId} label="Value" required error={errors.value}>
            <Input
              id={valueId}
              type="number"
              inputMode="decimal"
              step="any"
              value={draft.text}
              disabled={disabled}
              {...invalid}
              onChange={(event) => onChange({ text: event.target.value })}
            />
          </Field>
          <Field
            id={`${id}-unit`}
            label="Unit"
            error={errors.unit}
            hint={datapoint.unit ? `The standard's unit is ${datapoint.unit}.` : undefined}
          >
            <Input
              id={`${id}-unit`}
              value={draft.unit}
              disabled={disabled}
              {...invalidProps(`${id}-unit`, errors.unit)}
              onChange={(event) => onChange({ unit: event.target.value })}
            />
          </Field>
        </div>
      );
    case 'boolean':
      return (
        <Field id={valueId} label="Value" required error={errors.value}>
          <YesNoSelect
            id={valueId}
            choice={draft.choice}
            error={errors.value}
            disabled={disabled}
            onChange={(choice) => onChange({ choice })}
          />
        </Field>
      );
    case 'enum':
      if (datapoint.options && datapoint.multiple) {
        return (
          <ChoiceCheckboxes
            id={valueId}
            legend="Value"
            options={datapoint.options}
            chosen={draft.choices}
            error={errors.value}
            disabled={disabled}
            onChange={(choices) => onChange({ choices })}
          />
        );
      }
      if (datapoint.options) {
        return (
          <Field id={valueId} label="Value" required error={errors.value}>
            <NativeSelect
              id={valueId}
              value={draft.choice}
              disabled={disabled}
              {...invalid}
              onChange={(event) => onChange({ choice: event.target.value })}
            >
              <option value="">Choose…</option>
              {datapoint.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </Field>
        );
      }
      return (
        <Field
          id={valueId}
          label="Value"
          required
          error={errors.value}
          hint={`Codes from ${datapoint.optionSet ?? 'the standard’s list'}, separated by commas.`}
        >
          <Input
            id={valueId}
            value={draft.text}
            disabled={disabled}
            {...invalid}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </Field>
      );
    case 'date':
      return (
        <Field id={valueId} label="Value" required error={errors.value}>
          {datapoint.precision === 'year' ? (
            <Input
              id={valueId}
              inputMode="numeric"
              placeholder="YYYY"
              value={draft.text}
              disabled={disabled}
              {...invalid}
              onChange={(event) => onChange({ text: event.target.value })}
            />
          ) : (
            <Input
              id={valueId}
              type="date"
              value={draft.text}
              disabled={disabled}
              {...invalid}
              onChange={(event) => onChange({ text: event.target.value })}
            />
          )}
        </Field>
      );
    case 'table':
      return (
        <TableInput
          id={valueId}
          datapoint={datapoint}
          versionId={props.versionId}
          rows={draft.rows}
          error={errors.value}
          disabled={disabled}
          onChange={(rows) => onChange({ rows })}
        />
      );
    default:
      return (
        <Field id={valueId} label="Value" required error={errors.value}>
          <Textarea
            id={valueId}
            value={draft.text}
            disabled={disabled}
            {...invalid}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </Field>
      );
  }
}
