import type { VsmeRequestQuestion } from '@impact/contracts';
import { Input, Textarea } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { unitChoices, type AnswerDraft } from '../../lib/answer-draft';
import { ChoiceCheckboxes, YesNoSelect } from '../choice-inputs';
import { Field, invalidProps } from '../field';

export type AnswerErrors = Partial<Record<'value' | 'unit' | 'explanation', string>>;

/** The answer's input, fitting the question: a number with its unit, yes/no, options, a date or text. */
export function AnswerInput(props: {
  id: string;
  question: VsmeRequestQuestion;
  draft: AnswerDraft;
  errors: AnswerErrors;
  disabled: boolean;
  onChange: (change: Partial<AnswerDraft>) => void;
}) {
  const { id, question, draft, errors, disabled, onChange } = props;
  const valueId = `${id}-value`;
  const invalid = invalidProps(valueId, errors.value);
  switch (question.kind) {
    case 'number':
    case 'percentage': {
      const units = question.kind === 'percentage' ? [] : unitChoices(question.unit);
      return (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Field
            id={valueId}
            label={question.kind === 'percentage' ? 'Value (%)' : 'Value'}
            error={errors.value}
          >
            <Input
              id={valueId}
              inputMode="decimal"
              value={draft.text}
              disabled={disabled}
              {...invalid}
              onChange={(event) => onChange({ text: event.target.value })}
            />
          </Field>
          {units.length > 0 && (
            <Field id={`${id}-unit`} label="Unit" error={errors.unit}>
              <NativeSelect
                id={`${id}-unit`}
                value={draft.unit}
                disabled={disabled || units.length === 1}
                {...invalidProps(`${id}-unit`, errors.unit)}
                onChange={(event) => onChange({ unit: event.target.value })}
              >
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        </div>
      );
    }
    case 'boolean':
      return (
        <Field id={valueId} label="Answer" error={errors.value}>
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
      if (question.multiple) {
        return (
          <ChoiceCheckboxes
            id={valueId}
            legend="Answer"
            options={question.options ?? []}
            chosen={draft.choices}
            error={errors.value}
            disabled={disabled}
            onChange={(choices) => onChange({ choices })}
          />
        );
      }
      return (
        <Field id={valueId} label="Answer" error={errors.value}>
          <NativeSelect
            id={valueId}
            value={draft.choice}
            disabled={disabled}
            {...invalid}
            onChange={(event) => onChange({ choice: event.target.value })}
          >
            <option value="">Choose…</option>
            {(question.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    case 'date':
      return (
        <Field id={valueId} label="Date" error={errors.value}>
          <Input
            id={valueId}
            type="date"
            value={draft.text}
            disabled={disabled}
            {...invalid}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </Field>
      );
    case 'table':
      return (
        <p className="text-sm text-muted-foreground">
          This question asks for a table: describe it below or attach the file that holds it.
        </p>
      );
    default:
      return (
        <Field id={valueId} label="Answer" error={errors.value}>
          <Textarea
            id={valueId}
            value={draft.text}
            maxLength={10_000}
            disabled={disabled}
            {...invalid}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </Field>
      );
  }
}

/** The explanation a yes/no answer needs, or any remark; for tables the description of the table. */
export function ExplanationInput(props: {
  id: string;
  question: VsmeRequestQuestion;
  draft: AnswerDraft;
  error: string | undefined;
  disabled: boolean;
  onChange: (explanation: string) => void;
}) {
  const id = `${props.id}-explanation`;
  const label = props.question.asksExplanation
    ? 'Explanation'
    : props.question.kind === 'table'
      ? 'Your answer'
      : 'Remark (optional)';
  return (
    <Field id={id} label={label} error={props.error}>
      <Textarea
        id={id}
        value={props.draft.explanation}
        maxLength={5000}
        disabled={props.disabled}
        {...invalidProps(id, props.error)}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}
