import type { ApplicabilityRule } from '../types.js';
import type { NormalizedCompany } from '../../company/types.js';
import { fact, headquarteredIn } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { compareRange, formatMoney, formatMoneyRange } from './range.js';

/**
 * Modern Slavery Act 2015 s.54 and the Transparency in Supply Chains Regulations 2015: a commercial
 * organisation, wherever incorporated, that supplies goods or services, carries on business in the UK and
 * has total annual turnover of at least £36m. Total turnover includes subsidiaries, even those operating
 * wholly outside the UK (Home Office guidance), so the group revenue is compared, not UK turnover.
 */
export const UK_MSA_TURNOVER_GBP = 36_000_000;

const THRESHOLD_TEXT = `total annual turnover (including subsidiaries) of at least ${formatMoney(UK_MSA_TURNOVER_GBP, 'GBP')}`;

const DATES = [
  { label: 's.54 in force', date: '2015-10-29' },
  { label: 'Statements required for financial years ending on or after', date: '2016-03-31' },
];

/**
 * Carries on business in the UK: a UK headquarters, UK turnover above zero, or an office, plant or store
 * in the UK that the company's own pages name (a demonstrable business presence, in the Home Office's
 * words); undefined if unknown. A stated UK turnover decides before a site does.
 */
function carriesOnBusinessInUk(company: NormalizedCompany): boolean | undefined {
  if (headquarteredIn(company, 'GB')) return true;
  const ukTurnover = fact(company, 'ukTurnoverGbp');
  if (ukTurnover !== undefined) return ukTurnover > 0;
  return ukSite(company) ? true : undefined;
}

const ukSite = (company: NormalizedCompany) => company.sites?.find((site) => site.country === 'GB');

/** ' (its own page names a site there: “London | Country: United Kingdom”, https://…)', when that is how it is known. */
function ukPresenceBasis(company: NormalizedCompany): string {
  const site = headquarteredIn(company, 'GB') || fact(company, 'ukTurnoverGbp') ? undefined : ukSite(company);
  return site ? ` (its own page names a site there: “${site.quote.slice(0, 160)}”, ${site.url})` : '';
}

export const ukModernSlaveryRule: ApplicabilityRule = {
  id: 'uk-modern-slavery-act',
  name: 'Modern Slavery Act 2015, s.54 (Transparency in supply chains)',
  typeLabel: 'UK Law',
  version: 'Modern Slavery Act 2015 s.54; Transparency in Supply Chains Regulations 2015 (£36m)',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source('https://www.legislation.gov.uk/ukpga/2015/30/section/54', 'Modern Slavery Act 2015, section 54'),
    source(
      'https://businessintegrity.unodc.org/bip/en/template/box-7-9--the-united-kingdom-modern-slavery-act.html',
      'UNODC: the United Kingdom Modern Slavery Act',
    ),
    source(
      'https://www.simmons-simmons.com/en/publications/ck9k5zaml7bx70900rg16tcqc/the-modern-slavery-act-2015',
      'Simmons & Simmons: the Modern Slavery Act 2015 (group turnover, extraterritorial reach)',
      '2020-09-25',
    ),
  ],
  evaluate(company) {
    const ukBusiness = carriesOnBusinessInUk(company);
    const turnover = compareRange(company.revenue?.GBP, '>=', UK_MSA_TURNOVER_GBP);
    const revenueText = company.revenue
      ? `annual revenue of ${formatMoneyRange(company.revenue.GBP, 'GBP')}`
      : 'an unknown annual revenue';

    if (ukBusiness === false) {
      return outcome(
        'not-in-scope',
        `s.54 applies to organisations carrying on business in the UK with ${THRESHOLD_TEXT}; the company reports no UK turnover.`,
        DATES,
      );
    }
    if (turnover === 'below') {
      return outcome(
        'not-in-scope',
        `With ${revenueText}, the company is below the s.54 threshold of ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    if (ukBusiness === undefined) {
      return outcome(
        'possibly-in-scope',
        sentences(
          `s.54 applies wherever the company is incorporated if it carries on business in the UK and has ${THRESHOLD_TEXT}.`,
          `The company has ${revenueText}; whether it does business in the UK is unknown.`,
        ),
        DATES,
        ['ukTurnoverGbp'],
      );
    }
    if (turnover === 'above') {
      return outcome(
        'in-scope',
        `The company carries on business in the UK${ukPresenceBasis(company)} and its ${revenueText} meets the s.54 threshold of ${THRESHOLD_TEXT}: an annual slavery and human trafficking statement is required.`,
        DATES,
      );
    }
    if (turnover === 'straddles') {
      return outcome(
        'likely-in-scope',
        `The company carries on business in the UK${ukPresenceBasis(company)}; its ${revenueText} straddles the s.54 threshold of ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    return outcome(
      'possibly-in-scope',
      `The company carries on business in the UK${ukPresenceBasis(company)} but its annual revenue is unknown; s.54 applies with ${THRESHOLD_TEXT}.`,
      DATES,
    );
  },
};
