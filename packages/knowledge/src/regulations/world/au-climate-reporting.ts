import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { describeSectors, hasAnySector, headquarteredIn } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF, type RuleDate } from './outcome.js';
import { compareRange, formatHeadcount, formatMoneyRange, type RangePosition } from './range.js';
import { NGER_PROBABLE_SECTOR_KEYS } from './sector-keys.js';

/**
 * Corporations Act 2001 Chapter 2M as amended by the Treasury Laws Amendment (Financial Market
 * Infrastructure and Other Measures) Act 2024, Sch. 4, with AASB S2 (fact sheet §19). Entities lodging
 * financial reports under Chapter 2M report when they meet 2 of 3 size criteria (consolidated revenue,
 * consolidated gross assets, employees at year end) or an NGER / asset-owner trigger.
 */
export const AU_GROUPS = [
  {
    group: 1,
    revenueAud: 500_000_000,
    assetsAud: 1_000_000_000,
    employees: 500,
    firstYearFrom: '2025-01-01',
  },
  { group: 2, revenueAud: 200_000_000, assetsAud: 500_000_000, employees: 250, firstYearFrom: '2026-07-01' },
  { group: 3, revenueAud: 50_000_000, assetsAud: 25_000_000, employees: 100, firstYearFrom: '2027-07-01' },
] as const;
type AuGroup = (typeof AU_GROUPS)[number];

const groupText = (g: AuGroup) =>
  `Group ${g.group} (2 of 3: revenue at least A$${g.revenueAud / 1e6}m, assets at least A$${g.assetsAud / 1e6}m, at least ${g.employees} employees; first financial year from ${g.firstYearFrom})`;

const groupDate = (g: AuGroup): RuleDate => ({
  label: `Group ${g.group}: first financial year starting on or after`,
  date: g.firstYearFrom,
});
const ALL_DATES = AU_GROUPS.map(groupDate);

type GroupTest = 'met' | 'straddles' | 'assets-decide' | 'not-met';

/** Revenue and headcount are the two criteria we know; assets are never known. */
function testGroup(employees: RangePosition, revenue: RangePosition): GroupTest {
  if (employees === 'above' && revenue === 'above') return 'met';
  if (employees === 'below' && revenue === 'below') return 'not-met';
  if (
    (employees === 'straddles' && revenue === 'above') ||
    (revenue === 'straddles' && employees === 'above')
  ) {
    return 'straddles';
  }
  return 'assets-decide';
}

function evaluateAustralian(company: NormalizedCompany): RuleOutcome {
  const headcount = company.employees ? formatHeadcount(company.employees) : 'an unknown headcount';
  const revenueText = company.revenue
    ? `${formatMoneyRange(company.revenue.AUD, 'AUD')} revenue`
    : 'unknown revenue';
  const facts = `An Australian company with ${headcount} and ${revenueText}`;
  const tests = AU_GROUPS.map((g) => ({
    g,
    test: testGroup(
      compareRange(company.employees, '>=', g.employees),
      compareRange(company.revenue?.AUD, '>=', g.revenueAud),
    ),
  }));
  const met = tests.find((t) => t.test === 'met');
  // A larger group that assets or a straddling bucket could still make apply starts earlier.
  const earlier = met && tests.find((t) => t.g.group < met.g.group && t.test !== 'not-met');
  const earlierNote =
    earlier && `It may fall in ${groupText(earlier.g)} depending on its assets or exact figures.`;
  if (met) {
    return outcome(
      'in-scope',
      sentences(
        `${facts} meets ${groupText(met.g)}.`,
        earlierNote,
        met.g.group === 3 &&
          'A Group 3 entity without material climate risks may be able to state that instead (to verify).',
      ),
      [groupDate(met.g), ...(earlier ? [groupDate(earlier.g)] : [])],
    );
  }
  const straddled = tests.find((t) => t.test === 'straddles');
  const depends = tests.find((t) => t.test === 'assets-decide');
  if (straddled || depends) {
    return outcome(
      straddled ? 'likely-in-scope' : 'possibly-in-scope',
      sentences(
        straddled && `${facts}: a bucket straddles ${groupText(straddled.g)}.`,
        depends && `${facts}: ${groupText(depends.g)} depends on figures we lack (assets or headcount).`,
      ),
      ALL_DATES,
    );
  }
  if (hasAnySector(company, NGER_PROBABLE_SECTOR_KEYS)) {
    return outcome(
      'possibly-in-scope',
      `${facts} is below every size group (smallest: ${groupText(AU_GROUPS[2])}), but NGER reporters are in scope whatever their size and its sector (${describeSectors(company)}) often reports under NGER.`,
      ALL_DATES,
    );
  }
  return outcome(
    'not-in-scope',
    `${facts} is below every size group; the smallest is ${groupText(AU_GROUPS[2])}.`,
    ALL_DATES,
  );
}

export const auClimateReportingRule: ApplicabilityRule = {
  id: 'au-aasb-s2',
  name: 'Australian mandatory climate-related financial disclosures (AASB S2)',
  typeLabel: 'AU Law and Standard',
  version:
    'Corporations Act 2001 Ch. 2M as amended by TLA (FMI and Other Measures) Act 2024 Sch. 4; AASB S2 of 20 Sep 2024',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source('https://www.aasb.gov.au/', 'Australian Accounting Standards Board (AASB S2)'),
    source(
      'https://pwc.com.au/assurance/esg-reporting/australian-sustainability-reporting-finalised-legislation.html',
      'PwC Australia: Australian sustainability reporting, finalised legislation',
    ),
    source(
      'https://mphlawyers.com.au/mandatory-climate-related-disclosures-an-overview',
      'MPH Lawyers: mandatory climate-related disclosures, an overview',
    ),
  ],
  evaluate(company) {
    const australian = headquarteredIn(company, 'AU');
    if (australian === false) {
      return outcome(
        'not-in-scope',
        'The regime binds entities lodging financial reports under Chapter 2M of the Corporations Act (Australian companies and registered schemes); the company is headquartered outside Australia (an Australian subsidiary is assessed on its own figures).',
        ALL_DATES,
      );
    }
    if (australian === undefined) {
      return outcome(
        'possibly-in-scope',
        `The headquarters country is unknown; the regime binds Chapter 2M reporters meeting, at the smallest, ${groupText(AU_GROUPS[2])}.`,
        ALL_DATES,
      );
    }
    return evaluateAustralian(company);
  },
};
