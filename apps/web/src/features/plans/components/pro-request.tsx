import type { Workspace } from '@impact/contracts';
import { CheckCircle2Icon, SparklesIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth';
import { formatDay } from '../../../lib/format-date';
import { useRequestPro, useUpgradeRequests } from '../api/plans';

/**
 * 'Request Pro', or why it is not offered: already on Pro, or a request is open. A visitor is sent to
 * sign in first, as elsewhere (spec 01 §5).
 */
export function ProRequest({
  workspace,
  workspaceLoading,
  onSignInNeeded,
}: {
  workspace: Workspace | undefined;
  workspaceLoading: boolean;
  onSignInNeeded: () => void;
}) {
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const requests = useUpgradeRequests();
  const request = useRequestPro(workspace?.documentId);

  // Until the plan and any open request are known, offer nothing rather than a button that may not apply.
  if (isAuthenticated && (workspaceLoading || requests.isPending)) {
    return <Spinner className="justify-self-end text-muted-foreground" />;
  }
  if (workspace?.plan === 'pro') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-primary">
        <CheckCircle2Icon aria-hidden className="size-4" />
        You are on Pro
      </p>
    );
  }
  // An Admin's list holds every organization's requests: only this organization's count here.
  const openRequest = workspace
    ? requests.data?.find(
        (candidate) =>
          candidate.status === 'open' && candidate.organizationDocumentId === workspace.documentId,
      )
    : undefined;
  if (openRequest) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Pro was requested on {formatDay(openRequest.createdAt)}. We'll contact you about it.
      </p>
    );
  }

  function handleClick() {
    if (!isAuthenticated) {
      onSignInNeeded();
      void navigate('/signin');
      return;
    }
    request.mutate(undefined, {
      onSuccess: (sent) =>
        toast.success('Request sent', {
          description: `We'll contact you about Pro for ${sent.organizationName}.`,
        }),
    });
  }

  return (
    <div className="grid gap-3">
      <FormError message={request.error?.message} />
      <Button
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={request.isPending}
        onClick={handleClick}
      >
        {request.isPending ? <Spinner /> : <SparklesIcon aria-hidden />}
        Request Pro
      </Button>
    </div>
  );
}
