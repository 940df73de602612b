import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { choiceOptions, textProp } from '../../lib/component-props';
import type { ComponentViewProps } from './component-view';

/**
 * multiple-choice and checklist: tick boxes (or radio buttons when `multiple` is false), the
 * recommended options ticked to start with; at least one must be chosen.
 */
export function ChoiceList({ props, interactive, onSubmit }: ComponentViewProps) {
  const id = useId();
  const options = choiceOptions(props.options);
  const multiple = props.multiple !== false;
  const [selected, setSelected] = useState<string[]>(() => {
    const recommended = options.filter((option) => option.recommended).map((option) => option.id);
    return multiple ? recommended : recommended.slice(0, 1);
  });
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-problem`;

  function toggle(optionId: string, checked: boolean) {
    setProblem(null);
    if (!multiple) setSelected([optionId]);
    else
      setSelected((current) =>
        checked ? [...current, optionId] : current.filter((item) => item !== optionId),
      );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Keep the order the options were offered in, whatever order they were ticked in.
    const chosen = options.map((option) => option.id).filter((optionId) => selected.includes(optionId));
    if (chosen.length === 0) {
      setProblem(multiple ? 'Choose at least one option' : 'Choose an option');
      return;
    }
    onSubmit({ selected: chosen });
  }

  if (options.length === 0)
    return <p className="text-sm text-muted-foreground">There is nothing to choose from here.</p>;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <fieldset
        disabled={!interactive}
        className="grid min-w-0 gap-3"
        aria-describedby={problem ? problemId : undefined}
      >
        <legend className="mb-3 text-sm font-medium">{textProp(props, 'title') ?? 'Choose'}</legend>
        <div className="grid gap-2">
          {options.map((option) => {
            const inputId = `${id}-${option.id}`;
            return (
              <label
                key={option.id}
                htmlFor={inputId}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed"
              >
                <input
                  id={inputId}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${id}-choice`}
                  value={option.id}
                  checked={selected.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="grid min-w-0 gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {option.label}
                    {option.recommended && (
                      <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-normal text-primary">
                        Recommended
                      </span>
                    )}
                  </span>
                  {option.description && <span className="text-muted-foreground">{option.description}</span>}
                </span>
              </label>
            );
          })}
        </div>
        {problem && (
          <p id={problemId} role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        )}
        <Button type="submit" className="justify-self-start">
          Continue
        </Button>
      </fieldset>
    </form>
  );
}
