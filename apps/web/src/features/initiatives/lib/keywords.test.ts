import { describe, expect, it } from 'vitest';
import { addKeyword, mergeKeywords, removeKeyword } from './keywords';

describe('addKeyword (spec 02 §5)', () => {
  it('trims the entry and adds it at the end', () => {
    expect(addKeyword(['repair'], '  resale  ')).toEqual(['repair', 'resale']);
    expect(addKeyword([], 'used   outdoor  jackets')).toEqual(['used outdoor jackets']);
  });

  it('adds nothing for a blank entry or one already there (ignoring case)', () => {
    expect(addKeyword(['repair'], '   ')).toEqual(['repair']);
    expect(addKeyword(['Repair'], 'repair ')).toEqual(['Repair']);
  });

  it('does not change the list it was given', () => {
    const keywords = ['repair'];
    addKeyword(keywords, 'resale');
    expect(keywords).toEqual(['repair']);
  });
});

describe('removeKeyword and mergeKeywords', () => {
  it('removes by position', () => {
    expect(removeKeyword(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('merges tags and stock-image keywords without twins', () => {
    expect(mergeKeywords(['net zero', 'SBTi'], ['Net Zero', 'wind turbine'])).toEqual([
      'net zero',
      'SBTi',
      'wind turbine',
    ]);
  });
});
