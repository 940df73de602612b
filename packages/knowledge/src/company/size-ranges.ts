import type { EmployeeCountCode, RevenueCode } from '@impact/contracts';
import type { NumericRange } from './types.js';

/**
 * The product's own size buckets (spec 01 §3, @impact/contracts client-codes) as numbers. They are
 * definitions of the product rather than facts about the world, so they carry no external source; a
 * test checks them against `employeeCountCodeFor` and `revenueCodeFor` so the two cannot drift apart.
 * Bounds are inclusive: a company on a bound may belong to either neighbour, which is why rules treat a
 * bucket that touches a threshold as straddling it.
 */
export const EMPLOYEE_RANGES: Record<EmployeeCountCode, NumericRange> = {
  size_1_10: { min: 1, max: 10 },
  size_11_50: { min: 11, max: 50 },
  size_51_200: { min: 51, max: 200 },
  size_201_500: { min: 201, max: 500 },
  size_501_1000: { min: 501, max: 1000 },
  size_1001_5000: { min: 1001, max: 5000 },
  size_5001_10000: { min: 5001, max: 10000 },
  size_10000_plus: { min: 10001, max: null },
};

/** Annual revenue in US dollars. rev_10B_plus is $10B–100B and rev_100B_plus is $100B and more (spec). */
export const REVENUE_RANGES_USD: Record<RevenueCode, NumericRange> = {
  rev_less_than_1M: { min: 0, max: 1e6 },
  rev_1M_10M: { min: 1e6, max: 1e7 },
  rev_10M_50M: { min: 1e7, max: 5e7 },
  rev_50M_100M: { min: 5e7, max: 1e8 },
  rev_100M_500M: { min: 1e8, max: 5e8 },
  rev_500M_1B: { min: 5e8, max: 1e9 },
  rev_1B_5B: { min: 1e9, max: 5e9 },
  rev_5B_10B: { min: 5e9, max: 1e10 },
  rev_10B_plus: { min: 1e10, max: 1e11 },
  rev_100B_plus: { min: 1e11, max: null },
};
