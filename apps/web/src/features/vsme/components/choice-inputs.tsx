import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { FieldError, invalidProps } from './field';

/**
 * Several options, each a checkbox, as one group: the consultant's edit and the client's answer ask a
 * multiple-choice datapoint the same way.
 */
export function ChoiceCheckboxes(props: {
  id: string;
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (chosen: string[]) => void;
}) {
  const { id, chosen, onChange } = props;
  return (
    <fieldset className="grid min-w-0 gap-2" {...invalidProps(id, props.error)}>
      <legend className="mb-2 text-sm font-medium">{props.legend}</legend>
      {props.options.map((option, index) => (
        <div key={option} className="flex items-start gap-2">
          <Checkbox
            id={`${id}-${index}`}
            checked={chosen.includes(option)}
            disabled={props.disabled}
            onCheckedChange={(checked) =>
              onChange(checked === true ? [...chosen, option] : chosen.filter((item) => item !== option))
            }
          />
          <Label htmlFor={`${id}-${index}`} className="leading-snug font-normal break-words">
            {option}
          </Label>
        </div>
      ))}
      <FieldError id={id} error={props.error} />
    </fieldset>
  );
}

/** Yes or no, with nothing chosen until someone answers. */
export function YesNoSelect(props: {
  id: string;
  choice: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (choice: string) => void;
}) {
  return (
    <NativeSelect
      id={props.id}
      value={props.choice}
      disabled={props.disabled}
      {...invalidProps(props.id, props.error)}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">Choose…</option>
      <option value="yes">Yes</option>
      <option value="no">No</option>
    </NativeSelect>
  );
}
