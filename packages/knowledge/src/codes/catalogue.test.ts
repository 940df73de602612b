import { CODE_CATEGORIES, CODE_STATUSES } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { VOLUNTARY_CODES, voluntaryCode } from './catalogue.js';
import { detectCodes } from './detect-codes.js';
import { heldStatusOf } from './held-status.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const REQUIRED = [
  'b-corp',
  'fsc',
  'pefc',
  'rspo',
  'fairtrade',
  'rainforest-alliance',
  'sbti',
  'un-global-compact',
  're100',
  'iso-14001',
  'iso-45001',
  'iso-50001',
  'ecovadis',
  'fair-wear',
  'amfori-bsci',
  'gots',
  'bluesign',
  'cradle-to-cradle',
  'eu-ecolabel',
  'rba',
];

describe('voluntary codes catalogue', () => {
  it('has at least 20 codes, including every one the issue names, each id once', () => {
    expect(VOLUNTARY_CODES.length).toBeGreaterThanOrEqual(20);
    for (const id of REQUIRED) expect(voluntaryCode(id), id).toBeDefined();
    expect(new Set(VOLUNTARY_CODES.map((c) => c.id)).size).toBe(VOLUNTARY_CODES.length);
  });

  it('every entry has a category, aliases, an official URL and sources with URL and as-of date', () => {
    for (const code of VOLUNTARY_CODES) {
      expect(CODE_CATEGORIES, code.id).toContain(code.category);
      expect(code.aliases.length, code.id).toBeGreaterThan(0);
      expect(() => new URL(code.officialUrl), code.id).not.toThrow();
      expect(code.description.length, code.id).toBeGreaterThan(40);
      expect(code.sources.length, code.id).toBeGreaterThan(0);
      for (const source of code.sources) {
        expect(source.url, code.id).toMatch(/^https?:\/\/\S+$/);
        expect(source.asOf, code.id).toMatch(ISO_DATE);
        expect(source.title.length, code.id).toBeGreaterThan(0);
      }
    }
  });

  it('gives every code with an ambiguous alias a way to confirm it', () => {
    for (const code of VOLUNTARY_CODES.filter((c) => c.aliases.some((a) => a.ambiguous))) {
      expect(
        code.aliases.some((a) => !a.ambiguous),
        code.id,
      ).toBe(true);
      expect(code.contextTerms?.length ?? 0, code.id).toBeGreaterThan(0);
    }
  });

  it('finds each code by each of its aliases, and no other code', () => {
    for (const code of VOLUNTARY_CODES) {
      for (const alias of code.aliases) {
        const context = alias.ambiguous ? ` (${code.contextTerms?.[0]})` : '';
        // A validation scheme has no members whose targets it thereby validated: its claim names the targets.
        const claim =
          heldStatusOf(code) === 'Validated' ? 'Our targets were validated by' : 'We are a member of';
        const found = detectCodes(`${claim} ${alias.text}${context}.`, 'https://example.com', {
          retrievedAt: '2026-11-21',
        });
        expect(
          found.map((f) => f.codeId),
          `${code.id}: ${alias.text}`,
        ).toEqual([code.id]);
      }
    }
  });
});

describe('held status', () => {
  it('gives every code a held status from the one shared list, and certificates only to certificates', () => {
    for (const code of VOLUNTARY_CODES) {
      const status = heldStatusOf(code);
      expect(CODE_STATUSES, code.id).toContain(status);
      expect(status === 'Certified', code.id).toBe(
        ['certification', 'label', 'management-system'].includes(code.kind),
      );
    }
    expect(heldStatusOf(voluntaryCode('un-global-compact')!)).toBe('Participant');
    expect(heldStatusOf(voluntaryCode('ecovadis')!)).toBe('Rated');
  });
});
