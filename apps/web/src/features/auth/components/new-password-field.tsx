import { PASSWORD_MIN_LENGTH } from '@impact/contracts';
import { TextField } from '../../../components/ui/text-field';

/** A password being chosen (sign-up, reset), with the spec's length hint. */
export function NewPasswordField(props: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters long`}
    />
  );
}
