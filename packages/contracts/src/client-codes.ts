/** Spec 01 §3: employee size buckets and their labels. */
export const EMPLOYEE_COUNT_LABELS = {
  size_1_10: '1-10 employees',
  size_11_50: '11-50 employees',
  size_51_200: '51-200 employees',
  size_201_500: '201-500 employees',
  size_501_1000: '501-1,000 employees',
  size_1001_5000: '1,001-5,000 employees',
  size_5001_10000: '5,001-10,000 employees',
  size_10000_plus: '10,000+ employees',
} as const;
export type EmployeeCountCode = keyof typeof EMPLOYEE_COUNT_LABELS;
export const EMPLOYEE_COUNT_CODES = Object.keys(EMPLOYEE_COUNT_LABELS) as [
  EmployeeCountCode,
  ...EmployeeCountCode[],
];

/** Spec 01 §3: revenue buckets. rev_10B_plus means $10B–100B; rev_100B_plus means $100B and more. */
export const REVENUE_LABELS = {
  rev_less_than_1M: 'Less than $1M',
  rev_1M_10M: '$1M-$10M',
  rev_10M_50M: '$10M-$50M',
  rev_50M_100M: '$50M-$100M',
  rev_100M_500M: '$100M-$500M',
  rev_500M_1B: '$500M-$1B',
  rev_1B_5B: '$1B-$5B',
  rev_5B_10B: '$5B-$10B',
  rev_10B_plus: '$10B+',
  rev_100B_plus: '$100B+',
} as const;
export type RevenueCode = keyof typeof REVENUE_LABELS;
export const REVENUE_CODES = Object.keys(REVENUE_LABELS) as [RevenueCode, ...RevenueCode[]];

/** The bucket for a head count, for extraction from a number a website states. */
export function employeeCountCodeFor(count: number): EmployeeCountCode {
  if (count <= 10) return 'size_1_10';
  if (count <= 50) return 'size_11_50';
  if (count <= 200) return 'size_51_200';
  if (count <= 500) return 'size_201_500';
  if (count <= 1000) return 'size_501_1000';
  if (count <= 5000) return 'size_1001_5000';
  if (count <= 10000) return 'size_5001_10000';
  return 'size_10000_plus';
}

/** The bucket for an annual revenue in US dollars. */
export function revenueCodeFor(usd: number): RevenueCode {
  if (usd < 1e6) return 'rev_less_than_1M';
  if (usd < 1e7) return 'rev_1M_10M';
  if (usd < 5e7) return 'rev_10M_50M';
  if (usd < 1e8) return 'rev_50M_100M';
  if (usd < 5e8) return 'rev_100M_500M';
  if (usd < 1e9) return 'rev_500M_1B';
  if (usd < 5e9) return 'rev_1B_5B';
  if (usd < 1e10) return 'rev_5B_10B';
  if (usd < 1e11) return 'rev_10B_plus';
  return 'rev_100B_plus';
}
