import { describe, expect, it } from 'vitest';
import { isCatalogueCode, quoteNamesCode } from './code-names.js';
import { urlKey } from './context-sources.js';
import { displayQuote, findQuote, occursIn, textNear } from './quote-check.js';

const PAGE = 'Our results\nIn 2024 our Scope 1 and 2 emissions were 12,400 tCO₂e —\na 9% cut.\nWe’re proud.';

describe('checking what a model quotes', () => {
  it('finds a quote despite typography, line breaks, quote marks and end punctuation', () => {
    expect(
      findQuote(PAGE, '“In 2024 our Scope 1 and 2 emissions were 12,400 tCO2e - a 9% cut.”'),
    ).toBeDefined();
    expect(
      findQuote(PAGE, "We're proud, in 2024 our Scope 1 and 2 emissions were 12,400 tCO2e"),
    ).toBeUndefined();
  });

  it('refuses a quote too short to prove anything', () => {
    expect(findQuote(PAGE, 'Our results')).toBeUndefined();
  });

  it('looks for values as whole tokens near the quote', () => {
    const match = findQuote(PAGE, 'our Scope 1 and 2 emissions were 12,400 tCO2e')!;
    expect(occursIn(textNear(match, 50), '12,400 tCO2e')).toBe(true);
    expect(occursIn(textNear(match, 50), '9%')).toBe(true);
    expect(occursIn(textNear(match, 50), '2,400')).toBe(false);
    expect(occursIn(textNear(match, 50), '202')).toBe(false);
  });

  it('shows a quote without the model’s quote marks', () => {
    expect(displayQuote(' “We hold\n the seal.” ')).toBe('We hold the seal.');
  });

  it('matches a cited URL however its host case, fragment or trailing slash differ', () => {
    expect(urlKey('https://WWW.Example.com/a/#x')).toBe(urlKey('https://example.com/a'));
    expect(urlKey('ftp://example.com/a')).toBeUndefined();
    expect(urlKey('not a url')).toBeUndefined();
  });
});

describe('code names', () => {
  it('knows the knowledge base catalogue’s codes by name or alias', () => {
    expect(isCatalogueCode('UN Global Compact')).toBe(true);
    expect(isCatalogueCode('B Corp')).toBe(true);
    expect(isCatalogueCode('Porcelain Guild Green Kiln Seal')).toBe(false);
  });

  it('accepts a quote as evidence only when it names the code', () => {
    expect(
      quoteNamesCode(
        'Our targets were validated by the SBTi in 2023.',
        'Science Based Targets initiative (SBTi)',
      ),
    ).toBe(true);
    expect(quoteNamesCode('We hold the Green Kiln Seal.', 'Green Kiln Seal')).toBe(true);
    expect(quoteNamesCode('Our kilns are modern.', 'Green Kiln Seal')).toBe(false);
  });
});
