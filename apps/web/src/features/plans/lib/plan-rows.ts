import type { Plan } from '@impact/contracts';

export interface PlanRow {
  label: string;
  value: (plan: Plan) => string;
}

const NUMBER = new Intl.NumberFormat('en-US');
/** A limit as shown: null means there is none. */
export const formatLimit = (limit: number | null) => (limit === null ? 'Unlimited' : NUMBER.format(limit));

/** The comparison's rows, in the order a consultant weighs them. */
export const PLAN_ROWS: PlanRow[] = [
  { label: 'Clients', value: (plan) => formatLimit(plan.limits.clients) },
  { label: 'Assessments a month', value: (plan) => formatLimit(plan.limits.assessmentsPerMonth) },
  { label: 'Report exports a month', value: (plan) => formatLimit(plan.limits.reportExportsPerMonth) },
  { label: 'Team seats', value: (plan) => formatLimit(plan.limits.teamSeats) },
  { label: 'Model provider', value: (plan) => plan.modelProvider },
];
