import { PLAN_IDS, PLAN_LABELS, type PlanId, type UpgradeRequest } from '@impact/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../../components/ui/form-error';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format-date';
import { useSetOrganizationPlan, useUpgradeRequests } from '../api/plans';

const STATUS_LABELS: Record<UpgradeRequest['status'], string> = {
  open: 'Open',
  granted: 'Granted',
  declined: 'Declined',
};

const isPlanId = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/** The newest request of each organization, newest first: one row, one plan select per organization. */
export function latestRequestPerOrganization(requests: UpgradeRequest[]): UpgradeRequest[] {
  const newestFirst = requests.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
  const seen = new Set<string>();
  return newestFirst.filter((request) => {
    if (seen.has(request.organizationDocumentId)) return false;
    seen.add(request.organizationDocumentId);
    return true;
  });
}

/** For Admins, in Settings: who asked for Pro, and the plan each organization is on. */
export default function UpgradeRequestsAdmin() {
  const requests = useUpgradeRequests();
  let body;
  if (requests.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading requests…
      </p>
    );
  } else if (requests.isError) {
    body = <FormError message={`Could not load the upgrade requests: ${requests.error.message}`} />;
  } else if (requests.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">No organization has asked for Pro yet.</p>;
  } else {
    body = (
      <ul className="grid gap-3">
        {latestRequestPerOrganization(requests.data).map((request) => (
          <li key={request.organizationDocumentId}>
            <RequestRow request={request} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="upgrade-requests"
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="upgrade-requests" className="text-lg font-semibold tracking-tight">
          Upgrade requests
        </h2>
        <p className="text-sm text-muted-foreground">
          Visible to Admins only. Setting an organization's plan grants its open request.
        </p>
      </div>
      {body}
    </section>
  );
}

function RequestRow({ request }: { request: UpgradeRequest }) {
  const id = useId();
  const setPlan = useSetOrganizationPlan();
  // The list says what was asked, not the plan now in force: show a plan once the server has confirmed it.
  const [confirmedPlan, setConfirmedPlan] = useState<PlanId | ''>('');

  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="truncate font-medium">{request.organizationName}</p>
        <p className="text-muted-foreground">
          {STATUS_LABELS[request.status]} · asked for {PLAN_LABELS[request.plan]}
          {request.requestedByName ? ` by ${request.requestedByName}` : ''} on {formatDay(request.createdAt)}
        </p>
        {request.message && <p className="break-words whitespace-pre-line">{request.message}</p>}
        <FormError message={setPlan.error?.message} className="mt-1" />
      </div>
      <div className="grid shrink-0 gap-1.5">
        <label htmlFor={id} className="text-xs font-medium">
          Plan of {request.organizationName}
        </label>
        <NativeSelect
          id={id}
          value={confirmedPlan}
          disabled={setPlan.isPending}
          className="w-full sm:w-40"
          onChange={(event) => {
            const plan = event.target.value;
            if (!isPlanId(plan)) return;
            setPlan.mutate(
              { organizationDocumentId: request.organizationDocumentId, plan },
              {
                onSuccess: (workspace) => {
                  setConfirmedPlan(workspace.plan);
                  toast.success('Plan updated', {
                    description: `${workspace.Name} is now on ${PLAN_LABELS[workspace.plan]}.`,
                  });
                },
              },
            );
          }}
        >
          <option value="" disabled>
            Set plan…
          </option>
          {PLAN_IDS.map((plan) => (
            <option key={plan} value={plan}>
              {PLAN_LABELS[plan]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
