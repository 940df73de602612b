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
}

/** A labelled text input: the label names the field for people and for tests alike. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  labelAside,
  ...inputProps
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
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
        aria-describedby={hintId}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
