import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.test/nachhaltigkeit';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-27' }).map((code) => code.name);

describe("a customer's or supplier's certificate named with where they work", () => {
  it.each([
    'Viele unserer Kunden aus der Getränkeindustrie sind nach BRCGS zertifiziert und auditieren unsere Werke regelmässig.',
    'Onze klanten uit de voedingsindustrie zijn BRCGS-gecertificeerd.',
    'Nos clients de la grande distribution sont certifiés BRCGS.',
  ])('is not the company’s: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });

  it('keeps the company’s own certificate in the same words', () => {
    expect(found('Unsere Werke in Talheim sind nach BRCGS zertifiziert.')).toHaveLength(1);
  });
});
