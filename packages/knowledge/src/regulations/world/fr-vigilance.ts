import type { ApplicabilityRule } from '../types.js';
import { fact, headquarteredIn, statedWhere } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { compareRange, formatCount, formatHeadcount } from './range.js';

/**
 * Code de commerce art. L225-102-4: a French company that, at the close of two consecutive financial
 * years, employs at least 5,000 people itself and in its French subsidiaries, or at least 10,000 itself
 * and in its subsidiaries in France and abroad (fact sheet §14.2).
 */
export const FR_VIGILANCE_THRESHOLDS = { employeesInFrance: 5000, employeesWorldwide: 10000 } as const;

const THRESHOLD_TEXT = `at least ${formatCount(FR_VIGILANCE_THRESHOLDS.employeesInFrance)} employees in France or at least ${formatCount(FR_VIGILANCE_THRESHOLDS.employeesWorldwide)} worldwide (two consecutive financial years)`;

const DATES = [{ label: 'Law n° 2017-399 in force', date: '2017-03-28' }];

export const frVigilanceRule: ApplicabilityRule = {
  id: 'fr-vigilance',
  name: 'Duty of Vigilance Law (Loi relative au devoir de vigilance)',
  typeLabel: 'FR Law',
  version: 'Loi n° 2017-399 of 27 Mar 2017, Code de commerce art. L225-102-4 and L225-102-5',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000034290626',
      'Loi n° 2017-399 du 27 mars 2017 (Légifrance)',
    ),
    source(
      'https://businessintegrity.unodc.org/bip/en/template/box-3-2--frances-duty-of-vigilance.html',
      "UNODC: France's duty of vigilance",
    ),
  ],
  evaluate(company) {
    const inFrance = fact(company, 'employeesInFrance');
    const french = headquarteredIn(company, 'FR');
    const worldwide = compareRange(company.employees, '>=', FR_VIGILANCE_THRESHOLDS.employeesWorldwide);
    const headcount = company.employees ? formatHeadcount(company.employees) : 'an unknown headcount';

    if (inFrance !== undefined && inFrance >= FR_VIGILANCE_THRESHOLDS.employeesInFrance) {
      return french === true
        ? outcome(
            'in-scope',
            `${formatCount(inFrance)} employees in France${statedWhere(company, 'employeesInFrance')} meet the vigilance-plan threshold of ${THRESHOLD_TEXT}.`,
            DATES,
          )
        : outcome(
            'likely-in-scope',
            `The law binds French companies; with ${formatCount(inFrance)} employees in France${statedWhere(company, 'employeesInFrance')}, a French subsidiary probably meets the threshold of ${THRESHOLD_TEXT} and must publish a vigilance plan.`,
            DATES,
          );
    }
    if (french === true && worldwide === 'above') {
      return outcome(
        'in-scope',
        `A French company with ${headcount} worldwide meets the vigilance-plan threshold of ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    if (french === true && worldwide === 'straddles') {
      return outcome(
        'likely-in-scope',
        `A French company with ${headcount}: the bucket straddles the threshold of ${THRESHOLD_TEXT}.`,
        DATES,
        inFrance === undefined ? ['employeesInFrance'] : [],
      );
    }
    if (french === true && worldwide === 'touches') {
      return outcome(
        'possibly-in-scope',
        `A French company with ${headcount}: only exactly 10,000 worldwide would meet the threshold of ${THRESHOLD_TEXT}; the French headcount or the exact total decides.`,
        DATES,
        inFrance === undefined ? ['employeesInFrance'] : [],
      );
    }
    // Below 10,000 worldwide (or not French): only the 5,000-in-France route is left.
    const canReachFrance = compareRange(company.employees, '>=', FR_VIGILANCE_THRESHOLDS.employeesInFrance);
    if (inFrance !== undefined || canReachFrance === 'below') {
      const compared =
        inFrance !== undefined
          ? `${formatCount(inFrance)} employees in France and ${headcount} in total`
          : headcount;
      return outcome(
        'not-in-scope',
        `With ${compared}, the company is below the threshold of ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    const who =
      french === true
        ? `A French company with ${headcount}`
        : french === false
          ? `The law binds French companies; this company is headquartered elsewhere with ${headcount}, so a French subsidiary could be in scope`
          : `The headquarters country is unknown and the company has ${headcount}`;
    return outcome(
      'possibly-in-scope',
      sentences(`${who}; the threshold is ${THRESHOLD_TEXT}, and the French headcount is unknown.`),
      DATES,
      ['employeesInFrance'],
    );
  },
};
