import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';
import { HELD, IN_PROCESS, NOT_HELD } from './fixtures/multilingual-claims.js';

const URL = 'https://www.example.com/nachhaltigkeit';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-26' }).map((code) => [code.codeId, code.status]);

describe('certificates, memberships and signatures claimed in five more languages', () => {
  it.each(HELD)('%s', (sentence, codeId) => {
    expect(found(sentence)).toHaveLength(1);
    expect(found(sentence)[0]?.[0]).toBe(codeId);
    expect(found(sentence)[0]?.[1]).not.toBe('In process');
  });

  it.each(IN_PROCESS)('a step towards it: %s', (sentence, codeId) => {
    expect(found(sentence)).toEqual([[codeId, 'In process']]);
  });

  it.each(NOT_HELD)('claims nothing: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });
});
