import { noTransparencyActRule } from './no-transparency-act.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE } from './test-support.js';

// Test rate: NOK 10 per $1, so $1M–10M is NOK 10m–100m (straddles NOK 70m) and $10M–50M is NOK 100m–500m.
describeRuleTable(noTransparencyActRule, [
  {
    name: 'Norwegian company over 50 FTE and NOK 70m',
    company: company({ country: 'NO', employees: EMPLOYEES.size_51_200, revenue: REVENUE['10M-50M'] }),
    verdict: 'in-scope',
    reason: ['NOK 100m–NOK 500m', 'NOK 70m sales revenue', '50 full-time employees'],
  },
  {
    name: 'small unlisted Norwegian company',
    company: company({
      country: 'NO',
      employees: EMPLOYEES.size_1_10,
      revenue: REVENUE.lessThan1M,
      facts: { listedOnEuRegulatedMarket: false },
    }),
    verdict: 'not-in-scope',
    reason: ['1–10 employees', 'NOK 70m sales revenue'],
  },
  {
    name: 'small Norwegian company whose listing is unknown',
    company: company({ country: 'NO', employees: EMPLOYEES.size_1_10, revenue: REVENUE.lessThan1M }),
    verdict: 'possibly-in-scope',
    reason: ['only if it is listed', 'NOK 70m sales revenue'],
    missingFacts: ['listedOnEuRegulatedMarket'],
  },
  {
    name: '11–50 employees and revenue above NOK 70m: the balance sheet decides',
    company: company({ country: 'NO', employees: EMPLOYEES.size_11_50, revenue: REVENUE['10M-50M'] }),
    verdict: 'possibly-in-scope',
    reason: ['11–50 employees', 'NOK 35m balance sheet'],
  },
  {
    name: 'over 50 FTE and a revenue bucket straddling NOK 70m',
    company: company({ country: 'NO', employees: EMPLOYEES.size_51_200, revenue: REVENUE['1M-10M'] }),
    verdict: 'likely-in-scope',
    reason: ['NOK 10m–NOK 100m', 'straddles', 'NOK 70m sales revenue'],
  },
  {
    name: 'large Swedish company: only if taxable in Norway',
    company: company({ country: 'SE', employees: EMPLOYEES.size_1001_5000, revenue: REVENUE['1B-5B'] }),
    verdict: 'possibly-in-scope',
    reason: ['liable to tax', 'NOK 70m sales revenue'],
  },
  {
    name: 'small Swedish company',
    company: company({ country: 'SE', employees: EMPLOYEES.size_1_10, revenue: REVENUE.lessThan1M }),
    verdict: 'not-in-scope',
    reason: ['NOK 70m sales revenue'],
  },
]);
