import { createInvitationSchema, type Invitation } from '@impact/contracts';
import { MailPlusIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format-date';
import { useInvitations, useInvite, useWithdrawInvitation } from '../api/invitations';
import { SettingsCard } from './settings-card';

/** Owners only: invite a colleague by e-mail, and see or withdraw the invitations not yet accepted. */
export function InviteSection({ organization }: { organization: string | null }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInvite(organization);
  const invitations = useInvitations(organization, true);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createInvitationSchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address');
      return;
    }
    setProblem(null);
    invite.mutate(parsed.data.email, {
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.email}`);
        setEmail('');
      },
    });
  }

  return (
    <SettingsCard
      id={`${id}-title`}
      title="Invite a colleague"
      description="They get an e-mail with a link that is valid for seven days."
    >
      <form className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate onSubmit={handleSubmit}>
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${id}-email`}>E-mail address</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            value={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-email-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <p id={`${id}-email-error`} className="text-xs text-destructive">
              {problem}
            </p>
          )}
        </div>
        <Button type="submit" className="sm:mt-[22px]" disabled={invite.isPending}>
          {invite.isPending ? <Spinner /> : <MailPlusIcon aria-hidden />}
          Send invitation
        </Button>
      </form>
      <FormError message={invite.error?.message} />
      <div className="grid gap-3">
        <h3 className="text-sm font-medium">Pending invitations</h3>
        {invitations.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            Loading invitations…
          </p>
        ) : invitations.isError ? (
          <FormError message={`Could not load the invitations: ${invitations.error.message}`} />
        ) : invitations.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pending invitations.</p>
        ) : (
          <ul className="grid gap-2">
            {invitations.data.map((invitation) => (
              <PendingInvitation
                key={invitation.documentId}
                invitation={invitation}
                organization={organization}
              />
            ))}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}

function PendingInvitation({
  invitation,
  organization,
}: {
  invitation: Invitation;
  organization: string | null;
}) {
  const withdraw = useWithdrawInvitation(organization);
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium wrap-anywhere">{invitation.email}</p>
          <p className="text-muted-foreground">Expires {formatDay(invitation.expiresAt)}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Withdraw the invitation to ${invitation.email}`}
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(invitation, {
              onSuccess: () => toast.success(`Invitation to ${invitation.email} withdrawn`),
            })
          }
        >
          {withdraw.isPending && <Spinner />}
          Withdraw
        </Button>
      </div>
      <FormError message={withdraw.error?.message} />
    </li>
  );
}
