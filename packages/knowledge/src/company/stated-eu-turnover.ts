import type { KnownFact, NormalizedCompany, StatedProfile } from './types.js';

/**
 * The EU turnover a company's own words give: the share it says it earns in the EU ('38 % des Umsatzes
 * erzielen wir in der Europäischen Union') times the turnover it states. An inference, and said so:
 * the share may be of another year's or another measure's turnover. Only a stated turnover the
 * company's size rests on is used (a record bucket is a range, not a figure).
 */
export function statedEuTurnover(
  company: NormalizedCompany,
  stated: StatedProfile,
): KnownFact<number> | undefined {
  const share = stated.EuTurnoverShare;
  const turnover = company.stated?.revenue;
  const eur = company.revenue?.EUR;
  if (!share || !turnover || !eur || eur.max !== eur.min) return undefined;
  if (share.origin.kind !== 'website') return undefined;
  const value = Math.round(eur.min * share.value);
  const percent = `${(share.value * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
  return {
    value,
    origin: {
      ...share.origin,
      inferred: `the ${percent} of its turnover the company says it earns in the EU, applied to its stated ${turnover.text} at the documented rates; answer the EU turnover question if the EU figure differs`,
    },
  };
}
