import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A line under the field, read out with it by screen readers. */
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  /** What is wrong with the value, shown under the field and read out with it. */
  error?: string;
}

/** A labelled text input: the label names the field for people and for tests alike. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  labelAside,
  error,
  ...inputProps
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="grid gap-2">
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <Input
        id={id}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
