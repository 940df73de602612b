import { PlusIcon, XIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { addUrlRow, canRemoveUrlRow, removeUrlRow, updateUrlRow } from '../lib/url-rows';

/** Reference URLs: one input per row, always at least one row; the last row cannot be removed. */
export function UrlRowsField(props: {
  idPrefix: string;
  rows: string[];
  errors?: Record<number, string>;
  disabled?: boolean;
  onChange: (rows: string[]) => void;
}) {
  const { rows, errors = {} } = props;
  const removable = canRemoveUrlRow(rows);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Reference URLs</legend>
      <ul className="grid gap-2">
        {rows.map((row, index) => {
          const id = `${props.idPrefix}-url-${index}`;
          const error = errors[index];
          return (
            // Rows have no identity but their place; removing one re-renders those after it.
            <li key={index} className="grid gap-1">
              <div className="flex gap-2">
                <Input
                  id={id}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={row}
                  disabled={props.disabled}
                  aria-label={`Reference URL ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => props.onChange(updateUrlRow(rows, index, event.target.value))}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={props.disabled || !removable}
                  onClick={() => props.onChange(removeUrlRow(rows, index))}
                >
                  <XIcon aria-hidden />
                  <span className="sr-only">Remove reference URL {index + 1}</span>
                </Button>
              </div>
              {error && (
                <p id={`${id}-error`} className="text-xs text-destructive">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={props.disabled}
        onClick={() => props.onChange(addUrlRow(rows))}
      >
        <PlusIcon aria-hidden />
        Add URL
      </Button>
    </fieldset>
  );
}
