import type { InvitationPreview } from '@impact/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MailOpenIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth';
import { formatDay } from '../../../lib/format-date';
import { clearPendingInvitation, storePendingInvitation } from '../../../lib/pending-invitation';
import { fetchUserOrganizations, useOrganizationStore } from '../../organization';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';

const CLOSED_MESSAGES: Record<
  Exclude<InvitationPreview['state'], 'pending'>,
  (preview: InvitationPreview) => string
> = {
  accepted: () => 'This invitation has already been accepted.',
  expired: (preview) =>
    `This invitation expired on ${formatDay(preview.expiresAt)}. Ask ${preview.invitedByName ?? 'the person who invited you'} to send a new one.`,
  revoked: () => 'This invitation was withdrawn.',
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-lg content-start gap-6 px-4 py-12 sm:py-20">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <MailOpenIcon aria-hidden className="size-6" />
      </span>
      {children}
    </div>
  );
}

function DashboardLink() {
  return (
    <Link to="/dashboard" className="w-fit text-sm text-primary underline-offset-4 hover:underline">
      Go to the dashboard
    </Link>
  );
}

/** /invite/:token: who invites whom, then joining (signed in) or signing in first (the token is kept). */
export default function InvitePage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isSessionChecked = useAuthStore((state) => state.isSessionChecked);
  const isPending = preview.data?.state === 'pending';

  useEffect(() => {
    if (!isSessionChecked || (!preview.data && !preview.isError)) return;
    // A visitor is brought back here after signing in. Once a signed-in user has arrived (or the
    // invitation is closed) the redirect has done its job: the e-mail's link still works later.
    if (isPending && !isAuthenticated) storePendingInvitation(token);
    else clearPendingInvitation();
  }, [isSessionChecked, isAuthenticated, isPending, preview.data, preview.isError, token]);

  if (preview.isPending || !isSessionChecked) {
    return (
      <Frame>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="text-primary" />
          Loading the invitation…
        </p>
      </Frame>
    );
  }
  if (preview.isError) {
    return (
      <Frame>
        <h1 className="text-2xl font-semibold tracking-tight">Invitation unavailable</h1>
        <FormError message={preview.error.message} />
        <DashboardLink />
      </Frame>
    );
  }
  const invitation = preview.data;
  if (invitation.state !== 'pending') {
    return (
      <Frame>
        <h1 className="text-2xl font-semibold tracking-tight">Invitation to {invitation.organizationName}</h1>
        <p role="status">{CLOSED_MESSAGES[invitation.state](invitation)}</p>
        <DashboardLink />
      </Frame>
    );
  }
  return (
    <Frame>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-balance">
          {invitation.invitedByName
            ? `${invitation.invitedByName} invited you to join ${invitation.organizationName}`
            : `You are invited to join ${invitation.organizationName}`}
        </h1>
        <p className="text-sm text-muted-foreground">
          The invitation is for {invitation.email} and is valid until {formatDay(invitation.expiresAt)}.
        </p>
      </div>
      {isAuthenticated ? <JoinAction token={token} invitation={invitation} /> : <SignInFirst />}
    </Frame>
  );
}

function SignInFirst() {
  const navigate = useNavigate();
  return (
    <div className="grid gap-3">
      <p className="text-sm">Sign in or create an account to accept it. We'll bring you back here.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void navigate('/signin')}>Sign in</Button>
        <Button variant="outline" onClick={() => void navigate('/signup')}>
          Create an account
        </Button>
      </div>
    </div>
  );
}

function JoinAction({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => state.user);
  const reloadUser = useAuthStore((state) => state.reloadUser);
  const accept = useAcceptInvitation(token);
  const otherEmail = user && user.email.toLowerCase() !== invitation.email.toLowerCase();

  function join() {
    accept.mutate(undefined, {
      onSuccess: async (workspace) => {
        clearPendingInvitation();
        toast.success(`Welcome to ${workspace.Name}`, { description: 'You are now a member.' });
        // The joined organization becomes the one the app works in; the user's setup is now complete.
        if (user) {
          const organizations = await fetchUserOrganizations(user.id).catch(() => []);
          const joined = organizations.find((candidate) => candidate.documentId === workspace.documentId);
          if (joined) useOrganizationStore.getState().setCurrentOrganization(joined);
        }
        await Promise.all([reloadUser().catch(() => null), queryClient.invalidateQueries()]);
        void navigate('/dashboard');
      },
    });
  }

  return (
    <div className="grid gap-3">
      {otherEmail && (
        <p className="text-sm text-muted-foreground">
          You are signed in as {user.email}; the invitation was sent to {invitation.email}.
        </p>
      )}
      {accept.isError ? (
        <>
          <FormError message={accept.error.message} />
          <DashboardLink />
        </>
      ) : (
        <Button className="w-full sm:w-fit" disabled={accept.isPending || accept.isSuccess} onClick={join}>
          {(accept.isPending || accept.isSuccess) && <Spinner />}
          Join {invitation.organizationName}
        </Button>
      )}
    </div>
  );
}
