import { ukClimateDisclosureRule } from './uk-climate-disclosure.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE } from './test-support.js';

// Test rate: £0.8 per $1: $100M–500M is £80m–400m, $500M–1B is £400m–800m, $1B–5B is £800m–4bn.
describeRuleTable(ukClimateDisclosureRule, [
  {
    name: 'UK company over 500 employees and £500m turnover',
    company: company({ country: 'GB', employees: EMPLOYEES.size_1001_5000, revenue: REVENUE['1B-5B'] }),
    verdict: 'in-scope',
    reason: ['more than 500 employees', 'turnover above £500m', '£800m–£4bn'],
  },
  {
    name: 'UK-listed company over 500 employees, below £500m',
    company: company({
      country: 'GB',
      employees: EMPLOYEES.size_501_1000,
      revenue: REVENUE['100M-500M'],
      facts: { listedOnUkRegulatedMarket: true },
    }),
    verdict: 'in-scope',
    reason: ['securities traded on a UK market', 'more than 500 employees'],
  },
  {
    name: 'UK company with 500 or fewer employees',
    company: company({ country: 'GB', employees: EMPLOYEES.size_201_500, revenue: REVENUE['1B-5B'] }),
    verdict: 'not-in-scope',
    reason: ['201–500 employees', 'more than 500 employees'],
  },
  {
    name: 'UK private company below £500m, not a bank or insurer',
    company: company({
      country: 'GB',
      employees: EMPLOYEES.size_501_1000,
      revenue: REVENUE['100M-500M'],
      facts: { listedOnUkRegulatedMarket: false, isFinancialSectorEntity: false },
    }),
    verdict: 'not-in-scope',
    reason: ['£80m–£400m', 'turnover above £500m'],
  },
  {
    name: 'turnover bucket straddles £500m',
    company: company({
      country: 'GB',
      employees: EMPLOYEES.size_501_1000,
      revenue: REVENUE['500M-1B'],
      facts: { listedOnUkRegulatedMarket: false, isFinancialSectorEntity: false },
    }),
    verdict: 'likely-in-scope',
    reason: ['£400m–£800m', 'straddl', 'turnover above £500m'],
  },
  {
    name: 'below £500m and listing unknown',
    company: company({ country: 'GB', employees: EMPLOYEES.size_501_1000, revenue: REVENUE['100M-500M'] }),
    verdict: 'possibly-in-scope',
    reason: ['more than 500 employees'],
    missingFacts: ['listedOnUkRegulatedMarket', 'isFinancialSectorEntity'],
  },
  {
    name: 'French company',
    company: company({ country: 'FR', employees: EMPLOYEES.size_10000_plus, revenue: REVENUE['10B+'] }),
    verdict: 'not-in-scope',
    reason: ['UK-registered companies', 'more than 500 employees'],
  },
  {
    name: 'foreign group with £600m UK turnover: its UK subsidiary may qualify',
    company: company({
      country: 'FR',
      employees: EMPLOYEES.size_10000_plus,
      facts: { ukTurnoverGbp: 600_000_000 },
    }),
    verdict: 'possibly-in-scope',
    reason: ['£600m', 'UK subsidiary'],
  },
]);
