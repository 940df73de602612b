import { describe, expect, it } from 'vitest';
import {
  addUrlRow,
  canRemoveUrlRow,
  removeUrlRow,
  updateUrlRow,
  URL_ROW_ERROR,
  urlRowError,
  urlsToSubmit,
  withAtLeastOneRow,
} from './url-rows';

describe('URL rows (spec 02 §5)', () => {
  it('always has at least one row', () => {
    expect(withAtLeastOneRow([])).toEqual(['']);
    expect(withAtLeastOneRow(['https://a.example'])).toEqual(['https://a.example']);
  });

  it('adds a blank row and updates one in place', () => {
    expect(addUrlRow(['https://a.example'])).toEqual(['https://a.example', '']);
    expect(updateUrlRow(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
  });

  it('removes a row, but never the last one', () => {
    expect(removeUrlRow(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeUrlRow(['https://a.example'], 0)).toEqual(['']);
    expect(canRemoveUrlRow(['a'])).toBe(false);
    expect(canRemoveUrlRow(['a', ''])).toBe(true);
  });

  it('drops blank rows on submit, trims and keeps each address once', () => {
    expect(
      urlsToSubmit(['', ' https://a.example ', '   ', 'https://b.example', 'https://a.example']),
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(urlsToSubmit([''])).toEqual([]);
  });

  it('accepts blank rows and web addresses, refuses anything else', () => {
    expect(urlRowError('   ')).toBeNull();
    expect(urlRowError('https://www.edie.net/ab-inbev')).toBeNull();
    expect(urlRowError('http://example.com')).toBeNull();
    expect(urlRowError('edie.net/ab-inbev')).toBe(URL_ROW_ERROR);
    expect(urlRowError('javascript:alert(1)')).toBe(URL_ROW_ERROR);
    expect(urlRowError('mailto:a@b.example')).toBe(URL_ROW_ERROR);
  });
});
