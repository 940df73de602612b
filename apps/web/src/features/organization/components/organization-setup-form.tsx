import { isWebsite, type OrganizationType, type User } from '@impact/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth';
import { useSaveOrganization } from '../api/save-organization';
import { workDomainFromEmail } from '../free-mail';
import { OrganizationTypePicker } from './organization-type-picker';

type RequiredField = 'name' | 'website' | 'description';

const MISSING_MESSAGES: Record<RequiredField, string> = {
  name: "Please provide your organization's name.",
  website: 'Please provide your website address.',
  description: 'Please provide a description of your services.',
};

/** The sign-up stage after account creation (spec 01 §2, Organization setup stage). */
export function OrganizationSetupForm() {
  const user = useAuthStore((state) => state.user);
  // Keyed by user so the website prefill follows the account that is signed in.
  return user ? <OrganizationSetupFields key={user.id} user={user} /> : null;
}

function OrganizationSetupFields({ user }: { user: User }) {
  const id = useId();
  const navigate = useNavigate();
  const reloadUser = useAuthStore((state) => state.reloadUser);
  const save = useSaveOrganization();
  const [type, setType] = useState<OrganizationType>('individual');
  // Reports say 'Prepared by <name>': an individual consultant's own name is the likely answer.
  const [name, setName] = useState(() => user.fullName ?? '');
  const [website, setWebsite] = useState(() => workDomainFromEmail(user.email) ?? '');
  const [noWebsite, setNoWebsite] = useState(false);
  const [description, setDescription] = useState('');
  const [invalidField, setInvalidField] = useState<RequiredField | null>(null);
  const [websiteProblem, setWebsiteProblem] = useState<string | null>(null);
  // Covers the save and the user reload after it, so the button stays busy until we move on.
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setInvalidField('name');
      toast.error('Missing information', { description: MISSING_MESSAGES.name });
      return;
    }
    const field: RequiredField = noWebsite ? 'description' : 'website';
    const value = (noWebsite ? description : website).trim();
    if (!value) {
      setInvalidField(field);
      toast.error('Missing information', { description: MISSING_MESSAGES[field] });
      return;
    }
    if (!noWebsite && !isWebsite(value)) {
      setInvalidField('website');
      setWebsiteProblem('Enter a domain such as example.com or an http(s) address.');
      return;
    }
    setIsSaving(true);
    try {
      await save.mutateAsync({
        userId: user.id,
        fields: {
          Name: name.trim(),
          Type: type,
          Website: noWebsite ? null : value,
          Description: noWebsite ? value : null,
        },
      });
      // The server flipped OrganizationSetupComplete; the next route depends on it.
      await reloadUser();
      toast.success('Setup complete!', {
        description: 'Your organization has been configured successfully.',
      });
      void navigate('/post-auth-redirect');
    } catch {
      toast.error('Error', { description: 'Failed to save organization information. Please try again.' });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="grid gap-5" onSubmit={handleSubmit} noValidate>
      <OrganizationTypePicker value={type} onChange={setType} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Organization name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="organization"
          value={name}
          aria-invalid={invalidField === 'name' || undefined}
          aria-describedby={`${id}-name-hint`}
          onChange={(event) => {
            setName(event.target.value);
            setInvalidField(null);
          }}
        />
        <p id={`${id}-name-hint`} className="text-xs text-muted-foreground">
          Reports you hand to clients say they were prepared by this name.
        </p>
      </div>
      {noWebsite ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>Describe your services</Label>
          <Textarea
            id={`${id}-description`}
            value={description}
            aria-invalid={invalidField === 'description' || undefined}
            onChange={(event) => {
              setDescription(event.target.value);
              setInvalidField(null);
            }}
          />
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-website`}>Website</Label>
          <Input
            id={`${id}-website`}
            inputMode="url"
            autoComplete="url"
            placeholder="example.com"
            value={website}
            aria-invalid={invalidField === 'website' || undefined}
            aria-describedby={websiteProblem ? `${id}-website-problem` : undefined}
            onChange={(event) => {
              setWebsite(event.target.value);
              setInvalidField(null);
              setWebsiteProblem(null);
            }}
          />
          {websiteProblem && (
            <p id={`${id}-website-problem`} className="text-xs text-destructive">
              {websiteProblem}
            </p>
          )}
        </div>
      )}
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={`${id}-no-website`}
          checked={noWebsite}
          onCheckedChange={(checked) => {
            setNoWebsite(checked === true);
            setInvalidField(null);
            setWebsiteProblem(null);
          }}
        />
        <Label htmlFor={`${id}-no-website`} className="font-normal">
          No website
        </Label>
      </div>
      <Button type="submit" className="w-full" disabled={isSaving}>
        {isSaving && <Spinner />}
        Complete setup
      </Button>
    </form>
  );
}
