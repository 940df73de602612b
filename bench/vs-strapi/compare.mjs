// The pure parts of the side-by-side benchmark: figures over rounds, and whether two answers hold the
// same clients with the same fields.
import { isDeepStrictEqual } from 'node:util';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** [smallest, largest] */
export function range(values) {
  if (values.length === 0) throw new Error('range of no values');
  return [Math.min(...values), Math.max(...values)];
}

/** "120 (99–157)": the median with the range, rounded to `digits` decimals. */
export function medianWithRange(values, digits = 0) {
  const [low, high] = range(values);
  return `${median(values).toFixed(digits)} (${low.toFixed(digits)}–${high.toFixed(digits)})`;
}

/** The profile fields both APIs answer under the same names, besides the generated blocks. */
export const PROFILE_FIELDS = [
  'documentId',
  'Name',
  'Industry',
  'EmployeeCount',
  'Revenue',
  'Headquarters',
  'FoundedYear',
  'WebsiteUrl',
  'CompanyInfo',
];

const EMPLOYEE_BUCKETS = [
  [11, 'size_1_10'],
  [51, 'size_11_50'],
  [201, 'size_51_200'],
  [501, 'size_201_500'],
  [1001, 'size_501_1000'],
  [5001, 'size_1001_5000'],
  [10_001, 'size_5001_10000'],
];
/** Our employee-count code for the generator's label ('501-1,000' → size_501_1000; '50,001+' → size_10000_plus). */
export function employeeCountCode(label) {
  const lowest = Number(label.split(/[-+]/)[0].replaceAll(',', ''));
  return EMPLOYEE_BUCKETS.find(([below]) => lowest < below)?.[1] ?? 'size_10000_plus';
}

const REVENUE_BUCKETS = [
  [1, 'rev_less_than_1M'],
  [10, 'rev_1M_10M'],
  [50, 'rev_10M_50M'],
  [100, 'rev_50M_100M'],
  [500, 'rev_100M_500M'],
  [1000, 'rev_500M_1B'],
  [5000, 'rev_1B_5B'],
  [10_000, 'rev_5B_10B'],
  [100_000, 'rev_10B_plus'],
];
/** Our revenue code for the generator's amount ('€12.3M', '$4.5B'; the currency is not converted). */
export function revenueCode(label) {
  const match = /^\D*([\d.]+)([MB])$/.exec(label);
  if (!match) throw new Error(`not a revenue: ${label}`);
  const millions = Number(match[1]) * (match[2] === 'B' ? 1000 : 1);
  return REVENUE_BUCKETS.find(([below]) => millions < below)?.[1] ?? 'rev_100B_plus';
}

/** Our value of a generated profile field: codes where ours keeps a code, else the same value. */
export function ourValue(field, value) {
  if (field === 'EmployeeCount') return employeeCountCode(value);
  if (field === 'Revenue') return revenueCode(value);
  return value;
}

/**
 * What differs between Strapi's clients and ours, as sentences (none: they hold the same clients and
 * fields). EmployeeCount and Revenue are our codes for Strapi's labels. A block is a plain JSON field in
 * Strapi and the `data` of the section of that name in ours, equal as a JSON value (jsonb keeps object
 * keys in its own order).
 */
export function clientDifferences(strapiClients, ourClients, blockFields) {
  if (ourClients.length !== strapiClients.length) {
    return [`ours answers ${ourClients.length} clients, Strapi ${strapiClients.length}`];
  }
  const ours = new Map(ourClients.map((client) => [client.documentId, client]));
  const problems = [];
  for (const theirs of strapiClients) {
    const mine = ours.get(theirs.documentId);
    if (!mine) {
      problems.push(`client ${theirs.documentId} is missing from ours`);
      continue;
    }
    for (const field of PROFILE_FIELDS) {
      if (mine[field] !== ourValue(field, theirs[field]))
        problems.push(`${theirs.documentId}: ${field} differs`);
    }
    for (const field of blockFields) {
      if (!isDeepStrictEqual(mine[field]?.data, theirs[field])) {
        problems.push(`${theirs.documentId}: ${field} differs`);
      }
    }
  }
  return problems;
}

/** A sentence when two body sizes differ by more than `tolerance` of the larger, else null. */
export function sizeDifference(strapiBytes, ourBytes, tolerance = 0.1) {
  const gap = Math.abs(strapiBytes - ourBytes) / Math.max(strapiBytes, ourBytes);
  if (gap <= tolerance) return null;
  return `body sizes differ by ${Math.round(gap * 100)}% (Strapi ${strapiBytes} B, ours ${ourBytes} B)`;
}
