import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth';
import { SocialSignIn } from './social-sign-in';

export function SignInForm({ onNavigateAway }: { onNavigateAway: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const isLoading = useAuthStore((state) => state.isLoading);
  const error = useAuthStore((state) => state.error);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await login({ identifier: identifier.trim(), password }))) return;
    toast.success('Success!', { description: 'You have successfully signed in.' });
    void navigate('/post-auth-redirect');
  }

  return (
    <div className="grid gap-5">
      <form className="grid gap-4" onSubmit={handleSubmit}>
        <FormError message={error} />
        <TextField
          id={`${id}-identifier`}
          label="Email or username"
          autoComplete="username"
          required
          value={identifier}
          onValueChange={setIdentifier}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          labelAside={
            <Link
              to="/forgot-password"
              onClick={onNavigateAway}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          }
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading && <Spinner />}
          Sign In
        </Button>
      </form>
      <SocialSignIn />
    </div>
  );
}
