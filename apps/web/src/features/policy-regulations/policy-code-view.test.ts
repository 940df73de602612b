import { describe, expect, it } from 'vitest';
import {
  categoryChipClasses,
  codesSectionView,
  codeStatusChipClasses,
  policiesSectionView,
  relevanceChipClasses,
  relevanceLabel,
  validUntilLabel,
  type UpcomingPolicies,
  type VoluntaryCodes,
} from './policy-code-view';

const policy: UpcomingPolicies['policies'][number] = {
  name: 'CSDDD due diligence obligations',
  phase: 'Application July 2029',
  sector: 'Large EU companies',
  relevance: 'High',
  description: 'Due diligence across the chain of activities.',
  sources: [],
};
const code: VoluntaryCodes['codes'][number] = {
  name: 'RE100',
  category: 'Environmental',
  status: 'Certified',
  description: 'Member since 2017.',
  validUntil: null,
  sources: [],
};

describe('labels and chips', () => {
  it('names relevance as the spec does', () => {
    expect(relevanceLabel('High')).toBe('High Relevance');
    expect(relevanceLabel('Medium')).toBe('Medium Relevance');
    expect(relevanceLabel('Low')).toBe('Low Relevance');
  });

  it('gives each relevance, status and category a distinct colour, with a fallback', () => {
    expect(new Set(['High', 'Medium', 'Low'].map(relevanceChipClasses)).size).toBe(3);
    expect(relevanceChipClasses('Other')).toBe(relevanceChipClasses('Low'));
    expect(codeStatusChipClasses('Certified')).not.toBe(codeStatusChipClasses('In process'));
    expect(codeStatusChipClasses('Other')).toContain('bg-muted');
    expect(new Set(['Environmental', 'Social', 'Governance'].map(categoryChipClasses)).size).toBe(3);
    expect(categoryChipClasses('Other')).toContain('bg-muted');
  });

  it("writes 'Valid until' in the en-US short format, and nothing without a date", () => {
    expect(validUntilLabel('2026-09-30')).toBe('Valid until Sep 30, 2026');
    // Only the year stated: no day is shown that the source did not state.
    expect(validUntilLabel('2027')).toBe('Valid until 2027');
    expect(validUntilLabel('2027-03')).toBe('Valid until Mar 2027');
    expect(validUntilLabel(null)).toBeNull();
    expect(validUntilLabel('not a date')).toBeNull();
  });
});

describe('policiesSectionView', () => {
  it('shows policies to everyone', () => {
    expect(policiesSectionView({ summary: ' Summary ', policies: [policy] }, false)).toEqual({
      visible: true,
      summary: 'Summary',
      items: [policy],
    });
  });

  it('is hidden when empty, except for an Admin', () => {
    const empty = { summary: 'Not researched: no research provider.', policies: [] };
    expect(policiesSectionView(empty, false).visible).toBe(false);
    expect(policiesSectionView(undefined, false).visible).toBe(false);
    expect(policiesSectionView(empty, true)).toMatchObject({ visible: true, items: [] });
    expect(policiesSectionView(undefined, true)).toEqual({ visible: true, summary: null, items: [] });
  });
});

describe('codesSectionView', () => {
  it('shows codes to everyone', () => {
    expect(codesSectionView({ summary: 'Found one.', codes: [code] }, false).visible).toBe(true);
  });

  it('shows an honest empty summary to everyone, and hides a section with nothing to say', () => {
    const notResearched = {
      summary: "Not researched: the company's website has not been read.",
      codes: [],
    };
    expect(codesSectionView(notResearched, false)).toEqual({
      visible: true,
      summary: notResearched.summary,
      items: [],
    });
    expect(codesSectionView({ summary: '  ', codes: [] }, false).visible).toBe(false);
    expect(codesSectionView(undefined, false).visible).toBe(false);
    expect(codesSectionView(undefined, true).visible).toBe(true);
  });
});
