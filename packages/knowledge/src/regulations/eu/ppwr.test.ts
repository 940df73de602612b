import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { ppwrRule } from './ppwr.js';

const TRIGGER = 'packaging or of packaged products made available in the EU';

describe('PPWR', () => {
  itEvaluates(ppwrRule, [
    {
      name: 'places packaging',
      company: company(
        { Headquarters: 'Rotterdam' },
        { placesGoodsOnEuMarket: consultant(['packaging' as const]) },
      ),
      verdict: 'in-scope',
      reason: [TRIGGER, 'packaging on the EU market'],
      dates: [['Applies from', '2026-08-12']],
    },
    {
      name: 'places goods that travel in packaging',
      company: company(
        { Headquarters: 'Rotterdam' },
        { placesGoodsOnEuMarket: consultant(['coffee' as const]) },
      ),
      verdict: 'likely-in-scope',
      reason: [TRIGGER, 'coffee'],
    },
    {
      name: 'places no goods',
      company: company({ Headquarters: 'Rotterdam' }, { placesGoodsOnEuMarket: consultant([]) }),
      verdict: 'not-in-scope',
      reason: [TRIGGER, 'none of them'],
    },
    {
      name: 'EU consumer-goods maker, goods not recorded',
      company: company(
        { Headquarters: 'London', Industry: 'Consumer Goods' },
        { sellsToConsumersInEu: consultant(true) },
      ),
      verdict: 'likely-in-scope',
      reason: [TRIGGER, 'selling in the EU'],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      name: 'US software company, goods not recorded',
      company: company({ Headquarters: 'Austin, TX', Industry: 'Software' }),
      verdict: 'possibly-in-scope',
      reason: [TRIGGER],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      // A finance company's goods are inferred (FINANCE_PLACES_NO_GOODS), the question left open.
      name: 'insurer, goods not recorded',
      company: company({ Headquarters: 'Munich', Industry: 'Insurance' }),
      verdict: 'not-in-scope',
      reason: [TRIGGER, 'places none of them', 'inferred, not stated'],
      missing: ['placesGoodsOnEuMarket'],
    },
  ]);
});
