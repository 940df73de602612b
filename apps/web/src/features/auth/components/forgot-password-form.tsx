import { MailCheckIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { useRequestPasswordReset } from '../api/forgot-password';

function BackToSignIn({ onNavigateAway }: { onNavigateAway: () => void }) {
  return (
    <Link
      to="/signin"
      onClick={onNavigateAway}
      className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
    >
      Back to sign in
    </Link>
  );
}

export function ForgotPasswordForm({ onNavigateAway }: { onNavigateAway: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email.trim(), {
      onSuccess: () =>
        toast.success('Reset link sent', {
          description: "If an account exists with that email, you'll receive a password reset link shortly.",
        }),
    });
  }

  if (request.isSuccess) {
    return (
      <div className="grid gap-4 text-center">
        <MailCheckIcon aria-hidden className="mx-auto size-10 text-primary" />
        <div className="grid gap-1.5">
          <h3 className="text-base font-semibold">Check your email</h3>
          <p className="text-sm text-muted-foreground">
            If an account exists for {request.variables}, we have sent a link to reset your password.
          </p>
        </div>
        <BackToSignIn onNavigateAway={onNavigateAway} />
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit}>
      <FormError
        message={request.isError ? request.error.message || 'Password reset request failed' : null}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending && <Spinner />}
        Send reset link
      </Button>
      <BackToSignIn onNavigateAway={onNavigateAway} />
    </form>
  );
}
