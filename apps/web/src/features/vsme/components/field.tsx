import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';

/** The id of a field's error line, for its control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** Props a control takes so that its error is shown and read out with it. */
export const invalidProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdOf(id) : undefined,
});

/** A labelled field with its error line under it; `required` adds the app's red mark. */
export function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {props.children}
      {props.hint && <p className="text-xs text-muted-foreground">{props.hint}</p>}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={errorIdOf(id)} className="text-xs text-destructive">
      {error}
    </p>
  ) : null;
}
