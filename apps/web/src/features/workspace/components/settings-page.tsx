import { Suspense } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useIsAdmin } from '../../../lib/client/use-is-admin';
import { useWorkspace } from '../../../lib/workspace';
import { UpgradeRequestsAdmin } from '../../plans';
import { useCurrentOrganizationId } from '../api/current-organization';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { OrganizationSection } from './organization-section';

/** /settings: the organization's details and plan, its members, invitations, and (Admins) upgrade requests. */
export default function SettingsPage() {
  const organization = useCurrentOrganizationId();
  const workspace = useWorkspace(organization);
  const isAdmin = useIsAdmin();

  let body;
  if (workspace.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading your organization…
      </p>
    );
  } else if (workspace.isError) {
    body = <FormError message={`Could not load your organization: ${workspace.error.message}`} />;
  } else {
    const isOwner = workspace.data.myRole === 'owner';
    body = (
      <>
        <OrganizationSection workspace={workspace.data} />
        <MembersSection workspace={workspace.data} organization={organization} />
        {isOwner && <InviteSection organization={organization} />}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">Your organization, its plan and its team.</p>
      </div>
      {body}
      {isAdmin && (
        <Suspense fallback={null}>
          <UpgradeRequestsAdmin />
        </Suspense>
      )}
    </div>
  );
}
