import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { complianceStatusFor, obligationStart, statusVariantFor, toRegulationRow } from './to-row.js';
import type { ApplicabilityResult, ApplicabilityRule } from './types.js';

const TODAY = '2026-11-21';
const rule: ApplicabilityRule = {
  id: 'eu-test',
  name: 'Test Regulation',
  typeLabel: 'EU Regulation',
  version: 'v1',
  asOf: TODAY,
  sources: [{ url: 'https://example.org/act', title: 'Act', asOf: '2026-01-01' }],
  evaluate: () => ({ verdict: 'not-in-scope', reason: '', dates: [], missingFacts: [] }),
};

function result(overrides: Partial<ApplicabilityResult>): ApplicabilityResult {
  return {
    instrumentId: rule.id,
    verdict: 'in-scope',
    reason: 'Because.',
    dates: [],
    missingFacts: [],
    sources: rule.sources,
    ruleVersion: 'v1',
    asOf: TODAY,
    ...overrides,
  };
}

describe('status mapping', () => {
  it.each([
    [
      'in scope, started',
      result({ dates: [{ label: 'Applies since', date: '2024-02-18' }] }),
      'danger',
      'In scope – applies since 18 Feb 2024',
    ],
    [
      'in scope, starts within 12 months',
      result({
        dates: [
          { label: 'Reporting from', date: 'FY2027' },
          { label: 'First report published', date: '2028' },
        ],
      }),
      'danger',
      'In scope – reporting from FY2027',
    ],
    [
      'in scope, starts on the 12-month day',
      result({ dates: [{ label: 'Applies from', date: '2027-11-21' }] }),
      'danger',
      'In scope – applies from 21 Nov 2027',
    ],
    [
      'in scope, starts later',
      result({ dates: [{ label: 'Applies from', date: '2029-07-26' }] }),
      'warning',
      'In scope – applies from 26 Jul 2029',
    ],
    ['in scope, no date', result({}), 'danger', 'In scope'],
    ['likely', result({ verdict: 'likely-in-scope' }), 'warning', 'Likely in scope'],
    [
      'possibly, one fact',
      result({ verdict: 'possibly-in-scope', missingFacts: ['euTurnoverEur'] }),
      'neutral',
      'Check needed: EU turnover unknown',
    ],
    [
      'possibly, two facts',
      result({ verdict: 'possibly-in-scope', missingFacts: ['euTurnoverEur', 'listedOnEuRegulatedMarket'] }),
      'neutral',
      'Check needed: EU turnover unknown (+1 more)',
    ],
    ['possibly, no fact', result({ verdict: 'possibly-in-scope' }), 'neutral', 'Check needed'],
    ['not in scope', result({ verdict: 'not-in-scope' }), 'success', 'Not in scope'],
  ] as const)('%s', (_name, input, variant, status) => {
    expect(statusVariantFor(rule, input, TODAY)).toBe(variant);
    expect(complianceStatusFor(rule, input)).toBe(status);
  });

  it('shows context-only items as neutral context', () => {
    const proposal = { ...rule, contextOnly: true };
    const input = result({ verdict: 'not-in-scope' });
    expect(statusVariantFor(proposal, input, TODAY)).toBe('neutral');
    expect(complianceStatusFor(proposal, input)).toBe('Context only – not in force');
  });

  it('takes the earliest date as the start of obligations', () => {
    const input = result({
      dates: [
        { label: 'B', date: '2030-01-01' },
        { label: 'A', date: 'FY2027' },
        { label: 'C', date: 'soon' },
      ],
    });
    expect(obligationStart(input)?.label).toBe('A');
  });
});

describe('toRegulationRow', () => {
  it('carries verdict, reason, dates, questions, sources and provenance', () => {
    const row = toRegulationRow(
      rule,
      result({
        verdict: 'possibly-in-scope',
        missingFacts: ['euTurnoverEur'],
        dates: [{ label: 'Applies from', date: '2028' }],
      }),
      TODAY,
    );
    expect(row).toMatchObject({
      name: 'Test Regulation',
      type: 'EU Regulation',
      verdict: 'possibly-in-scope',
      reason: 'Because.',
      dates: [{ label: 'Applies from', date: '2028' }],
      method: 'rule',
      knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
      sources: [{ url: 'https://example.org/act', title: 'Act', retrievedAt: '2026-01-01' }],
    });
    expect(row.missingFacts?.[0]?.fact).toBe('euTurnoverEur');
    expect(row.missingFacts?.[0]?.question).toMatch(/EU in each of the last two financial years/);
  });
});
