import { ukSrsRule } from './uk-srs.js';
import { company, describeRuleTable, EMPLOYEES } from './test-support.js';

describeRuleTable(ukSrsRule, [
  {
    name: 'UK-listed issuer: likely, because the final FCA rules are unverified',
    company: company({
      country: 'GB',
      employees: EMPLOYEES.size_1001_5000,
      facts: { listedOnUkRegulatedMarket: true },
    }),
    verdict: 'likely-in-scope',
    reason: ['UKLR 6', '1 Jan 2027', 'PS26/19', 'comply-or-explain'],
  },
  {
    name: 'not listed in the UK',
    company: company({ country: 'GB', facts: { listedOnUkRegulatedMarket: false } }),
    verdict: 'not-in-scope',
    reason: ['UKLR 6', 'not listed in the UK'],
  },
  {
    name: 'UK listing unknown',
    company: company({ country: 'GB' }),
    verdict: 'possibly-in-scope',
    reason: ['UKLR 6', 'unknown'],
    missingFacts: ['listedOnUkRegulatedMarket'],
  },
]);
