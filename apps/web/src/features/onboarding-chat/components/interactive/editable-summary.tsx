import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input, Textarea } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { EMPLOYEE_COUNT_OPTIONS, REVENUE_OPTIONS, type CodeOption } from '../../../../lib/client-labels';
import { textProp } from '../../lib/component-props';
import {
  draftFromFields,
  draftProblems,
  profileSubmission,
  PROFILE_FIELDS,
  type ProfileDraft,
  type ProfileField,
} from '../../lib/profile-form';
import type { ComponentViewProps } from './component-view';

/** Step 2: the company profile to check and correct; only the name is required. */
export function EditableSummary({ props, interactive, onSubmit }: ComponentViewProps) {
  const id = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromFields(props.fields));
  const [showProblems, setShowProblems] = useState(false);
  const problems = showProblems ? draftProblems(draft) : {};
  const website = textProp(props, 'website');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(draftProblems(draft)).length > 0) {
      setShowProblems(true);
      return;
    }
    onSubmit(profileSubmission(draft));
  }

  function control(field: ProfileField, inputId: string) {
    const problem = problems[field];
    const common = {
      id: inputId,
      value: draft[field],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${inputId}-problem` : undefined,
    };
    const change = (value: string) => setDraft((current) => ({ ...current, [field]: value }));
    const select = (options: CodeOption<string>[]) => (
      <NativeSelect {...common} onChange={(event) => change(event.target.value)}>
        <option value="">Not known</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
    switch (field) {
      case 'EmployeeCount':
        return select(EMPLOYEE_COUNT_OPTIONS);
      case 'Revenue':
        return select(REVENUE_OPTIONS);
      case 'CompanyInfo':
        return <Textarea {...common} rows={4} onChange={(event) => change(event.target.value)} />;
      case 'FoundedYear':
        return (
          <Input
            {...common}
            type="text"
            inputMode="numeric"
            placeholder="e.g. 1998"
            onChange={(event) => change(event.target.value)}
          />
        );
      default:
        return (
          <Input
            {...common}
            type="text"
            required={field === 'Name'}
            onChange={(event) => change(event.target.value)}
          />
        );
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <fieldset disabled={!interactive} className="grid min-w-0 gap-4">
        <legend className="mb-1 text-sm font-medium">{textProp(props, 'title') ?? 'Company profile'}</legend>
        {website && <p className="text-sm break-all text-muted-foreground">Website: {website}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          {PROFILE_FIELDS.map(({ field, label }) => {
            const inputId = `${id}-${field}`;
            const problem = problems[field];
            return (
              <div
                key={field}
                className={field === 'CompanyInfo' ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}
              >
                <Label htmlFor={inputId}>
                  {label}
                  {field === 'Name' && <span className="text-muted-foreground">(required)</span>}
                </Label>
                {control(field, inputId)}
                {problem && (
                  <p id={`${inputId}-problem`} role="alert" className="text-xs text-destructive">
                    {problem}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <Button type="submit" className="justify-self-start">
          Save and continue
        </Button>
      </fieldset>
    </form>
  );
}
