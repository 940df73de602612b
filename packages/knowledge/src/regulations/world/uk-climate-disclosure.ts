import type { ApplicabilityFactKey, NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule } from '../types.js';
import { fact, headquarteredIn, statedWhere } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { compareRange, formatHeadcount, formatMoney, formatMoneyRange } from './range.js';

/**
 * Companies (Strategic Report) (Climate-related Financial Disclosure) Regulations 2022 and the LLP
 * equivalent (fact sheet §15.2): UK companies and LLPs with more than 500 employees that are traded on a
 * UK regulated market, banking or insurance companies, AIM companies, or have more than £500m turnover.
 */
export const UK_CFD_THRESHOLDS = { employees: 500, turnoverGbp: 500_000_000 } as const;

const THRESHOLD_TEXT = `more than ${UK_CFD_THRESHOLDS.employees} employees and either securities on a UK regulated market or AIM, a banking or insurance licence, or turnover above ${formatMoney(UK_CFD_THRESHOLDS.turnoverGbp, 'GBP')}`;

const DATES = [{ label: 'Applies to financial years beginning on or after', date: '2022-04-06' }];

type Limb = { met: 'yes' | 'straddles' | 'no' | 'unknown'; text: string; missing: ApplicabilityFactKey[] };

/** The second limb: listed, bank or insurer, or turnover above £500m. */
function secondLimb(company: NormalizedCompany): Limb {
  const listed = fact(company, 'listedOnUkRegulatedMarket');
  const financial = fact(company, 'isFinancialSectorEntity');
  const turnover = compareRange(company.revenue?.GBP, '>', UK_CFD_THRESHOLDS.turnoverGbp);
  const turnoverText = company.revenue
    ? `turnover of ${formatMoneyRange(company.revenue.GBP, 'GBP')}`
    : 'an unknown turnover';
  if (listed === true) return { met: 'yes', text: 'securities traded on a UK market', missing: [] };
  if (turnover === 'above') return { met: 'yes', text: turnoverText, missing: [] };
  if (turnover === 'straddles')
    return { met: 'straddles', text: `${turnoverText} (straddling the limit)`, missing: [] };
  const missing: ApplicabilityFactKey[] = [];
  if (listed === undefined) missing.push('listedOnUkRegulatedMarket');
  if (financial === undefined) missing.push('isFinancialSectorEntity');
  // Banks and insurers qualify whatever their turnover; a financial-sector entity may be either.
  if (financial === true)
    return {
      met: 'unknown',
      text: `${turnoverText}, a financial-sector entity (banks and insurers qualify)`,
      missing,
    };
  if (turnover === 'unknown' || missing.length > 0) return { met: 'unknown', text: turnoverText, missing };
  return {
    met: 'no',
    text: `${turnoverText}, not UK-listed${statedWhere(company, 'listedOnUkRegulatedMarket')} and not a bank or insurer`,
    missing: [],
  };
}

export const ukClimateDisclosureRule: ApplicabilityRule = {
  id: 'uk-cfd',
  name: 'Mandatory climate-related financial disclosures (Companies and LLP CFD Regulations 2022)',
  typeLabel: 'UK Regulation',
  version: 'SI 2022/31 (Companies Act 2006 ss. 414CA/414CB) and the LLP CFD Regulations 2022',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://www.legislation.gov.uk/uksi/2022/31',
      'The Companies (Strategic Report) (Climate-related Financial Disclosure) Regulations 2022',
    ),
    source(
      'https://traverssmith.com/knowledge/knowledge-container/size-matters-guidance-on-climate-related-disclosures-for-large-companies-and-llps',
      'Travers Smith: guidance on climate-related disclosures for large companies and LLPs',
    ),
    source(
      'https://cms-lawnow.com/en/ealerts/2022/02/uk-climate-related-financial-disclosure-regulations-made-law',
      'CMS: UK climate-related financial disclosure regulations made law',
    ),
  ],
  evaluate(company) {
    const british = headquarteredIn(company, 'GB');
    if (british === false) {
      const ukTurnover = fact(company, 'ukTurnoverGbp');
      if (ukTurnover !== undefined && ukTurnover > UK_CFD_THRESHOLDS.turnoverGbp) {
        return outcome(
          'possibly-in-scope',
          `The regulations bind UK-registered companies and LLPs; with UK turnover of ${formatMoney(ukTurnover, 'GBP')}, a UK subsidiary may itself have ${THRESHOLD_TEXT}.`,
          DATES,
        );
      }
      return outcome(
        'not-in-scope',
        `The regulations bind UK-registered companies and LLPs with ${THRESHOLD_TEXT}; the company is headquartered outside the UK (a UK subsidiary is assessed on its own figures).`,
        DATES,
      );
    }
    if (british === undefined) {
      return outcome(
        'possibly-in-scope',
        `The headquarters country is unknown; the regulations bind UK companies and LLPs with ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    const employees = compareRange(company.employees, '>', UK_CFD_THRESHOLDS.employees);
    const headcount = company.employees ? formatHeadcount(company.employees) : 'an unknown headcount';
    if (employees === 'below') {
      return outcome(
        'not-in-scope',
        `A UK company with ${headcount} does not have ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    const limb = secondLimb(company);
    if (limb.met === 'no') {
      return outcome(
        'not-in-scope',
        `A UK company with ${headcount} and ${limb.text} does not meet the test of ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    const facts = `A UK company with ${headcount} and ${limb.text}`;
    if (employees === 'above' && limb.met === 'yes') {
      return outcome('in-scope', `${facts} meets the test of ${THRESHOLD_TEXT}.`, DATES);
    }
    if (limb.met === 'straddles' || (employees === 'straddles' && limb.met === 'yes')) {
      return outcome(
        'likely-in-scope',
        `${facts}: a bucket straddles the test of ${THRESHOLD_TEXT}.`,
        DATES,
        limb.missing,
      );
    }
    return outcome(
      'possibly-in-scope',
      sentences(`${facts}: the test is ${THRESHOLD_TEXT}.`, 'The facts needed to decide it are missing.'),
      DATES,
      limb.missing,
    );
  },
};
