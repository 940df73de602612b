import { describe, expect, it } from 'vitest';
import { nlDueDiligenceRule } from './nl-due-diligence.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE, TODAY } from './test-support.js';

describe('nl-due-diligence is context only', () => {
  it('is marked contextOnly and never triggers, even for a large Dutch seller to consumers', () => {
    expect(nlDueDiligenceRule.contextOnly).toBe(true);
    const dutch = company({
      country: 'NL',
      inEu: true,
      employees: EMPLOYEES.size_10000_plus,
      revenue: REVENUE['10B+'],
    });
    expect(nlDueDiligenceRule.evaluate(dutch, TODAY).verdict).toBe('not-in-scope');
  });
});

describeRuleTable(nlDueDiligenceRule, [
  {
    name: 'large Dutch company',
    company: company({ country: 'NL', employees: EMPLOYEES.size_10000_plus }),
    verdict: 'not-in-scope',
    reason: ['not in force', 'no size threshold', 'Dutch end-users'],
  },
  {
    name: 'nothing known',
    company: company(),
    verdict: 'not-in-scope',
    reason: ['implementing order', 'Wivo'],
  },
]);
