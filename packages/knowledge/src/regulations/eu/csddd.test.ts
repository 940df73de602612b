import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { csdddRule } from './csddd.js';

const THRESHOLDS = ['more than 5,000 employees', 'worldwide net turnover above €1.5 billion'];

describe('CSDDD after Omnibus I', () => {
  itEvaluates(csdddRule, [
    {
      name: 'EU group above both thresholds',
      company: company({
        Headquarters: 'Leuven, Belgium',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      }),
      verdict: 'in-scope',
      reason: [...THRESHOLDS, '10,000+ employees'],
      dates: [['Applies from', '2029-07-26']],
    },
    {
      name: 'EU company with at most 5,000 employees',
      company: company({
        Headquarters: 'Stockholm',
        EmployeeCount: 'size_1001_5000',
        Revenue: 'rev_10B_plus',
      }),
      verdict: 'not-in-scope',
      reason: [...THRESHOLDS, '1,001–5,000 employees', 'franchise'],
    },
    {
      name: 'turnover bucket straddles €1.5 billion',
      company: company({
        Headquarters: 'Copenhagen',
        EmployeeCount: 'size_5001_10000',
        Revenue: 'rev_1B_5B',
      }),
      verdict: 'likely-in-scope',
      reason: [...THRESHOLDS, '€850M–€4.3B', 'straddles'],
    },
    {
      name: 'non-EU company with EU turnover above €1.5 billion',
      company: company({ Headquarters: 'New York, NY' }, { euTurnoverEur: consultant(2e9) }),
      verdict: 'in-scope',
      reason: ['EU turnover above €1.5 billion', '€2 billion'],
    },
    {
      name: 'non-EU company, EU turnover unknown',
      company: company({ Headquarters: 'Seattle', Revenue: 'rev_10B_plus' }),
      verdict: 'possibly-in-scope',
      reason: ['EU turnover above €1.5 billion', 'unknown EU turnover'],
      missing: ['euTurnoverEur'],
    },
    {
      name: 'non-EU company too small in total',
      company: company({ Headquarters: 'Seattle', Revenue: 'rev_100M_500M' }),
      verdict: 'not-in-scope',
      reason: ['EU turnover above €1.5 billion'],
    },
  ]);
});

describe('CSDDD before Omnibus I', () => {
  itEvaluates(csdddRule, [
    {
      name: 'original tiers: 1,001–5,000 employees falls in the 2029 tier',
      company: company({ Headquarters: 'Berlin', EmployeeCount: 'size_1001_5000', Revenue: 'rev_1B_5B' }),
      today: '2025-01-01',
      verdict: 'in-scope',
      reason: ['CSDDD as adopted', 'more than 1,000 employees', '€450 million'],
      dates: [['Applies from', '2029-07-26']],
    },
    {
      name: 'stop-the-clock: the largest tier moves to 2028',
      company: company({ Headquarters: 'Berlin', EmployeeCount: 'size_10000_plus', Revenue: 'rev_10B_plus' }),
      today: '2025-06-01',
      verdict: 'in-scope',
      reason: ['stop-the-clock', 'more than 5,000 employees'],
      dates: [['Applies from', '2028-07-26']],
    },
  ]);
});
