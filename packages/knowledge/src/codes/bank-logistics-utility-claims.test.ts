import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';
import {
  ISO_SERIES,
  SECTOR_HELD,
  SECTOR_IN_PROCESS,
  SECTOR_NOT_HELD,
} from './fixtures/bank-logistics-utility-claims.js';

const URL = 'https://www.example.com/sustainability';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-27' }).map((code) => [code.codeId, code.status]);

describe('codes of banks, forwarders, utilities and builders', () => {
  it.each(SECTOR_HELD)('%s', (sentence, codeId) => {
    const codes = found(sentence);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.[0]).toBe(codeId);
    expect(codes[0]?.[1]).not.toBe('In process');
  });

  it.each(SECTOR_IN_PROCESS)('a step towards it: %s', (sentence, codeId) => {
    expect(found(sentence)).toEqual([[codeId, 'In process']]);
  });

  it.each(SECTOR_NOT_HELD)('claims nothing: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });

  it.each(ISO_SERIES)('each standard of a series: %s', (sentence, codeIds) => {
    expect(
      found(sentence)
        .map(([codeId]) => codeId)
        .toSorted(),
    ).toEqual(codeIds);
  });
});
