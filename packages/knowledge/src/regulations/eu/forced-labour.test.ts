import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { forcedLabourRule } from './forced-labour.js';

const TRIGGER = ['any size and sector', 'any product made with forced labour'];

describe('Forced Labour Regulation', () => {
  itEvaluates(forcedLabourRule, [
    {
      name: 'places goods on the EU market',
      company: company(
        { Headquarters: 'Shanghai, China' },
        { placesGoodsOnEuMarket: consultant(['batteries' as const]) },
      ),
      verdict: 'in-scope',
      reason: [...TRIGGER, 'batteries'],
      dates: [['Applies from', '2027-12-14']],
    },
    {
      name: 'services company with no listed goods',
      company: company(
        { Headquarters: 'Brussels', Industry: 'Consulting' },
        { placesGoodsOnEuMarket: consultant([]) },
      ),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'sells services'],
    },
    {
      name: 'EU manufacturer, goods not recorded',
      company: company({ Headquarters: 'Turin', Industry: 'Machinery manufacturing' }),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'very probably'],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      name: 'manufacturer answered none of the listed goods: any product still counts',
      company: company(
        { Headquarters: 'Turin', Industry: 'Machinery manufacturing' },
        { placesGoodsOnEuMarket: consultant([]) },
      ),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'the ban covers any product'],
      missing: [],
    },
    {
      name: 'unknown company',
      company: company(),
      verdict: 'possibly-in-scope',
      reason: TRIGGER,
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      // A finance company's goods are inferred (FINANCE_PLACES_NO_GOODS), the question left open.
      name: 'insurer, goods not recorded',
      company: company({ Headquarters: 'Munich', Industry: 'Insurance' }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'financial services rather than products', 'inferred, not stated'],
      missing: ['placesGoodsOnEuMarket'],
    },
  ]);
});
