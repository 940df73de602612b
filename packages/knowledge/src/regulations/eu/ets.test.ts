import { describe } from 'vitest';
import { company, itEvaluates } from '../rule-cases.js';
import { etsRule } from './ets.js';

const TRIGGER = ['combustion above 20 MW', 'ships of 5,000 GT and more', 'fuel suppliers from 2028'];

describe('EU ETS and ETS2', () => {
  itEvaluates(etsRule, [
    {
      name: 'EU utility',
      company: company({ Headquarters: 'Fredericia, Denmark', Industry: 'Renewable Energy' }),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'very probably operates'],
      dates: [['ETS2', '2028-01-01']],
    },
    {
      name: 'non-EU oil and gas company',
      company: company({ Headquarters: 'Houston', Industry: 'Oil & Gas' }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'in the EEA'],
    },
    {
      name: 'EU bank',
      company: company({ Headquarters: 'Frankfurt', Industry: 'Banking' }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'does not operate'],
    },
    {
      name: 'unknown sector',
      company: company({ Headquarters: 'Frankfurt' }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'check its sites and fleet'],
    },
  ]);
});
