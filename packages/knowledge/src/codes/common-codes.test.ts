import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';
import { HELD_COMMON, IN_PROCESS_COMMON, NOT_HELD_COMMON, OTHERS_CODES } from './fixtures/common-codes.js';

const URL = 'https://www.example.com/certificates';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-26' }).map((code) => [code.codeId, code.status]);

describe('codes commonly named beside ISO 14001, in six languages', () => {
  it.each(HELD_COMMON)('%s', (sentence, codeId) => {
    const codes = found(sentence);
    expect(codes.map(([id]) => id)).toContain(codeId);
    expect(codes.find(([id]) => id === codeId)?.[1]).not.toBe('In process');
  });

  it.each(IN_PROCESS_COMMON)('a commitment, not yet held: %s', (sentence, codeId) => {
    expect(found(sentence)).toEqual([[codeId, 'In process']]);
  });

  it.each(NOT_HELD_COMMON)('claims nothing: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });

  it.each(OTHERS_CODES)('a customer’s or supplier’s code: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });
});
