import { auClimateReportingRule } from './au-climate-reporting.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE } from './test-support.js';

// Test rate: A$1.5 per $1: $1M–10M is A$1.5m–15m, $10M–50M is A$15m–75m, $50M–100M is A$75m–150m,
// $100M–500M is A$150m–750m, $1B–5B is A$1.5bn–7.5bn.
describeRuleTable(auClimateReportingRule, [
  {
    name: 'large Australian group (Group 1)',
    company: company({ country: 'AU', employees: EMPLOYEES.size_1001_5000, revenue: REVENUE['1B-5B'] }),
    verdict: 'in-scope',
    reason: ['Group 1', 'revenue at least A$500m', 'at least 500 employees', '2025-01-01'],
  },
  {
    name: 'Group 3 met; Group 1 would depend on assets',
    company: company({ country: 'AU', employees: EMPLOYEES.size_201_500, revenue: REVENUE['100M-500M'] }),
    verdict: 'in-scope',
    reason: ['meets Group 3', 'at least 100 employees', 'may fall in Group 1'],
  },
  {
    name: 'small Australian company',
    company: company({ country: 'AU', employees: EMPLOYEES.size_11_50, revenue: REVENUE['1M-10M'] }),
    verdict: 'not-in-scope',
    reason: ['below every size group', 'revenue at least A$50m', 'at least 100 employees'],
  },
  {
    name: 'headcount bucket straddles 100 with revenue above A$50m (Group 3)',
    company: company({ country: 'AU', employees: EMPLOYEES.size_51_200, revenue: REVENUE['50M-100M'] }),
    verdict: 'likely-in-scope',
    reason: ['straddles Group 3', 'A$75m–A$150m'],
  },
  {
    name: 'both buckets straddle Group 3: assets decide',
    company: company({ country: 'AU', employees: EMPLOYEES.size_51_200, revenue: REVENUE['10M-50M'] }),
    verdict: 'possibly-in-scope',
    reason: ['Group 3', 'depends on figures we lack'],
  },
  {
    name: 'small Australian miner: NGER reporting may apply',
    company: company({
      country: 'AU',
      sectors: ['B', 'extractives'],
      employees: EMPLOYEES.size_11_50,
      revenue: REVENUE['1M-10M'],
    }),
    verdict: 'possibly-in-scope',
    reason: ['NGER', 'Group 3'],
  },
  {
    name: 'New Zealand company',
    company: company({ country: 'NZ', employees: EMPLOYEES.size_10000_plus, revenue: REVENUE['10B+'] }),
    verdict: 'not-in-scope',
    reason: ['Chapter 2M', 'outside Australia'],
  },
]);
