import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { beCsrdRule } from './be-csrd.js';

const LARGE_TEST = 'more than 250 employees, net turnover above €50 million';

describe('Belgian CSRD law', () => {
  itEvaluates(beCsrdRule, [
    {
      name: 'large Belgian group above the Omnibus thresholds',
      company: company({
        Headquarters: 'Leuven, Belgium',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      }),
      verdict: 'in-scope',
      reason: [LARGE_TEST, 'the law of 12 December 2025', 'wave 2'],
      dates: [['Reporting from', 'FY2027']],
    },
    {
      name: 'large under Belgian law but below the Omnibus thresholds',
      company: company(
        { Headquarters: 'Antwerp, Belgium', EmployeeCount: 'size_501_1000', Revenue: 'rev_100M_500M' },
        { listedOnEuRegulatedMarket: consultant(false) },
      ),
      verdict: 'likely-in-scope',
      reason: [LARGE_TEST, '19 Mar 2027', 'more than 1,000 employees', 'may drop out'],
    },
    {
      name: 'small unlisted Belgian company',
      company: company(
        { Headquarters: 'Ghent', EmployeeCount: 'size_11_50', Revenue: 'rev_1M_10M' },
        { listedOnEuRegulatedMarket: consultant(false) },
      ),
      verdict: 'not-in-scope',
      reason: [LARGE_TEST],
    },
    {
      name: 'company outside Belgium',
      company: company({ Headquarters: 'Paris', EmployeeCount: 'size_10000_plus', Revenue: 'rev_10B_plus' }),
      verdict: 'not-in-scope',
      reason: ['governed by Belgian law', '(FR)'],
    },
    {
      name: 'headquarters unknown',
      company: company({ EmployeeCount: 'size_10000_plus', Revenue: 'rev_10B_plus' }),
      verdict: 'possibly-in-scope',
      reason: ['governed by Belgian law', 'headquarters country is unknown'],
    },
    {
      name: 'before stop-the-clock was transposed, wave 2 started in FY2025',
      company: company({
        Headquarters: 'Leuven, Belgium',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      }),
      today: '2025-06-01',
      verdict: 'in-scope',
      reason: [LARGE_TEST, 'Belgian law of 2 December 2024 transposing CSRD'],
      dates: [['Reporting from', 'FY2025']],
    },
  ]);
});
