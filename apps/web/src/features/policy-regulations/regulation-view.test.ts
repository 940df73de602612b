import { describe, expect, it } from 'vitest';
import {
  keyDateText,
  reasonToggleLabel,
  regulationRows,
  statusChipClasses,
  toRegulationView,
  type RegulationRow,
} from './regulation-view';

const row = (overrides: Partial<RegulationRow> = {}): RegulationRow => ({
  name: 'Corporate Sustainability Reporting Directive (CSRD)',
  type: 'EU Directive',
  complianceStatus: 'In scope – reporting from FY2027',
  statusVariant: 'danger',
  sources: [],
  ...overrides,
});

describe('statusChipClasses', () => {
  it('gives each variant its own colour, and reads anything else as neutral', () => {
    const classes = (['success', 'warning', 'danger', 'neutral'] as const).map(statusChipClasses);
    expect(new Set(classes).size).toBe(4);
    expect(classes[0]).toContain('emerald');
    expect(classes[1]).toContain('amber');
    expect(classes[2]).toContain('red');
    expect(statusChipClasses('unknown')).toBe(statusChipClasses('neutral'));
  });
});

describe('reasonToggleLabel', () => {
  it('follows the verdict when the knowledge base gave one', () => {
    expect(reasonToggleLabel({ verdict: 'in-scope', complianceStatus: 'In scope' })).toBe('Why it applies');
    expect(reasonToggleLabel({ verdict: 'possibly-in-scope', complianceStatus: 'Check needed' })).toBe(
      'Why it applies',
    );
    expect(reasonToggleLabel({ verdict: 'not-in-scope', complianceStatus: 'Not in scope' })).toBe(
      'Why it does not apply',
    );
  });

  it("otherwise reads the status's words", () => {
    expect(reasonToggleLabel({ complianceStatus: 'Out of scope – below €1.5bn EU turnover' })).toBe(
      'Why it does not apply',
    );
    expect(reasonToggleLabel({ complianceStatus: 'Likely out of scope – EU turnover far below €450m' })).toBe(
      'Why it does not apply',
    );
    expect(reasonToggleLabel({ complianceStatus: 'Not applicable – stayed, rescission proposed' })).toBe(
      'Why it does not apply',
    );
    expect(reasonToggleLabel({ complianceStatus: 'Likely in scope – applies from 26 Jul 2029' })).toBe(
      'Why it applies',
    );
  });
});

describe('keyDateText', () => {
  it('formats ISO days in en-US and keeps years and fiscal years as written', () => {
    expect(keyDateText('2026-12-30')).toBe('Dec 30, 2026');
    expect(keyDateText('FY2027')).toBe('FY2027');
    expect(keyDateText('2028')).toBe('2028');
  });
});

describe('toRegulationView', () => {
  it('maps a rule row: verdict, dates, the questions that would settle it, and the method', () => {
    const view = toRegulationView(
      row({
        statusVariant: 'neutral',
        complianceStatus: 'Check needed: EU turnover unknown',
        verdict: 'possibly-in-scope',
        reason: ' Depends on EU turnover. ',
        dates: [{ label: 'Reporting from', date: '2028-01-01' }],
        missingFacts: [
          { fact: 'euTurnoverEur', question: 'What net turnover did the company generate in the EU?' },
        ],
        sources: [{ url: 'https://eur-lex.europa.eu/eli/dir/2022/2464/oj', retrievedAt: '2026-11-21' }],
        method: 'rule',
        knowledgeBaseVersion: '2026.11.21',
      }),
    );
    expect(view).toMatchObject({
      flag: 'EU',
      status: 'Check needed: EU turnover unknown',
      offersAssessment: true,
      toggleLabel: 'Why it applies',
      hasDetails: true,
      verdict: 'Possibly in scope',
      reason: 'Depends on EU turnover.',
      dates: [{ label: 'Reporting from', date: 'Jan 1, 2028' }],
      questions: ['What net turnover did the company generate in the EU?'],
      method: 'Knowledge base rule (version 2026.11.21)',
    });
    expect(view.statusClasses).toBe(statusChipClasses('neutral'));
  });

  it('maps a compiled sample row, which has a reason and sources but no verdict', () => {
    const view = toRegulationView(
      row({
        statusVariant: 'success',
        complianceStatus: 'In scope – ESRS reporting since FY2024',
        reason: 'Reports under the CSRD.',
        sources: [{ url: 'https://example.com/report', retrievedAt: '2026-11-21' }],
      }),
    );
    expect(view).toMatchObject({
      offersAssessment: false,
      hasDetails: true,
      verdict: null,
      dates: [],
      questions: [],
      method: null,
    });
  });

  it('offers nothing to reveal when the row carries no reason, dates, questions or sources', () => {
    expect(toRegulationView(row({ reason: '  ' })).hasDetails).toBe(false);
  });

  it('offers the assessment on every non-success variant', () => {
    for (const statusVariant of ['warning', 'danger', 'neutral'] as const) {
      expect(toRegulationView(row({ statusVariant })).offersAssessment).toBe(true);
    }
  });
});

describe('regulationRows', () => {
  it('reads a list, and nothing from a missing or malformed block', () => {
    expect(regulationRows([row()])).toHaveLength(1);
    expect(regulationRows(undefined)).toEqual([]);
    expect(regulationRows({ rows: [] })).toEqual([]);
  });
});
