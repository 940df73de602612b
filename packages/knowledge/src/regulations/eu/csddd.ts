import type { ApplicabilityFactKey, NormalizedCompany } from '../../company/types.js';
import type { RuleOutcome } from '../types.js';
import { allOf, compareRange, type RangeComparison } from '../compare.js';
import { describeHeadquarters, describeSize, displayDate, formatThreshold } from '../describe.js';
import { outcome } from '../outcome.js';
import { versionAt, type VersionedRule } from '../rule-version.js';
import { CSDDD_SOURCES, CSDDD_VERSIONS, type CsdddTier, type CsdddVersion } from './csddd-data.js';
import { compareEuTurnover } from './csrd-size-tests.js';

interface TierResult {
  tier: CsdddTier;
  comparison: RangeComparison;
}

function tiersText(v: CsdddVersion): string {
  const tiers = v.tiers.map(
    (tier) =>
      `more than ${tier.employees.toLocaleString('en-US')} employees and a worldwide net turnover above ${formatThreshold(tier.turnoverEur, 'EUR')} (non-EU companies: EU turnover above ${formatThreshold(tier.turnoverEur, 'EUR')}) from ${displayDate(tier.appliesFrom)}`,
  );
  return `Under ${v.version}, CSDDD applies to EU companies with ${tiers.join('; with ')}`;
}

function franchiseNote(v: CsdddVersion): string {
  if (!v.franchise) return '';
  return ` (A franchise or licensing route, royalties above ${formatThreshold(v.franchise.royaltiesEur, 'EUR')} and turnover above ${formatThreshold(v.franchise.turnoverEur, 'EUR')}, is not assessed.)`;
}

/** The earliest-applying tier with the best comparison decides verdict and date. */
function decide(
  results: TierResult[],
  text: string,
  v: CsdddVersion,
  missing: ApplicabilityFactKey[],
): RuleOutcome {
  for (const [wanted, verdict] of [
    ['meets', 'in-scope'],
    ['straddles', 'likely-in-scope'],
    ['unknown', 'possibly-in-scope'],
  ] as const) {
    const hit = results.find((result) => result.comparison === wanted);
    if (hit) {
      const phrase = {
        meets: ', so it is in scope',
        straddles: '; its size straddles the threshold, so it is likely in scope',
        unknown: '; the facts to decide are missing',
      }[wanted];
      return outcome(
        verdict,
        `${text}${phrase}.${verdict === 'in-scope' ? '' : franchiseNote(v)}`,
        [{ label: 'Applies from', date: hit.tier.appliesFrom }],
        verdict === 'possibly-in-scope' ? missing : [],
      );
    }
  }
  return outcome('not-in-scope', `${text}, so it is not in scope.${franchiseNote(v)}`);
}

function evaluate(company: NormalizedCompany, today: string): RuleOutcome {
  const v = versionAt(CSDDD_VERSIONS, today);
  const base = tiersText(v);
  const euResults = v.tiers.map((tier) => ({
    tier,
    comparison: allOf(
      compareRange(company.employees, '>', tier.employees),
      compareRange(company.revenue?.EUR, '>', tier.turnoverEur),
    ),
  }));
  if (company.inEea) return decide(euResults, `${base}; ${describeSize(company)}`, v, []);

  const nonEuResults = v.tiers.map((tier) => ({ tier, ...compareEuTurnover(company, tier.turnoverEur) }));
  const turnoverText = nonEuResults[nonEuResults.length - 1]?.text ?? 'an unknown EU turnover';
  const missing: ApplicabilityFactKey[] = company.facts.euTurnoverEur ? [] : ['euTurnoverEur'];
  if (company.country) {
    return decide(
      nonEuResults,
      `${base}; this company is ${describeHeadquarters(company)} with ${turnoverText}`,
      v,
      missing,
    );
  }
  const allFail = [...euResults, ...nonEuResults].every((result) => result.comparison === 'fails');
  const text = `${base}; ${describeSize(company)} and its headquarters country is unknown`;
  if (allFail) return outcome('not-in-scope', `${text}, but it is out on either test.`);
  return outcome('possibly-in-scope', `${text}, so the test to apply is too.`, [], missing);
}

export const csdddRule: VersionedRule = {
  id: 'eu-csddd',
  name: 'Corporate Sustainability Due Diligence Directive (CSDDD)',
  typeLabel: 'EU Directive',
  version: CSDDD_VERSIONS[CSDDD_VERSIONS.length - 1]?.version ?? '',
  asOf: CSDDD_VERSIONS[CSDDD_VERSIONS.length - 1]?.asOf ?? '',
  sources: [CSDDD_SOURCES.directive],
  versions: CSDDD_VERSIONS,
  evaluate,
};
