import type { SectionData } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { CONTROVERSIES_NOT_JUDGED } from './controversies.js';
import { credibilityScore, MAX_SCORE, type CredibilityEvidence } from './credibility.js';

const evidence = (overrides: Partial<CredibilityEvidence> = {}): CredibilityEvidence => ({
  today: '2025-06-30',
  esgRatings: [],
  certifications: [],
  controversies: undefined,
  disclosure: { websiteRead: true, reportPages: [], metricCount: 0, codes: [] },
  ...overrides,
});

const controversy = (status: 'Resolved' | 'Ongoing' | 'Alleged', title = `${status} case`) => ({
  category: 'Environment',
  year: 2024,
  status,
  title,
  description: 'd',
  relevanceToImpact: 'r',
  sources: [{ url: 'https://news.example.org/a', retrievedAt: '2025-06-01' }],
});

const controversies = (...items: ReturnType<typeof controversy>[]): SectionData<'Controversies'> => ({
  hasControversies: items.length > 0,
  summary: 'Checked.',
  controversies: items,
});

describe('credibilityScore', () => {
  it('gives no points for no evidence, with one rationale line per term', () => {
    const result = credibilityScore(evidence());
    expect(result.score).toBe(0);
    expect(result.maxScore).toBe(MAX_SCORE);
    expect(result.rationale).toHaveLength(7);
    expect(result.rationale[0]).toBe('ESG ratings: none found: +0');
    expect(result.rationale[5]).toBe('Controversies: not checked yet: +0');
  });

  it('weighs recent ratings more than old or undated ones, one per agency, capped at 30', () => {
    const two = credibilityScore(
      evidence({
        esgRatings: [
          { agency: 'MSCI', rating: 'AA', date: '2025' },
          { agency: 'MSCI', rating: 'A', date: '2021' },
          { agency: 'CDP', rating: 'A-', date: '2024' },
        ],
      }),
    );
    expect(two.rationale[0]).toBe('ESG ratings: 2 found (MSCI AA 2025, CDP A- 2024): +30');
    const older = credibilityScore(
      evidence({
        esgRatings: [
          { agency: 'Sustainalytics', rating: 'Low risk', date: 'March 2020' },
          { agency: 'EcoVadis', rating: 'Gold', date: 'Not stated' },
        ],
      }),
    );
    expect(older.score).toBe(8 + 5);
  });

  it('counts certifications (5 each, at most 20) and the disclosure on the own site', () => {
    const result = credibilityScore(
      evidence({
        certifications: ['B Corp', 'ISO 14001', 'ISO 50001', 'FSC', 'EU Ecolabel'].map((name) => ({
          name,
          year: 2024,
        })),
        disclosure: {
          websiteRead: true,
          reportPages: ['Sustainability Report 2024'],
          metricCount: 3,
          codes: ['UN Global Compact', 'RE100', 'amfori BSCI', 'Fair Wear'],
        },
      }),
    );
    expect(result.rationale.slice(1, 5)).toEqual([
      'Certifications: 5 found (B Corp 2024, ISO 14001 2024, ISO 50001 2024, FSC 2024 and 1 more): +20',
      "Sustainability report: found on the company's site (Sustainability Report 2024): +20",
      "Reported metrics: 3 stated with a year on the company's pages: +9",
      'Other codes and commitments: 4 stated as held (UN Global Compact, RE100, amfori BSCI, Fair Wear): +15',
    ]);
    expect(result.score).toBe(20 + 20 + 9 + 15);
  });

  it('subtracts controversies by status (Ongoing more than Alleged, Resolved least), never below 0', () => {
    const base = { disclosure: { websiteRead: true, reportPages: ['Report'], metricCount: 10, codes: [] } };
    const one = (status: 'Resolved' | 'Ongoing' | 'Alleged') =>
      credibilityScore(evidence({ ...base, controversies: controversies(controversy(status)) })).score;
    expect([one('Ongoing'), one('Alleged'), one('Resolved')]).toEqual([35 - 15, 35 - 8, 35 - 3]);
    const many = credibilityScore(
      evidence({
        ...base,
        controversies: controversies(...Array.from({ length: 5 }, () => controversy('Ongoing'))),
      }),
    );
    expect(many.score).toBe(0);
    expect(many.rationale[5]).toBe('Controversies: 5 ongoing: −45');
  });

  it('a clean record earns nothing, and an unjudged one costs nothing', () => {
    const clean = credibilityScore(evidence({ controversies: controversies() }));
    expect(clean.rationale[5]).toBe('Controversies: none found in the research answers: +0');
    const unjudged = credibilityScore(
      evidence({
        controversies: {
          hasControversies: false,
          summary: `${CONTROVERSIES_NOT_JUDGED}: no model.`,
          controversies: [],
        },
      }),
    );
    expect(unjudged.rationale[5]).toContain('not judged');
    expect(unjudged.score).toBe(0);
  });

  it('reaches the maximum only with every term at its cap', () => {
    const result = credibilityScore(
      evidence({
        esgRatings: ['MSCI', 'CDP'].map((agency) => ({ agency, rating: 'A', date: '2025' })),
        certifications: ['a', 'b', 'c', 'd'].map((name) => ({ name, year: 2024 })),
        disclosure: { websiteRead: true, reportPages: ['R'], metricCount: 5, codes: ['x', 'y', 'z'] },
        controversies: controversies(),
      }),
    );
    expect(result.score).toBe(100);
  });

  it('says the website was not read rather than that nothing was disclosed', () => {
    const result = credibilityScore(
      evidence({ disclosure: { websiteRead: false, reportPages: [], metricCount: 0, codes: [] } }),
    );
    expect(result.rationale[2]).toBe("Sustainability report: the company's website was not read: +0");
  });
});
