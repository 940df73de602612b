import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../registry.js';
import { TODAY, company, consultant, itEvaluates } from '../rule-cases.js';
import { batteriesRule } from './batteries.js';

const TRIGGER = 'place batteries on the EU market, including batteries built into products';
const batteries = consultant(['batteries' as const]);

describe('Batteries Regulation', () => {
  itEvaluates(batteriesRule, [
    {
      name: 'large battery seller: due diligence applies',
      company: company(
        { Headquarters: 'Stockholm', Revenue: 'rev_1B_5B' },
        { placesGoodsOnEuMarket: batteries },
      ),
      verdict: 'in-scope',
      reason: [TRIGGER, 'above €40 million net turnover', '€150 million', 'it applies'],
      dates: [
        ['Applies since', '2024-02-18'],
        ['due diligence', '2027-08-18'],
      ],
    },
    {
      name: 'small battery seller: below the due-diligence threshold',
      company: company(
        { Headquarters: 'Stockholm', Revenue: 'rev_1M_10M' },
        { placesGoodsOnEuMarket: batteries },
      ),
      verdict: 'in-scope',
      reason: [TRIGGER, 'only above €40 million', 'it does not'],
    },
    {
      name: 'places no batteries',
      company: company(
        { Headquarters: 'Stockholm' },
        { placesGoodsOnEuMarket: consultant(['coffee' as const]) },
      ),
      verdict: 'not-in-scope',
      reason: [TRIGGER, 'none of them'],
    },
    {
      name: 'electronics maker, goods not recorded',
      company: company({ Headquarters: 'Eindhoven', Industry: 'Consumer Electronics' }),
      verdict: 'likely-in-scope',
      reason: [TRIGGER, 'very probably contain batteries'],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      // A finance company's goods are inferred (FINANCE_PLACES_NO_GOODS), the question left open.
      name: 'bank, goods not recorded',
      company: company({ Headquarters: 'Frankfurt', Industry: 'Banking' }),
      verdict: 'not-in-scope',
      reason: [
        TRIGGER,
        'places none of them',
        'inferred, not stated',
        'banking, insurance or asset management',
      ],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      name: 'counter-example: a bank that also makes electronics, goods not recorded',
      company: company({ Headquarters: 'Frankfurt', Industry: 'Banking and consumer electronics' }),
      verdict: 'likely-in-scope',
      reason: [TRIGGER],
      missing: ['placesGoodsOnEuMarket'],
    },
  ]);

  it('leaves the due-diligence date out when the turnover is below the threshold', () => {
    const result = evaluateRule(
      batteriesRule,
      company({ Revenue: 'rev_1M_10M' }, { placesGoodsOnEuMarket: batteries }),
      TODAY,
    );
    expect(result.dates.map((entry) => entry.date)).not.toContain('2027-08-18');
  });
});
