import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule } from '../types.js';
import { describeSectors, hasAnySector, headquarteredIn, onlyServiceSectors } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { compareRange, formatHeadcount, formatMoneyRange } from './range.js';
import { CHILD_LABOUR_RISK_SECTOR_KEYS, CONFLICT_MINERALS_SECTOR_KEYS } from './sector-keys.js';

/**
 * Swiss CO art. 964j–964l and the DDTrO (fact sheet §16): companies seated in Switzerland that (a) release
 * into free circulation or process tin, tantalum, tungsten or gold (3TG) above the DDTrO Annex 1 volumes,
 * or (b) offer products or services with a reasonable suspicion of child labour. SMEs are exempt from the
 * child-labour duties if, with controlled entities, they stay below 2 of 3 in two consecutive years:
 * CHF 20m balance sheet, CHF 40m revenue, 250 full-time positions.
 */
export const CH_964J_SME_LIMITS = {
  fullTimePositions: 250,
  revenueChf: 40_000_000,
  balanceSheetChf: 20_000_000,
} as const;

const TRIGGER_TEXT =
  'importing or processing 3TG minerals above the DDTrO Annex 1 volumes, or a reasonable suspicion of child labour in its products or services while not an SME (SME = below 2 of 3: CHF 20m balance sheet, CHF 40m revenue, 250 full-time positions)';

const DATES = [
  { label: 'Art. 964j–964l and DDTrO in force', date: '2022-01-01' },
  { label: 'First financial year reported', date: '2023' },
];

/** true when the company exceeds the SME limits, false when it is an SME, undefined when the balance sheet decides. */
function exceedsSmeLimits(company: NormalizedCompany): boolean | undefined {
  const employees = compareRange(company.employees, '>', CH_964J_SME_LIMITS.fullTimePositions);
  const revenue = compareRange(company.revenue?.CHF, '>', CH_964J_SME_LIMITS.revenueChf);
  if (employees === 'above' && revenue === 'above') return true;
  if (employees === 'below' && revenue === 'below') return false;
  return undefined;
}

function evaluateSwiss(company: NormalizedCompany) {
  const headcount = company.employees ? formatHeadcount(company.employees) : 'an unknown headcount';
  const revenueText = company.revenue
    ? `${formatMoneyRange(company.revenue.CHF, 'CHF')} revenue`
    : 'unknown revenue';
  const sectors = describeSectors(company);
  if (hasAnySector(company, CONFLICT_MINERALS_SECTOR_KEYS)) {
    return outcome(
      'likely-in-scope',
      `The duties apply on ${TRIGGER_TEXT}. Its sector (${sectors}) commonly imports or processes 3TG; the volumes are unknown.`,
      DATES,
    );
  }
  const large = exceedsSmeLimits(company);
  const riskSector = hasAnySector(company, CHILD_LABOUR_RISK_SECTOR_KEYS);
  if (large === true && riskSector) {
    return outcome(
      'likely-in-scope',
      `The duties apply on ${TRIGGER_TEXT}. With ${headcount} and ${revenueText} it is not an SME, and its sector (${sectors}) has supply chains where child labour is a known risk.`,
      DATES,
    );
  }
  // 3TG duties apply whatever the size, so an SME is out only when its sector is known.
  const sectorKnown = company.sectors.length > 0;
  if ((large === false && sectorKnown) || (large === true && onlyServiceSectors(company))) {
    const why =
      large === false
        ? `With ${headcount} and ${revenueText} it is an SME, exempt from the child-labour duties`
        : `Its sector (${sectors}) offers services with no indicated child-labour risk`;
    return outcome(
      'not-in-scope',
      sentences(`The duties apply on ${TRIGGER_TEXT}.`, `${why}, and nothing indicates 3TG imports.`),
      DATES,
    );
  }
  return outcome(
    'possibly-in-scope',
    sentences(
      `The duties apply on ${TRIGGER_TEXT}.`,
      `With ${headcount}, ${revenueText} and sector ${sectors}, the SME test or the supply-chain risk cannot be decided from what we know.`,
    ),
    DATES,
  );
}

export const chMineralsChildLabourRule: ApplicabilityRule = {
  id: 'ch-co-964j',
  name: 'Swiss Code of Obligations art. 964j–964l: due diligence on conflict minerals and child labour',
  typeLabel: 'CH Law',
  version:
    'CO art. 964j–964l and the Due Diligence and Transparency Ordinance (DDTrO, SR 221.433), in force 1 Jan 2022',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source('https://www.fedlex.admin.ch/eli/cc/27/317_321_377/en', 'Swiss Code of Obligations (Fedlex)'),
    source(
      'https://handbooks.six-group.com/en/sustainability/schweizer-recht-ueberblick-ueber-die-nachhaltigkeitsanforderungen/nachhaltigkeitsberichterstattung',
      'SIX handbook: Swiss sustainability requirements (incl. due diligence on conflict minerals and child labour)',
    ),
  ],
  evaluate(company) {
    const swiss = headquarteredIn(company, 'CH');
    if (swiss === false) {
      return outcome(
        'not-in-scope',
        `Art. 964j binds companies seated in Switzerland on ${TRIGGER_TEXT}. The company is headquartered outside Switzerland.`,
        DATES,
      );
    }
    if (swiss === undefined) {
      return outcome(
        'possibly-in-scope',
        `The headquarters country is unknown; art. 964j binds Swiss companies on ${TRIGGER_TEXT}.`,
        DATES,
      );
    }
    return evaluateSwiss(company);
  },
};
