import { chNonFinancialReportingRule } from './ch-non-financial-reporting.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE } from './test-support.js';

// Test rate: CHF 0.9 per $1, so $10M–50M is CHF 9m–45m (straddles CHF 40m).
describeRuleTable(chNonFinancialReportingRule, [
  {
    name: 'listed Swiss group over 500 FTE and CHF 40m',
    company: company({
      country: 'CH',
      employees: EMPLOYEES.size_1001_5000,
      revenue: REVENUE['1B-5B'],
      facts: { listedOnUsExchange: true },
    }),
    verdict: 'in-scope',
    reason: ['at least 500 full-time positions', 'CHF 40m revenue', 'CHF 900m–CHF 4.5bn'],
  },
  {
    name: 'Swiss company below 500 FTE',
    company: company({ country: 'CH', employees: EMPLOYEES.size_51_200, revenue: REVENUE['1B-5B'] }),
    verdict: 'not-in-scope',
    reason: ['51–200 employees', 'at least 500 full-time positions'],
  },
  {
    name: '201–500 employees touches "at least 500": the exact headcount decides',
    company: company({
      country: 'CH',
      employees: EMPLOYEES.size_201_500,
      revenue: REVENUE['1B-5B'],
      facts: { listedOnEuRegulatedMarket: true },
    }),
    verdict: 'possibly-in-scope',
    reason: ['201–500 employees', 'at least 500 full-time positions'],
  },
  {
    name: 'large Swiss company, public-interest status unknown',
    company: company({ country: 'CH', employees: EMPLOYEES.size_1001_5000, revenue: REVENUE['1B-5B'] }),
    verdict: 'possibly-in-scope',
    reason: ['SIX', 'at least 500 full-time positions'],
    missingFacts: [
      'listedOnEuRegulatedMarket',
      'listedOnUkRegulatedMarket',
      'listedOnUsExchange',
      'isFinancialSectorEntity',
    ],
  },
  {
    name: 'listed, over 500 FTE, revenue below CHF 40m: the balance sheet decides',
    company: company({
      country: 'CH',
      employees: EMPLOYEES.size_501_1000,
      revenue: REVENUE['1M-10M'],
      facts: { listedOnEuRegulatedMarket: true },
    }),
    verdict: 'possibly-in-scope',
    reason: ['below CHF 40m', 'CHF 20m balance sheet'],
  },
  {
    name: 'listed, revenue bucket straddles CHF 40m',
    company: company({
      country: 'CH',
      employees: EMPLOYEES.size_501_1000,
      revenue: REVENUE['10M-50M'],
      facts: { listedOnUkRegulatedMarket: true },
    }),
    verdict: 'likely-in-scope',
    reason: ['CHF 9m–CHF 45m', 'CHF 40m revenue'],
  },
  {
    name: 'Swiss bank (probably FINMA-supervised)',
    company: company({
      country: 'CH',
      employees: EMPLOYEES.size_1001_5000,
      revenue: REVENUE['1B-5B'],
      facts: { isFinancialSectorEntity: true },
    }),
    verdict: 'likely-in-scope',
    reason: ['FINMA', 'at least 500 full-time positions'],
  },
  {
    name: 'German company',
    company: company({ country: 'DE', employees: EMPLOYEES.size_10000_plus, revenue: REVENUE['10B+'] }),
    verdict: 'not-in-scope',
    reason: ['outside Switzerland', 'at least 500 full-time positions'],
  },
]);
