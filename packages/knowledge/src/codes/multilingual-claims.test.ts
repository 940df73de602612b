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

describe('a second certificate named with its noun after a first claim in the same sentence', () => {
  it.each([
    'Nel 2021 abbiamo ottenuto la certificazione ISO 45001 per la salute e sicurezza e nel 2023 la certificazione ISO 50001 per la gestione dell’energia.',
    'In 2021 we obtained ISO 45001 certification for health and safety at all four plants and in 2023 the certificate ISO 50001 for energy.',
  ])('%s', (sentence) => {
    expect(found(sentence).toSorted()).toEqual([
      ['iso-45001', 'Certified'],
      ['iso-50001', 'Certified'],
    ]);
  });

  it('counter-example, a certificate planned after the claim is not held', () => {
    const sentence =
      'Nel 2021 abbiamo ottenuto la certificazione ISO 45001; la certificazione ISO 50001 è prevista per il 2027.';
    expect(found(sentence).find(([code]) => code === 'iso-50001')?.[1]).not.toBe('Certified');
  });
});
