import { CircleCheckIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { NewPasswordField } from './new-password-field';
import { Spinner } from '../../../components/ui/spinner';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm() {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code) {
      toast.error('Missing token', { description: 'Reset token is missing from the URL.' });
      return;
    }
    if (password !== confirmation) {
      toast.error('Passwords do not match', { description: 'Please make sure the passwords are identical.' });
      return;
    }
    // The answer includes a session token; we drop it on purpose so the user signs in deliberately.
    reset.mutate(
      { code, password, passwordConfirmation: confirmation },
      {
        onSuccess: () =>
          toast.success('Password updated!', { description: 'Please sign in with your new password.' }),
      },
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="grid gap-4 text-center">
        <CircleCheckIcon aria-hidden className="mx-auto size-10 text-primary" />
        <div className="grid gap-1.5">
          <h3 className="text-base font-semibold">Password updated</h3>
          <p className="text-sm text-muted-foreground">Your password has been changed.</p>
        </div>
        <Button className="w-full" onClick={() => void navigate('/signin')}>
          Sign in
        </Button>
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit}>
      <FormError message={reset.isError ? reset.error.message || 'Password reset failed' : null} />
      <NewPasswordField
        id={`${id}-password`}
        label="New password"
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        id={`${id}-confirmation`}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onValueChange={setConfirmation}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending && <Spinner />}
        Reset password
      </Button>
    </form>
  );
}
