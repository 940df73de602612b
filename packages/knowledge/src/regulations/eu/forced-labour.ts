import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { outcome } from '../outcome.js';
import { FINANCE_PLACES_NO_GOODS, inferred } from '../inferences.js';
import { serviceQuestion } from '../service-activities.js';
import {
  GOODS_SECTORS,
  describeSectors,
  hasAnySector,
  isServicesOnly,
  listGoods,
  noGoodsInference,
} from './activity.js';

const CHECKED = '2026-11-21';

/** Regulation (EU) 2024/3015 (fact sheet §12): applies from 14 Dec 2027. */
export const FORCED_LABOUR_APPLIES_FROM = '2027-12-14';

const TRIGGER_TEXT =
  'The Forced Labour Regulation bans, for economic operators of any size and sector, placing or making available on the EU market, or exporting, any product made with forced labour';

function evaluate(company: NormalizedCompany): RuleOutcome {
  const dates = [{ label: 'Applies from', date: FORCED_LABOUR_APPLIES_FROM }];
  const goods = company.facts.placesGoodsOnEuMarket?.value;
  if (goods?.length) {
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; it places ${listGoods(goods)} on the EU market, so it is in scope.`,
      dates,
    );
  }
  if (goods && isServicesOnly(company)) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; it places none of the listed goods on the EU market and, as ${describeSectors(company)}, sells services rather than products.`,
    );
  }
  const inference = noGoodsInference(company, 'eu-forced-labour');
  if (inference) {
    const services = inference === FINANCE_PLACES_NO_GOODS ? 'financial services' : 'services';
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; as ${describeSectors(company)} it sells ${services} rather than products (${inferred(inference)}).`,
      [],
      ['placesGoodsOnEuMarket'],
    );
  }
  const goodsText = goods
    ? 'it places none of the listed regulated goods on the EU market, but the ban covers any product'
    : 'whether it places any product on the EU market is not known';
  const inEuMarket = company.inEea === true || company.facts.sellsToConsumersInEu?.value === true;
  if (inEuMarket && hasAnySector(company, GOODS_SECTORS)) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; ${goodsText}, and as ${describeSectors(company)} selling in the EU it very probably makes products available there.`,
      dates,
      goods ? [] : ['placesGoodsOnEuMarket'],
    );
  }
  const question = goods ? undefined : serviceQuestion(company, 'eu-forced-labour');
  return outcome(
    'possibly-in-scope',
    question
      ? `${TRIGGER_TEXT}; as ${describeSectors(company)}, ${question}.`
      : `${TRIGGER_TEXT}; ${goodsText} (${describeSectors(company)}).`,
    dates,
    goods ? [] : ['placesGoodsOnEuMarket'],
  );
}

export const forcedLabourRule: ApplicabilityRule = {
  id: 'eu-forced-labour',
  name: 'EU Forced Labour Regulation',
  typeLabel: 'EU Regulation',
  version: 'Regulation (EU) 2024/3015',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2024/3015/oj',
      title: 'Regulation (EU) 2024/3015 prohibiting products made with forced labour',
      asOf: '2024-12-12',
    },
    {
      url: 'https://garrigues.com/en_GB/new/official-journal-european-union-publishes-regulation-prohibiting-products-made-forced-labor',
      title:
        'Garrigues: the Official Journal publishes the regulation prohibiting products made with forced labour',
      asOf: CHECKED,
    },
    {
      url: 'https://eucrim.eu/news/new-regulation-will-ban-products-made-with-forced-labour-from-union-market',
      title: 'eucrim: new regulation will ban products made with forced labour from the Union market',
      asOf: CHECKED,
    },
  ],
  evaluate: (company) => evaluate(company),
};
