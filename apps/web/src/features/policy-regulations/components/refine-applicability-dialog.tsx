import type { ApplicabilityFactAnswers, ApplicabilityFactName } from '@impact/contracts';
import { SlidersHorizontalIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
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
import { useApplicabilityFacts, useSaveApplicabilityFacts } from '../api/applicability-facts';
import {
  GOOD_OPTIONS,
  buildRefineRequest,
  draftFor,
  draftFromFacts,
  refineFailureMessage,
  toggleGood,
  type FactDraft,
  type RefineDraft,
  type RefineField,
} from '../refine-applicability';

/**
 * 'Refine applicability': the knowledge base's questions for the facts a verdict lacks, in a short form.
 * The answers are saved on the client and the server re-runs the verdicts.
 */
export function RefineApplicability(props: { clientId: number; regulation: string; fields: RefineField[] }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        className="w-fit"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontalIcon aria-hidden />
        Refine applicability
        <span className="sr-only">: {props.regulation}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="sm:max-w-lg"
          // Without a Radix trigger, focus would fall to the page: give it back to the button.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Refine applicability</DialogTitle>
            <DialogDescription>
              {props.regulation}: answer what you know; unanswered questions stay open. Your answers are saved
              on this client and every verdict is re-run with them.
            </DialogDescription>
          </DialogHeader>
          {open && (
            <RefineBody clientId={props.clientId} fields={props.fields} onDone={() => setOpen(false)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function RefineBody(props: { clientId: number; fields: RefineField[]; onDone: () => void }) {
  const saved = useApplicabilityFacts(props.clientId, true);
  if (saved.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading saved answers...
      </p>
    );
  }
  return (
    <RefineForm
      {...props}
      stored={saved.data ?? {}}
      loadError={
        saved.isError ? `Saved answers could not be loaded: ${refineFailureMessage(saved.error)}` : null
      }
    />
  );
}

function RefineForm(props: {
  clientId: number;
  fields: RefineField[];
  stored: ApplicabilityFactAnswers;
  loadError: string | null;
  onDone: () => void;
}) {
  const { fields, stored } = props;
  const [draft, setDraft] = useState<RefineDraft>(() => draftFromFacts(fields, stored));
  const [errors, setErrors] = useState<Partial<Record<ApplicabilityFactName, string>>>({});
  const [formError, setFormError] = useState<string | null>(props.loadError);
  const save = useSaveApplicabilityFacts(props.clientId);

  const update = (fact: ApplicabilityFactName, value: FactDraft) => {
    setDraft((current) => ({ ...current, [fact]: value }));
    setErrors((current) => ({ ...current, [fact]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const request = buildRefineRequest(fields, draft, stored);
    if (!request.ok) {
      setErrors(request.errors);
      setFormError(request.formError);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(request.facts, {
      onSuccess: () => {
        toast.success('Applicability updated');
        props.onDone();
      },
      onError: (error) => setFormError(refineFailureMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {fields.map((field) => (
        <FactInput
          key={field.fact}
          field={field}
          value={draft[field.fact] ?? draftFor(field, {})}
          error={errors[field.fact]}
          disabled={save.isPending}
          onChange={(value) => update(field.fact, value)}
        />
      ))}
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? 'Saving...' : 'Save answers'}
        </Button>
      </div>
    </form>
  );
}

interface FactInputProps {
  field: RefineField;
  value: FactDraft;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: FactDraft) => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** One question, with the input its fact's kind calls for. */
function FactInput({ field, value, error, disabled, onChange }: FactInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const legendClasses = 'mb-2 text-sm leading-snug font-medium';

  if (value.kind === 'boolean') {
    return (
      <fieldset className="grid" disabled={disabled}>
        <legend className={legendClasses}>{field.question}</legend>
        <RadioGroup
          value={value.value ?? ''}
          onValueChange={(next) => onChange({ kind: 'boolean', value: next === 'yes' ? 'yes' : 'no' })}
          className="flex gap-6"
          disabled={disabled}
          {...invalid}
        >
          {(['yes', 'no'] as const).map((option) => (
            <Label key={option} htmlFor={`${id}-${option}`} className="cursor-pointer font-normal">
              <RadioGroupItem id={`${id}-${option}`} value={option} />
              {option === 'yes' ? 'Yes' : 'No'}
            </Label>
          ))}
        </RadioGroup>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }

  if (value.kind === 'goods') {
    return (
      <fieldset className="grid" disabled={disabled}>
        <legend className={legendClasses}>{field.question}</legend>
        <ul className="grid gap-2 sm:grid-cols-2" {...(error ? { 'aria-describedby': errorId } : {})}>
          {GOOD_OPTIONS.map((option) => (
            <li key={option.value}>
              <Label htmlFor={`${id}-${option.value}`} className="cursor-pointer font-normal">
                <Checkbox
                  id={`${id}-${option.value}`}
                  checked={value.goods.includes(option.value)}
                  disabled={disabled}
                  onCheckedChange={(checked) => onChange(toggleGood(value, option.value, checked === true))}
                />
                {option.label}
              </Label>
            </li>
          ))}
          <li className="sm:col-span-2">
            <Label htmlFor={`${id}-none`} className="cursor-pointer font-normal">
              <Checkbox
                id={`${id}-none`}
                checked={value.none}
                disabled={disabled}
                onCheckedChange={(checked) => onChange(toggleGood(value, 'none', checked === true))}
              />
              None of these
            </Label>
          </li>
        </ul>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }

  const unit = field.input.currency ?? field.input.unit;
  const unitId = `${id}-unit`;
  const describedBy = [unit && unitId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="leading-snug">
        {field.question}
      </Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          inputMode={value.kind === 'count' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value.text}
          disabled={disabled}
          onChange={(event) => onChange({ kind: value.kind, text: event.target.value })}
          className="max-w-56 tabular-nums"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {unit && (
          <span id={unitId} className="text-sm text-muted-foreground">
            {unit}
          </span>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
