import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { NewPasswordField } from './new-password-field';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth';
import { readPendingInvitation } from '../../../lib/pending-invitation';
import { ORGANIZATION_STAGE_PATH } from '../auth-tabs';
import { buildRegisterBody } from '../register-body';
import { checkSignUpFields, type SignUpFieldErrors } from '../sign-up-fields';

export function SignUpForm() {
  const id = useId();
  const navigate = useNavigate();
  const register = useAuthStore((state) => state.register);
  const isLoading = useAuthStore((state) => state.isLoading);
  const error = useAuthStore((state) => state.error);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<SignUpFieldErrors>({});

  // The submit stays enabled: pressing it is how a user learns what is still missing, field by field,
  // and (spec 01 §5) that the terms must be accepted.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const errors = checkSignUpFields({ fullName, email, password });
    setFieldErrors(errors);
    if (!acceptedTerms) {
      toast.error('Terms required', {
        description: 'You must accept the terms and conditions to create an account.',
      });
    }
    if (Object.keys(errors).length > 0 || !acceptedTerms) return;
    const created = await register(buildRegisterBody(fullName, email, password));
    if (!created) return;
    // Someone who came from an invitation joins that organization instead of setting up their own.
    const invitation = readPendingInvitation();
    if (invitation) {
      toast.success('Account created!', { description: 'Accept the invitation to join your team.' });
      void navigate(`/invite/${encodeURIComponent(invitation)}`);
      return;
    }
    toast.success('Account created!', { description: 'Please set up your organization details.' });
    void navigate(ORGANIZATION_STAGE_PATH);
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
      <FormError message={error} />
      <TextField
        id={`${id}-name`}
        label="Full name"
        autoComplete="name"
        required
        value={fullName}
        onValueChange={setFullName}
        error={fieldErrors.fullName}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={fieldErrors.email}
      />
      <NewPasswordField
        id={`${id}-password`}
        label="Password"
        value={password}
        onValueChange={setPassword}
        error={fieldErrors.password}
      />
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={`${id}-terms`}
          className="mt-0.5"
          checked={acceptedTerms}
          onCheckedChange={(checked) => setAcceptedTerms(checked === true)}
        />
        <Label htmlFor={`${id}-terms`} className="leading-snug font-normal">
          I agree to the Terms of Service and Privacy Policy
        </Label>
      </div>
      <Button type="submit" className="w-full">
        {isLoading && <Spinner />}
        Create account
      </Button>
    </form>
  );
}
