import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const found = (sentence: string) =>
  detectCodes(sentence, 'https://www.example.co.uk/trust', { retrievedAt: '2026-11-28' })
    .map((code) => [code.codeId, code.status])
    .toSorted();

describe("a software firm's Cyber Essentials and a builder's Considerate Constructors Scheme", () => {
  it('reads them when the company holds or registers', () => {
    expect(found('We are certified to Cyber Essentials Plus.')).toEqual([['cyber-essentials', 'Certified']]);
    expect(found('Every one of our sites is registered with the Considerate Constructors Scheme.')).toEqual([
      ['considerate-constructors', 'Member'],
    ]);
  });

  it('leaves them to others, and to a plan', () => {
    expect(found('We require our suppliers to hold Cyber Essentials.')).toEqual([]);
    expect(found('Unser IT-Partner ist nach Cyber Essentials zertifiziert.')).toEqual([]);
  });
});
