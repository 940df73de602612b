import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { esprRule } from './espr.js';

const TRIGGER = [
  'destroying unsold apparel, clothing accessories and footwear from 19 Jul 2026',
  'medium enterprises from 19 Jul 2030',
];

describe('ESPR', () => {
  itEvaluates(esprRule, [
    {
      name: 'large EU apparel company',
      company: company({
        Headquarters: 'Arteixo, Spain',
        Industry: 'Fashion',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      }),
      verdict: 'in-scope',
      reason: [...TRIGGER, 'a large apparel company'],
      dates: [['destruction ban since', '2026-07-19']],
    },
    {
      name: 'small apparel company is exempt',
      company: company({
        Headquarters: 'Lisbon',
        Industry: 'Apparel',
        EmployeeCount: 'size_11_50',
        Revenue: 'rev_1M_10M',
      }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'micro or small'],
    },
    {
      name: 'apparel company between small and large',
      company: company({
        Headquarters: 'Lisbon',
        Industry: 'Apparel',
        EmployeeCount: 'size_51_200',
        Revenue: 'rev_10M_50M',
      }),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'size class cannot be settled'],
      dates: [['(medium) from', '2030-07-19']],
    },
    {
      name: 'large US apparel company of unknown EU presence',
      company: company({
        Headquarters: 'Ventura, CA',
        Industry: 'Outdoor Apparel',
        EmployeeCount: 'size_1001_5000',
        Revenue: 'rev_1B_5B',
      }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'not recorded'],
      missing: ['sellsToConsumersInEu'],
    },
    {
      name: 'no goods and no EU consumers',
      company: company(
        { Headquarters: 'Ventura, CA', Industry: 'Apparel' },
        { placesGoodsOnEuMarket: consultant([]), sellsToConsumersInEu: consultant(false) },
      ),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'no EU consumers'],
    },
    {
      name: 'small EU electronics maker: nothing before 2030',
      company: company({
        Headquarters: 'Graz',
        Industry: 'Electronics',
        EmployeeCount: 'size_11_50',
        Revenue: 'rev_1M_10M',
      }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'not a large enterprise'],
    },
    {
      // A finance company's goods are inferred (FINANCE_PLACES_NO_GOODS), the question left open.
      name: 'EU bank, goods not recorded',
      company: company({ Headquarters: 'Frankfurt', Industry: 'Banking', EmployeeCount: 'size_1001_5000' }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'no products of its own', 'inferred, not stated'],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      name: 'counter-example: EU software company, goods not recorded',
      company: company({ Headquarters: 'Walldorf', Industry: 'Software' }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'not known'],
      missing: ['placesGoodsOnEuMarket'],
    },
  ]);
});
