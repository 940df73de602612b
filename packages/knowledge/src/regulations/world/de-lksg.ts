import type { ApplicabilityRule } from '../types.js';
import { germanWorkforceInference, inferred, noGermanSiteInference } from '../inferences.js';
import { fact, headquarteredIn, sitesOnlyOutside, statedWhere } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { compareRange, formatCount, formatHeadcount } from './range.js';

/**
 * LkSG § 1(1): enterprises with head office, principal place of business, administrative or statutory
 * seat, or a branch, in Germany and at least this many employees in Germany (fact sheet §14.1).
 */
export const LKSG_EMPLOYEE_THRESHOLDS = [
  { from: '2023-01-01', employeesInGermany: 3000 },
  { from: '2024-01-01', employeesInGermany: 1000 },
] as const;

function thresholdOn(today: string) {
  return LKSG_EMPLOYEE_THRESHOLDS.findLast((step) => step.from <= today);
}

const DATES = [
  { label: 'In force (≥ 3,000 employees in Germany)', date: '2023-01-01' },
  { label: 'Threshold lowered to ≥ 1,000 employees in Germany', date: '2024-01-01' },
  { label: 'BAFA stopped reviewing LkSG reports', date: '2025-10-01' },
  { label: 'CSDDD transposition (replaces the LkSG) due', date: '2028-07-26' },
];

// The reporting duty (§ 10(2)) is being repealed retroactively; the due-diligence duties stay. Final
// adoption of the amendment is not confirmed (fact sheet §23 item 5), so the reason says so instead of
// treating the repeal as law.
const REPORTING_NOTE =
  'The due-diligence duties apply in full; the annual report duty is being abolished (cabinet draft of 3 Sep 2025; final adoption not confirmed) and BAFA stopped reviewing reports on 1 Oct 2025.';

export const deLksgRule: ApplicabilityRule = {
  id: 'de-lksg',
  name: 'Supply Chain Due Diligence Act (LkSG)',
  typeLabel: 'DE Law',
  version:
    'LkSG of 16 Jul 2021, threshold from 1 Jan 2024; reporting-duty repeal pending (draft BT-Drs. 21/2474)',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://www.gesetze-im-internet.de/lksg/',
      'Lieferkettensorgfaltspflichtengesetz (LkSG), official text',
    ),
    source(
      'https://kpmg-law.de/en/supply-chain-act-reporting-obligation-no-longer-applies-sanctions-reduced',
      'KPMG Law: LkSG reporting obligation no longer applies, sanctions reduced',
    ),
    source(
      'https://www.dihk.de/de/serviceportal/fuer-gewerbetreibende-unternehmer/gesetzliche-neuregelungen/das-lieferkettengesetz-soll-geaendert-werden--141680',
      'DIHK: Das Lieferkettengesetz soll geändert werden',
    ),
    source(
      'https://www.ihk.de/regensburg/fachthemen/nachhaltiges-wirtschaften/nachrichten-zur-nachhaltigkeit/lksg-bafa-stellt-berichtspruefung-ein-6754702',
      'IHK Regensburg: BAFA stellt Berichtsprüfung ein',
    ),
  ],
  evaluate(company, today) {
    const step = thresholdOn(today);
    if (!step) {
      return outcome(
        'not-in-scope',
        'The LkSG applies from 1 Jan 2023; it did not apply on this date.',
        DATES,
      );
    }
    const threshold = `at least ${formatCount(step.employeesInGermany)} employees in Germany`;
    const inGermany = fact(company, 'employeesInGermany');
    if (inGermany !== undefined) {
      return inGermany >= step.employeesInGermany
        ? outcome(
            'in-scope',
            sentences(
              `${formatCount(inGermany)} employees in Germany${statedWhere(company, 'employeesInGermany')} meet the LkSG threshold of ${threshold}.`,
              REPORTING_NOTE,
            ),
            DATES,
          )
        : outcome(
            'not-in-scope',
            `${formatCount(inGermany)} employees in Germany${statedWhere(company, 'employeesInGermany')} are below the LkSG threshold of ${threshold}.`,
            DATES,
          );
    }
    const total = compareRange(company.employees, '>=', step.employeesInGermany);
    if (total === 'below' && company.employees) {
      return outcome(
        'not-in-scope',
        `The whole company has ${formatHeadcount(company.employees)}, so it cannot reach the LkSG threshold of ${threshold}.`,
        DATES,
      );
    }
    const inference = germanWorkforceInference(step.employeesInGermany);
    if (company.employees && inference.applies(company)) {
      return outcome(
        'likely-in-scope',
        sentences(
          `The company is headquartered in Germany with ${formatHeadcount(company.employees)} in total; the LkSG applies with ${threshold}.`,
          `Its German headcount is unknown; ${inferred(inference)}.`,
          REPORTING_NOTE,
        ),
        DATES,
        ['employeesInGermany'],
      );
    }
    const only = sitesOnlyOutside(company, 'DE');
    const noSite = noGermanSiteInference(step.employeesInGermany);
    if (company.employees && only && noSite.applies(company)) {
      return outcome(
        'not-in-scope',
        sentences(
          `The LkSG also covers foreign companies with a German branch, with ${threshold}.`,
          `It has ${formatHeadcount(company.employees)} in total and its own pages name sites only in ${only}, none in Germany: reaching the threshold would take more than half of its workforce in Germany.`,
          `Its German headcount is unknown; ${inferred(noSite)}.`,
        ),
        DATES,
        ['employeesInGermany'],
      );
    }
    const where =
      headquarteredIn(company, 'DE') === true
        ? 'The company is headquartered in Germany.'
        : 'The LkSG also covers foreign companies with a German branch.';
    const size = company.employees
      ? `It has ${formatHeadcount(company.employees)} in total`
      : 'Its headcount is unknown';
    return outcome(
      'possibly-in-scope',
      sentences(
        where,
        `${size}; the LkSG applies with ${threshold}, and the German headcount is unknown.`,
        only &&
          `Its own pages name sites only in ${only}, none in Germany; a German branch with ${threshold} would bring it in.`,
      ),
      DATES,
      ['employeesInGermany'],
    );
  },
};
