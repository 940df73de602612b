import type { Workspace, WorkspaceMember } from '@impact/contracts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format-date';
import { useMembers, useRemoveMember } from '../api/members';
import { SettingsCard } from './settings-card';

const ROLE_LABELS: Record<WorkspaceMember['role'], string> = { owner: 'Owner', member: 'Member' };

/** Everyone in the organization. Owners may remove others; anyone may leave (the server keeps one owner). */
export function MembersSection({
  workspace,
  organization,
}: {
  workspace: Workspace;
  organization: string | null;
}) {
  const id = useId();
  const members = useMembers(organization);
  const isOwner = workspace.myRole === 'owner';

  let body;
  if (members.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading members…
      </p>
    );
  } else if (members.isError) {
    body = <FormError message={`Could not load the members: ${members.error.message}`} />;
  } else {
    body = (
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">Members of {workspace.Name}</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="w-20 py-2 pr-3 font-medium">
              Role
            </th>
            <th scope="col" className="hidden w-28 py-2 pr-3 font-medium sm:table-cell">
              Joined
            </th>
            <th scope="col" className="w-28 py-2 text-right font-medium sm:w-44">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.data.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              workspace={workspace}
              organization={organization}
              canRemoveOthers={isOwner}
            />
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <SettingsCard
      id={`${id}-title`}
      title="Members"
      description={
        isOwner ? 'Everyone who works in this organization.' : 'Only owners can add or remove members.'
      }
    >
      {body}
    </SettingsCard>
  );
}

function MemberRow({
  member,
  workspace,
  organization,
  canRemoveOthers,
}: {
  member: WorkspaceMember;
  workspace: Workspace;
  organization: string | null;
  canRemoveOthers: boolean;
}) {
  const navigate = useNavigate();
  const remove = useRemoveMember(organization);

  async function leave() {
    // The mutation forgets the organization as the current one before anything refetches.
    await remove.mutateAsync(member);
    toast.success(`You left ${workspace.Name}`);
    void navigate('/dashboard');
  }

  async function removeOther() {
    await remove.mutateAsync(member);
    toast.success(`${member.name} was removed from ${workspace.Name}`);
  }

  return (
    <tr className="border-b align-top last:border-b-0">
      <td className="py-3 pr-3">
        <p className="truncate font-medium">
          {member.name}
          {member.isMe && <span className="font-normal text-muted-foreground"> (you)</span>}
        </p>
        <p className="text-muted-foreground wrap-anywhere">{member.email}</p>
      </td>
      <td className="py-3 pr-3">{ROLE_LABELS[member.role]}</td>
      <td className="hidden py-3 pr-3 sm:table-cell">{formatDay(member.joinedAt) ?? '—'}</td>
      <td className="py-2 text-right">
        {member.isMe ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="h-auto min-h-8 text-destructive whitespace-normal hover:text-destructive"
              >
                Leave organization
              </Button>
            }
            title={`Leave ${workspace.Name}?`}
            description="You will lose access to its clients and reports until someone invites you again."
            confirmLabel="Leave"
            pendingLabel="Leaving..."
            onConfirm={leave}
          />
        ) : (
          canRemoveOthers && (
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${member.name}`}
                  className="text-destructive hover:text-destructive"
                >
                  Remove
                </Button>
              }
              title={`Remove ${member.name}?`}
              description={`${member.name} (${member.email}) will lose access to ${workspace.Name}'s clients and reports.`}
              confirmLabel="Remove"
              pendingLabel="Removing..."
              onConfirm={removeOther}
            />
          )
        )}
      </td>
    </tr>
  );
}
