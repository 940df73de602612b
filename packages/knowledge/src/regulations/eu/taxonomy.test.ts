import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { taxonomyRule } from './taxonomy.js';

const TRIGGER = [
  'every undertaking that must report under CSRD',
  'more than 1,000 employees',
  '€450 million',
];

describe('EU Taxonomy Art. 8', () => {
  itEvaluates(taxonomyRule, [
    {
      name: 'follows CSRD in scope',
      company: company({
        Headquarters: 'Leuven, Belgium',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      }),
      verdict: 'in-scope',
      reason: TRIGGER,
      dates: [['Reporting from', 'FY2027']],
    },
    {
      name: 'follows CSRD out of scope',
      company: company(
        { Headquarters: 'Lyon', EmployeeCount: 'size_51_200', Revenue: 'rev_10M_50M' },
        { listedOnEuRegulatedMarket: consultant(false) },
      ),
      verdict: 'not-in-scope',
      reason: TRIGGER,
    },
    {
      name: 'follows CSRD on a missing EU turnover',
      company: company({ Headquarters: 'Ventura, CA', Revenue: 'rev_1B_5B' }),
      verdict: 'possibly-in-scope',
      reason: ['every undertaking that must report under CSRD', 'EU net turnover'],
      missing: ['euTurnoverEur'],
    },
    {
      name: 'small financial entity may disclose product alignment',
      company: company(
        { Headquarters: 'Lyon', EmployeeCount: 'size_51_200', Revenue: 'rev_10M_50M' },
        { listedOnEuRegulatedMarket: consultant(false), isFinancialSectorEntity: consultant(true) },
      ),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'under SFDR'],
    },
  ]);
});
