import {
  EMPLOYEE_COUNT_LABELS,
  REVENUE_LABELS,
  type EmployeeCountCode,
  type RevenueCode,
} from '@impact/contracts';

/*
 * The size and revenue codes of spec 01 §3 as people read them. This module takes values from the
 * contracts (and so brings zod along): only lazily loaded screens may import it, and the build puts it
 * in the contracts chunk (vite.config.ts) so the landing page stays light.
 */

export interface CodeOption<Code extends string> {
  value: Code;
  label: string;
}

const optionsOf = <Code extends string>(labels: Record<Code, string>): CodeOption<Code>[] =>
  (Object.entries(labels) as [Code, string][]).map(([value, label]) => ({ value, label }));

export const EMPLOYEE_COUNT_OPTIONS = optionsOf<EmployeeCountCode>(EMPLOYEE_COUNT_LABELS);
export const REVENUE_OPTIONS = optionsOf<RevenueCode>(REVENUE_LABELS);

/** A known code, or the code whose label this is (raw enrichment data may carry either); else null. */
function codeFrom<Code extends string>(labels: Record<Code, string>, value: unknown): Code | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (Object.hasOwn(labels, text)) return text as Code;
  const byLabel = (Object.entries(labels) as [Code, string][]).find(
    ([, label]) => label.toLowerCase() === text.toLowerCase(),
  );
  return byLabel ? byLabel[0] : null;
}

export const toEmployeeCountCode = (value: unknown): EmployeeCountCode | null =>
  codeFrom(EMPLOYEE_COUNT_LABELS, value);
export const toRevenueCode = (value: unknown): RevenueCode | null => codeFrom(REVENUE_LABELS, value);

/** '51-200 employees' for size_51_200; null for no code or one this version does not know. */
export function employeeCountLabel(code: string | null | undefined): string | null {
  const known = toEmployeeCountCode(code);
  return known && known === code ? EMPLOYEE_COUNT_LABELS[known] : null;
}

/** '$1B-$5B' for rev_1B_5B; null for no code or one this version does not know. */
export function revenueLabel(code: string | null | undefined): string | null {
  const known = toRevenueCode(code);
  return known && known === code ? REVENUE_LABELS[known] : null;
}
