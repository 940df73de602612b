import type { ApplicabilityFactKey, NormalizedCompany } from '../../company/types.js';
import { allOf, anyOf, compareRange, type RangeComparison } from '../compare.js';
import { describeHeadquarters, describeSize, formatThreshold } from '../describe.js';
import { fy, outcome, verdictFor, type RuleDate } from '../outcome.js';
import type { RuleOutcome } from '../types.js';
import type { PhaseInVersion } from './csrd-data.js';
import {
  LARGE_TEST_TEXT,
  compareEuTurnover,
  isAboveMicro,
  isLarge,
  isListedInEu,
  isPublicInterestEntity,
} from './csrd-size-tests.js';

interface Wave {
  name: string;
  comparison: RangeComparison;
  firstFinancialYear: number;
}

/** The EU-company waves of the original CSRD or stop-the-clock (fact sheet §2.1 table). */
function euWaves(company: NormalizedCompany, v: PhaseInVersion): Wave[] {
  const large = isLarge(company);
  const listed = isListedInEu(company);
  return [
    {
      name: `wave 1 (large public-interest entity with more than ${v.wave1Employees} employees)`,
      comparison: allOf(
        isPublicInterestEntity(company),
        large,
        compareRange(company.employees, '>', v.wave1Employees),
      ),
      firstFinancialYear: v.firstFinancialYear.wave1,
    },
    { name: 'wave 2 (large undertaking)', comparison: large, firstFinancialYear: v.firstFinancialYear.wave2 },
    {
      name: 'wave 3 (listed SME)',
      comparison: allOf(listed, isAboveMicro(company)),
      firstFinancialYear: v.firstFinancialYear.wave3,
    },
  ];
}

function rulesText(v: PhaseInVersion, subject: string): string {
  const f = v.firstFinancialYear;
  return (
    `Under ${v.version}, ${subject} applies to ${LARGE_TEST_TEXT} from ${fy(f.wave2)}, to SMEs listed on an EU ` +
    `regulated market from ${fy(f.wave3)}, and to large listed companies, banks and insurers with more than ` +
    `${v.wave1Employees} employees from ${fy(f.wave1)}`
  );
}

function decide(waves: Wave[], missing: ApplicabilityFactKey[], text: string): RuleOutcome {
  const verdict = verdictFor(anyOf(...waves.map((wave) => wave.comparison)));
  const best = verdict === 'in-scope' ? 'meets' : verdict === 'likely-in-scope' ? 'straddles' : 'unknown';
  const matching = waves.filter((wave) => wave.comparison === best);
  const first = matching.reduce<Wave | undefined>(
    (earliest, wave) =>
      earliest && earliest.firstFinancialYear <= wave.firstFinancialYear ? earliest : wave,
    undefined,
  );
  if (verdict === 'not-in-scope' || !first) return outcome('not-in-scope', `${text}, so it is not in scope.`);
  const dates: RuleDate[] = [
    { label: 'Reporting from', date: fy(first.firstFinancialYear) },
    { label: 'First report published', date: String(first.firstFinancialYear + 1) },
  ];
  const verdictText =
    verdict === 'in-scope'
      ? `it falls in ${first.name}`
      : verdict === 'likely-in-scope'
        ? `it probably falls in ${first.name}, but a bucket straddles a threshold`
        : `whether it falls in ${matching.map((wave) => wave.name).join(' or ')} depends on facts we lack`;
  return outcome(verdict, `${text}; ${verdictText}.`, dates, verdict === 'possibly-in-scope' ? missing : []);
}

/** Evaluation under a phase-in version (original CSRD, stop-the-clock, or a national law based on them). */
export function evaluatePhaseIn(
  company: NormalizedCompany,
  v: PhaseInVersion,
  subject = 'CSRD',
): RuleOutcome {
  const size = `${describeSize(company)}, is ${describeHeadquarters(company)}, and its balance sheet is not known`;
  const missingListing: ApplicabilityFactKey[] = company.facts.listedOnEuRegulatedMarket
    ? []
    : ['listedOnEuRegulatedMarket'];
  const base = rulesText(v, subject);

  if (company.inEea || isListedInEu(company) === 'meets') {
    return decide(euWaves(company, v), missingListing, `${base}; ${size}`);
  }

  const euTurnover = compareEuTurnover(company, v.nonEuTurnoverEur);
  const wave4: Wave = {
    name: `wave 4 (non-EU parent with more than ${formatThreshold(v.nonEuTurnoverEur, 'EUR')} EU turnover and a large or listed EU subsidiary or an EU branch above ${formatThreshold(v.nonEuBranchTurnoverEur, 'EUR')})`,
    // The subsidiary/branch condition is not a fact we hold, so passing the turnover test makes it 'likely'.
    comparison: euTurnover.comparison === 'meets' ? 'straddles' : euTurnover.comparison,
    firstFinancialYear: v.firstFinancialYear.wave4,
  };
  const nonEuText = `${base}, and to non-EU groups with more than ${formatThreshold(v.nonEuTurnoverEur, 'EUR')} EU turnover in each of the last two years from ${fy(v.firstFinancialYear.wave4)}; ${size}, with ${euTurnover.text}`;
  const missingTurnover: ApplicabilityFactKey[] = company.facts.euTurnoverEur ? [] : ['euTurnoverEur'];

  if (company.country) return decide([wave4], missingTurnover, nonEuText);
  // Headquarters unknown: either route may apply.
  return decide([...euWaves(company, v), wave4], [...missingTurnover, ...missingListing], nonEuText);
}
