import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { compareRange } from '../compare.js';
import { describeRevenue, formatThreshold } from '../describe.js';
import { outcome, type RuleDate } from '../outcome.js';
import {
  describePlacedGoods,
  describeSectors,
  goodsQuestion,
  hasAnySector,
  placedGoods,
} from './activity.js';

const CHECKED = '2026-11-21';

/**
 * Batteries Regulation (EU) 2023/1542 (fact sheet §8). Supply-chain due diligence (Chapter VII) applies
 * to operators with a net turnover above €40 million from 18 Aug 2027 (postponed by Regulation (EU)
 * 2025/1561); a rise to €150 million was proposed and its status is unclear (fact sheet §23.8).
 */
export const BATTERIES_DUE_DILIGENCE = {
  turnoverEur: 40e6,
  proposedTurnoverEur: 150e6,
  from: '2027-08-18',
} as const;

const BASE_DATES: RuleDate[] = [
  { label: 'Applies since', date: '2024-02-18' },
  { label: 'Battery passport (LMT, industrial over 2 kWh, EV) from', date: '2027-02-18' },
];

const TRIGGER_TEXT =
  'The Batteries Regulation applies, whatever the company size, to manufacturers, importers and distributors that place batteries on the EU market, including batteries built into products';

function dueDiligence(company: NormalizedCompany): { text: string; dates: RuleDate[] } {
  const threshold = formatThreshold(BATTERIES_DUE_DILIGENCE.turnoverEur, 'EUR');
  const comparison = compareRange(company.revenue?.EUR, '>', BATTERIES_DUE_DILIGENCE.turnoverEur);
  const date = { label: 'Supply-chain due diligence from', date: BATTERIES_DUE_DILIGENCE.from };
  const uncertainty = `(a rise of this threshold to ${formatThreshold(BATTERIES_DUE_DILIGENCE.proposedTurnoverEur, 'EUR')} was proposed; its status is unclear)`;
  switch (comparison) {
    case 'meets':
      return {
        text: ` Supply-chain due diligence applies above ${threshold} net turnover ${uncertainty}: with ${describeRevenue(company)} it applies.`,
        dates: [date],
      };
    case 'fails':
      return {
        text: ` Supply-chain due diligence applies only above ${threshold} net turnover; with ${describeRevenue(company)} it does not.`,
        dates: [],
      };
    default:
      return {
        text: ` Supply-chain due diligence applies above ${threshold} net turnover ${uncertainty}; with ${describeRevenue(company)} that is open.`,
        dates: [date],
      };
  }
}

function evaluate(company: NormalizedCompany): RuleOutcome {
  const placed = placedGoods(company, ['batteries'], 'eu-batteries');
  const facts = describePlacedGoods(company, ['batteries'], 'eu-batteries');
  const diligence = dueDiligence(company);
  const dates = [...BASE_DATES, ...diligence.dates];
  if (placed?.length)
    return outcome('in-scope', `${TRIGGER_TEXT}; ${facts}, so it is in scope.${diligence.text}`, dates);
  if (placed)
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; ${facts}, so it is not in scope.`,
      [],
      goodsQuestion(company),
    );
  if (hasAnySector(company, ['electronics-batteries'])) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; ${facts}, but as ${describeSectors(company)} its products very probably contain batteries.${diligence.text}`,
      dates,
      ['placesGoodsOnEuMarket'],
    );
  }
  return outcome('possibly-in-scope', `${TRIGGER_TEXT}; ${facts}.`, dates, ['placesGoodsOnEuMarket']);
}

export const batteriesRule: ApplicabilityRule = {
  id: 'eu-batteries',
  name: 'EU Batteries Regulation',
  typeLabel: 'EU Regulation',
  version: 'Regulation (EU) 2023/1542 as amended by Regulation (EU) 2025/1561 (due-diligence postponement)',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2023/1542/oj',
      title: 'Regulation (EU) 2023/1542 concerning batteries and waste batteries',
      asOf: CHECKED,
    },
    {
      url: 'https://www.algoodbody.com/insights-publications/batteries-due-diligence-a-two-year-pause-and-reduced-scope',
      title: 'A&L Goodbody: batteries due diligence, a two-year pause and reduced scope',
      asOf: CHECKED,
    },
  ],
  evaluate: (company) => evaluate(company),
};
