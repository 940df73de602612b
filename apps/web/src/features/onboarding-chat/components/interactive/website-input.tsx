import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { demoSamples, textProp } from '../../lib/component-props';
import type { ComponentViewProps } from './component-view';

/** A host name with at least one dot, after an optional http(s):// (the server checks the same). */
const LOOKS_LIKE_WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

export function websiteProblem(value: string): string | null {
  if (value === '') return 'Enter the company website';
  return LOOKS_LIKE_WEBSITE.test(value) ? null : 'Enter a website such as example.com';
}

/** Step 0: the company's website, or one of the demo companies. */
export function WebsiteInput({ props, interactive, onSubmit }: ComponentViewProps) {
  const id = useId();
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const samples = demoSamples(props.samples);
  const problemId = `${id}-problem`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = website.trim();
    const found = websiteProblem(value);
    setProblem(found);
    if (!found) onSubmit({ website: value });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <fieldset disabled={!interactive} className="grid min-w-0 gap-3">
        <Label htmlFor={`${id}-website`}>{textProp(props, 'title') ?? 'Company website'}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-website`}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={textProp(props, 'placeholder') ?? 'example.com'}
            value={website}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setWebsite(event.target.value)}
          />
          <Button type="submit">Continue</Button>
        </div>
        {problem && (
          <p id={problemId} role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        )}
        {samples.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {samples.map((sample) => (
              <Button
                key={sample.slug}
                variant="outline"
                size="sm"
                // Sample names can be long: wrap inside the button rather than overflow a phone's width.
                className="h-auto max-w-full py-1.5 text-left whitespace-normal"
                onClick={() => onSubmit({ demoSample: sample.slug })}
              >
                Try a demo with {sample.name}
              </Button>
            ))}
          </div>
        )}
      </fieldset>
    </form>
  );
}
