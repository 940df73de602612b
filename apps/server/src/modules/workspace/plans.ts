import { PLAN_LABELS, type Plan } from '@impact/contracts';

/**
 * The two plans as the plans dialog shows them. These figures are DISPLAYED, not enforced: nothing in
 * the API counts clients, assessments, exports or seats against them yet (enforcement is a separate
 * decision). null means unlimited.
 *
 * Free Trial is sized for one consultant, or a small team, trying the product on a handful of real
 * clients: enough for a month of genuine use, with room to invite two colleagues to see the shared
 * workspace. Pro removes the volume limits and allows a whole consultancy team.
 */
export const PLANS: Plan[] = [
  {
    id: 'free-trial',
    name: PLAN_LABELS['free-trial'],
    limits: { clients: 5, assessmentsPerMonth: 10, reportExportsPerMonth: 10, teamSeats: 3 },
    modelProvider: "The server's configured model",
  },
  {
    id: 'pro',
    name: PLAN_LABELS.pro,
    limits: { clients: null, assessmentsPerMonth: null, reportExportsPerMonth: null, teamSeats: 25 },
    modelProvider: 'Dedicated model capacity',
  },
];
