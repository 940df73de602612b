import { ALL_RULES } from '@impact/knowledge';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../lib/test-support/render';
import { flagFor, JURISDICTIONS } from './jurisdiction';
import { JurisdictionFlag } from './jurisdiction-flag';

afterEach(cleanup);

/** Regional-indicator letters and the globe emoji: what renders as an empty box without an emoji font. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}\u{1F30D}-\u{1F310}]/u;

describe('jurisdiction flags', () => {
  it('has a flag for the jurisdiction of every rule the knowledge base knows', () => {
    const labels = [...new Set(ALL_RULES.map((rule) => rule.typeLabel))];
    expect(labels.length).toBeGreaterThan(10);
    const withoutFlag = labels.filter((label) => flagFor(label) === null);
    expect(withoutFlag).toEqual([]);
  });

  it('draws every flag as an inline SVG, with no emoji', () => {
    for (const jurisdiction of JURISDICTIONS) {
      render(<JurisdictionFlag jurisdiction={jurisdiction} />);
      const svg = document.querySelector(`svg[data-flag="${jurisdiction}"]`);
      expect(svg, jurisdiction).not.toBeNull();
      expect(svg!.getAttribute('aria-hidden'), jurisdiction).toBe('true');
      expect(svg!.querySelectorAll('rect, path, circle').length, jurisdiction).toBeGreaterThan(0);
      expect(EMOJI_FLAG.test(document.body.innerHTML), jurisdiction).toBe(false);
      cleanup();
    }
  });

  it('keeps the spec: EU, Global, BE and US get flags; voluntary labels and unknown prefixes none', () => {
    expect(flagFor('EU Directive (proposal)')).toBe('EU');
    expect(flagFor('Global Standard')).toBe('Global');
    expect(flagFor('BE Law')).toBe('BE');
    expect(flagFor('US State Law (California)')).toBe('US');
    expect(flagFor('UK Law')).toBe('UK');
    expect(flagFor('Voluntary Framework')).toBeNull();
    expect(flagFor('voluntary standard')).toBeNull();
    expect(flagFor('DK Law')).toBeNull();
    expect(flagFor('USA Law')).toBeNull();
    expect(flagFor('Europe-wide')).toBeNull();
    expect(flagFor('')).toBeNull();
  });
});
