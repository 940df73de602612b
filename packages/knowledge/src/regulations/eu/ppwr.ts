import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { outcome, type RuleDate } from '../outcome.js';
import { serviceQuestion } from '../service-activities.js';
import {
  GOODS_SECTORS,
  describePlacedGoods,
  describeSectors,
  hasAnySector,
  listGoods,
  noGoodsInference,
} from './activity.js';

const CHECKED = '2026-11-21';

/** PPWR, Regulation (EU) 2025/40 (fact sheet §9): general application 12 Aug 2026, not postponed. */
export const PPWR_DATES: RuleDate[] = [
  { label: 'Applies from', date: '2026-08-12' },
  { label: 'Minimum recycled content for plastic packaging from', date: '2030-01-01' },
];

const TRIGGER_TEXT =
  'PPWR applies, whatever the company size, to manufacturers, producers, importers and distributors of packaging or of packaged products made available in the EU';

function evaluate(company: NormalizedCompany): RuleOutcome {
  const fact = company.facts.placesGoodsOnEuMarket;
  const facts = describePlacedGoods(company, ['packaging'], 'eu-ppwr');
  if (fact?.value.includes('packaging'))
    return outcome('in-scope', `${TRIGGER_TEXT}; ${facts}, so it is in scope.`, PPWR_DATES);
  if (fact && fact.value.length > 0) {
    // Goods placed on the market almost always travel in packaging, which makes the company a distributor.
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; packaging was not ticked, but it places ${listGoods(fact.value)} on the EU market, which very probably travel in packaging.`,
      PPWR_DATES,
    );
  }
  if (fact) return outcome('not-in-scope', `${TRIGGER_TEXT}; ${facts}, so it is not in scope.`);
  if (noGoodsInference(company, 'eu-ppwr')) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; ${facts}, so it is not in scope.`,
      [],
      ['placesGoodsOnEuMarket'],
    );
  }
  const sellsInEu = company.inEea === true || company.facts.sellsToConsumersInEu?.value === true;
  if (sellsInEu && hasAnySector(company, GOODS_SECTORS)) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; ${facts}, but as ${describeSectors(company)} selling in the EU it very probably makes packaged products available there.`,
      PPWR_DATES,
      ['placesGoodsOnEuMarket'],
    );
  }
  const question = serviceQuestion(company, 'eu-ppwr');
  const why = question ? `as ${describeSectors(company)}, ${question}` : facts;
  return outcome('possibly-in-scope', `${TRIGGER_TEXT}; ${why}.`, PPWR_DATES, ['placesGoodsOnEuMarket']);
}

export const ppwrRule: ApplicabilityRule = {
  id: 'eu-ppwr',
  name: 'Packaging and Packaging Waste Regulation (PPWR)',
  typeLabel: 'EU Regulation',
  version: 'Regulation (EU) 2025/40',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2025/40/oj',
      title: 'Regulation (EU) 2025/40 on packaging and packaging waste',
      asOf: '2025-01-22',
    },
    {
      url: 'https://www.fachpack.de/en/fachpack-360/2025-2/article/ppwr-not-postponed',
      title: 'FACHPACK: PPWR not postponed',
      asOf: CHECKED,
    },
    {
      url: 'https://kinstellar.com/news-and-insights/detail/3190/important-changes-in-the-eu-to-rules-on-packaging-and-packaging-waste-what-you-need-to-know',
      title: 'Kinstellar: important changes to EU rules on packaging and packaging waste',
      asOf: CHECKED,
    },
  ],
  evaluate: (company) => evaluate(company),
};
