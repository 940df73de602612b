import { globalIssbRule } from './global-issb.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE } from './test-support.js';

describeRuleTable(globalIssbRule, [
  {
    name: 'Australian Group 1 company: mandatory through AASB S2',
    company: company({ country: 'AU', employees: EMPLOYEES.size_1001_5000, revenue: REVENUE['1B-5B'] }),
    verdict: 'in-scope',
    reason: ['voluntary unless a jurisdiction adopts them', 'AASB S2', 'Group 1'],
  },
  {
    name: 'UK-listed issuer: likely through UK SRS',
    company: company({ country: 'GB', facts: { listedOnUkRegulatedMarket: true } }),
    verdict: 'likely-in-scope',
    reason: ['UK SRS', 'PS26/19'],
  },
  {
    name: 'Japanese company: adopter whose scope is not encoded',
    company: company({ country: 'JP', facts: { listedOnUkRegulatedMarket: false } }),
    verdict: 'possibly-in-scope',
    reason: ['Japan (SSBJ standards)', 'not encoded'],
  },
  {
    name: 'German company not listed in the UK',
    company: company({ country: 'DE', facts: { listedOnUkRegulatedMarket: false } }),
    verdict: 'not-in-scope',
    reason: ['voluntary unless a jurisdiction adopts them', 'Neither encoded adoption route applies'],
  },
  {
    name: 'German company whose UK listing is unknown',
    company: company({ country: 'DE' }),
    verdict: 'possibly-in-scope',
    reason: ['UK SRS'],
    missingFacts: ['listedOnUkRegulatedMarket'],
  },
]);
