import { PLAN_LABELS, type Plan, type PlanId } from '@impact/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useWorkspace } from '../../../lib/workspace';
import { useOrganizationStore } from '../../organization';
import { usePlans } from '../api/plans';
import { PLAN_ROWS } from '../lib/plan-rows';
import { ProRequest } from './pro-request';

/** 'Plans': Free Trial and Pro side by side, the current one marked, and the way to ask for Pro. */
export default function PlansDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const plans = usePlans();
  const organization = useOrganizationStore((state) => state.currentOrganization?.documentId);
  const workspace = useWorkspace(organization);
  const currentPlan = workspace.data?.plan;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader className="pr-8">
          <DialogTitle>Plans</DialogTitle>
          <DialogDescription>
            Compare the Free Trial with Pro
            {workspace.data ? ` for ${workspace.data.Name}` : ''}.
          </DialogDescription>
        </DialogHeader>
        {plans.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            Loading plans…
          </p>
        ) : plans.isError ? (
          <FormError message={`Could not load the plans: ${plans.error.message}`} />
        ) : (
          <PlanComparison plans={plans.data} currentPlan={currentPlan} />
        )}
        <ProRequest
          workspace={workspace.data}
          workspaceLoading={workspace.isLoading}
          onSignInNeeded={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function PlanComparison({ plans, currentPlan }: { plans: Plan[]; currentPlan: PlanId | undefined }) {
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">What each plan includes</caption>
        <thead>
          <tr className="border-b">
            <td className="px-2 py-2" />
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-2 py-2 text-left align-bottom font-semibold">
                <span className="grid gap-1">
                  {plan.id === currentPlan && (
                    <span className="w-fit rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                      Current plan
                    </span>
                  )}
                  {PLAN_LABELS[plan.id] ?? plan.name}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_ROWS.map((row) => (
            <tr key={row.label} className="border-b last:border-b-0">
              <th scope="row" className="px-2 py-2.5 text-left font-normal text-muted-foreground">
                {row.label}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-2 py-2.5 font-medium">
                  {row.value(plan)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
