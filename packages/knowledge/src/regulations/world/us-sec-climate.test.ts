import { describe, expect, it } from 'vitest';
import { usSecClimateRule } from './us-sec-climate.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE, TODAY } from './test-support.js';

describe('us-sec-climate is context only', () => {
  it('is marked contextOnly and never triggers, even for a large US-listed company', () => {
    expect(usSecClimateRule.contextOnly).toBe(true);
    const registrant = company({
      country: 'US',
      employees: EMPLOYEES.size_10000_plus,
      revenue: REVENUE['10B+'],
      facts: { listedOnUsExchange: true },
    });
    expect(usSecClimateRule.evaluate(registrant, TODAY).verdict).toBe('not-in-scope');
  });
});

describeRuleTable(usSecClimateRule, [
  {
    name: 'US-listed company',
    company: company({ country: 'US', facts: { listedOnUsExchange: true } }),
    verdict: 'not-in-scope',
    reason: ['never took effect', '29 May 2026', 'listed in the US'],
  },
  {
    name: 'nothing known',
    company: company(),
    verdict: 'not-in-scope',
    reason: ['stayed on 4 Apr 2024', 'context only'],
  },
]);
