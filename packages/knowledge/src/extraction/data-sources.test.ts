import { describe, expect, it } from 'vitest';
import { METRIC_KINDS } from './metric-kinds.js';

/** Every data entry of the extractor carries a public source with a URL and an 'as of' date. */
describe('METRIC_KINDS', () => {
  const entries = Object.entries(METRIC_KINDS);

  it.each(entries)('%s has sources with a URL and an as-of date', (_id, kind) => {
    expect(kind.sources.length).toBeGreaterThan(0);
    for (const source of kind.sources) {
      expect(source.url).toMatch(/^https:\/\/\S+$/);
      expect(source.title.trim()).not.toBe('');
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(source.asOf))).toBe(false);
    }
    expect(kind.standardRef).toMatch(/^(?:ESRS|GHG)/);
  });

  it('emissions kinds cite the GHG Protocol, the others the ESRS', () => {
    for (const [, kind] of entries) {
      const urls = kind.sources.map((s) => s.url);
      expect(urls).toContain('https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj');
      if (kind.category === 'Emissions') expect(urls).toContain('https://ghgprotocol.org/corporate-standard');
    }
  });
});
