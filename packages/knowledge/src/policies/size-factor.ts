import type { NormalizedCompany, NumericRange } from '../company/types.js';
import {
  compareAbove,
  compareAtMost,
  factValue,
  formatAmount,
  formatCount,
  formatRange,
} from './company-signals.js';
import type { FactorResult } from './relevance-types.js';
import type { FactorStatus, MissingInput, SizeScope } from './types.js';

interface Criterion {
  status: FactorStatus;
  /** The company's value, e.g. '1,001–5,000 employees' or 'revenue about €0.9bn–4.6bn'. */
  text: string;
  missing?: MissingInput;
}

/** Is the company the size the item targets? Compares the normalised ranges with the item's thresholds. */
export function sizeFactor(scope: SizeScope | undefined, company: NormalizedCompany): FactorResult {
  if (!scope) return { factor: 'size', status: 'met', note: 'applies regardless of size', missing: [] };
  const criteria = [...employeeCriteria(scope, company), ...turnoverCriteria(scope, company)];
  const status = combine(
    scope.combine,
    criteria.map((c) => c.status),
  );
  const facts = criteria.map((c) => c.text).join(', ');
  return {
    factor: 'size',
    status,
    note: `targets ${scope.label}; company: ${facts}`,
    missing: criteria.flatMap((c) => (c.missing && c.status !== 'met' ? [c.missing] : [])),
  };
}

function employeeCriteria(scope: SizeScope, company: NormalizedCompany): Criterion[] {
  if (scope.employeesAbove === undefined && scope.employeesAtMost === undefined) return [];
  const countryCount = scope.employeesFact ? factValue(company, scope.employeesFact) : undefined;
  const range: NumericRange | undefined =
    countryCount !== undefined ? { min: countryCount, max: countryCount } : company.employees;
  const where =
    countryCount !== undefined && scope.employeesFact === 'employeesInGermany' ? ' in Germany' : '';
  const text = range ? `${formatRange(range, formatCount)} employees${where}` : 'employee count unknown';
  let status =
    scope.employeesAbove !== undefined
      ? compareAbove(range, scope.employeesAbove, scope.inclusive)
      : compareAtMost(range, scope.employeesAtMost ?? 0);
  // A country-level threshold compared with the worldwide head count can only be borderline: the
  // country's share is a subset (LkSG counts employees in Germany, § 1).
  if (scope.employeesFact && countryCount === undefined && status === 'met') status = 'borderline';
  const missing: MissingInput | undefined = !range
    ? 'employees'
    : scope.employeesFact && countryCount === undefined
      ? scope.employeesFact
      : undefined;
  return [{ status, text, ...(missing ? { missing } : {}) }];
}

function turnoverCriteria(scope: SizeScope, company: NormalizedCompany): Criterion[] {
  if (!scope.turnoverAbove) return [];
  const { currency, amount } = scope.turnoverAbove;
  const range = company.revenue?.[currency];
  const text = range
    ? `revenue about ${formatRange(range, (value) => formatAmount(value, currency))}`
    : 'revenue unknown';
  return [
    {
      status: compareAbove(range, amount, scope.inclusive),
      text,
      ...(range ? {} : { missing: 'revenue' as const }),
    },
  ];
}

/**
 * all: every criterion must be met; any: one is enough; two-of-three: the law's third criterion (balance
 * sheet) is never known, so both known ones met is met, exactly one met is borderline, none is not met.
 */
function combine(mode: SizeScope['combine'], statuses: FactorStatus[]): FactorStatus {
  const count = (status: FactorStatus) => statuses.filter((s) => s === status).length;
  if (mode === 'all') {
    if (count('not-met') > 0) return 'not-met';
    if (count('unknown') > 0) return 'unknown';
    return count('borderline') > 0 ? 'borderline' : 'met';
  }
  if (mode === 'any') {
    if (count('met') > 0) return 'met';
    if (count('borderline') > 0) return 'borderline';
    return count('unknown') > 0 ? 'unknown' : 'not-met';
  }
  if (count('met') === statuses.length) return 'met';
  if (count('not-met') === statuses.length) return 'not-met';
  if (count('unknown') === statuses.length) return 'unknown';
  return 'borderline';
}
