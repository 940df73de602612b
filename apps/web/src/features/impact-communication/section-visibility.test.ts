import { describe, expect, it } from 'vitest';
import {
  hasControversies,
  hasPublicPerception,
  hasReportedMetrics,
  hasReportingFrameworks,
  visibleGroups,
} from './section-visibility';

const emptyPerception = {
  summary: '',
  mediaSentiment: { overall: 'Neutral' as const, keyThemes: [] },
  ngoActivity: { mentions: false, details: [] },
  esgRatings: [],
  certifications: [],
  credibilityScore: { score: 0, maxScore: 10, rationale: [] },
  sources: [],
};

describe('has data', () => {
  it('reported metrics: at least one metric', () => {
    expect(hasReportedMetrics([{}])).toBe(true);
    expect(hasReportedMetrics([])).toBe(false);
    expect(hasReportedMetrics(undefined)).toBe(false);
  });

  it('reporting frameworks: an overview or a framework', () => {
    expect(hasReportingFrameworks({ overview: 'Overview', frameworks: [] })).toBe(true);
    expect(
      hasReportingFrameworks({
        overview: ' ',
        frameworks: [{ name: 'GRI', relevanceScore: 50, explanation: '', url: 'https://gri.org' }],
      }),
    ).toBe(true);
    expect(hasReportingFrameworks({ overview: ' ', frameworks: [] })).toBe(false);
    expect(hasReportingFrameworks(null)).toBe(false);
  });

  it('public perception: a summary or any finding', () => {
    expect(hasPublicPerception({ ...emptyPerception, summary: 'Not researched: no provider.' })).toBe(true);
    expect(
      hasPublicPerception({ ...emptyPerception, certifications: [{ name: 'B Corp', year: 2011 }] }),
    ).toBe(true);
    expect(hasPublicPerception(emptyPerception)).toBe(false);
    expect(hasPublicPerception(undefined)).toBe(false);
  });

  it('controversies: a summary (even "none found") or an item', () => {
    expect(hasControversies({ hasControversies: false, summary: 'None found.', controversies: [] })).toBe(
      true,
    );
    expect(hasControversies({ hasControversies: false, summary: '', controversies: [] })).toBe(false);
    expect(hasControversies(undefined)).toBe(false);
  });
});

describe('visibleGroups', () => {
  const none = {
    reportedMetrics: false,
    reportingFrameworks: false,
    publicPerception: false,
    controversies: false,
  };

  it('hides sections without data, and a group left empty', () => {
    expect(visibleGroups({ ...none, reportingFrameworks: true }, false)).toEqual([
      { title: 'Impact Reporting', sections: ['reportingFrameworks'] },
    ]);
    expect(visibleGroups(none, false)).toEqual([]);
  });

  it('shows every section to an Admin, with or without data', () => {
    expect(visibleGroups(none, true)).toEqual([
      { title: 'Impact Reporting', sections: ['reportedMetrics', 'reportingFrameworks'] },
      { title: 'External Perception', sections: ['publicPerception', 'controversies'] },
    ]);
  });
});
