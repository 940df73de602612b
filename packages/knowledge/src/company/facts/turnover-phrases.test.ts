import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';

// Fictional companies' about pages and report introductions: their turnover, in six languages.
const turnover = (text: string) =>
  readCompanyFacts([{ url: 'https://www.example.test/about', text }], {
    today: '2026-11-26',
    companyName: 'Brinkwater',
  }).turnover?.value.amount;

describe('turnover in sentences the company writes about itself', () => {
  it.each([
    ['La société a réalisé en 2025 un chiffre d’affaires de 52,3 millions d’euros.', 52_300_000],
    ['En 2025, la société a réalisé un chiffre d’affaires de 52,3 millions d’euros.', 52_300_000],
    ['En 2025 alcanzamos una facturación de 64,5 M€.', 64_500_000],
    ['Nel 2025 registriamo un fatturato di 38,2 milioni di euro.', 38_200_000],
    ['De omzet bedroeg in 2025 € 86,4 mln.', 86_400_000],
  ])('%s', (text, amount) => {
    expect(turnover(text)).toBe(amount);
  });

  it("does not read a customer's revenue", () => {
    expect(turnover('Our customers generate revenues of €2 billion with our machines.')).toBeUndefined();
  });
});
