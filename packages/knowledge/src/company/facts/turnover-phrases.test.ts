import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';
import { keyFigureDocument } from './fixtures/key-figure-document.js';

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
    ['In 2025 we generated €84.2 million in revenue.', 84_200_000],
    ['Mit 118 Mio. € Umsatz im Jahr 2025 zählen wir zu den größten Armaturenherstellern.', 118_000_000],
    ['Avec 52 M€ de chiffre d’affaires en 2025, nous restons une entreprise familiale.', 52_000_000],
    ['Con 38 milioni di euro di fatturato nel 2025 siamo cresciuti del 6%.', 38_000_000],
    ['Met € 86 miljoen omzet in 2025 groeiden wij verder.', 86_000_000],
    ['Contamos com 210 colaboradores e um volume de negócios de 41,5 milhões de euros em 2025.', 41_500_000],
    ['Em 2025 atingimos uma faturação de 1,2 mil milhões de euros.', 1_200_000_000],
    // A building society or bank states its total income, not a revenue.
    [
      'In 2025 our total income was £71.6 million, of which net interest income was £64.9 million.',
      71_600_000,
    ],
  ])('%s', (text, amount) => {
    expect(turnover(text)).toBe(amount);
  });

  it('does not read the size of a French market', () => {
    expect(
      turnover(
        'Le chiffre d’affaires du marché français des vannes atteint 4 milliards d’euros, selon nous.',
      ),
    ).toBeUndefined();
  });

  it("does not read a customer's revenue", () => {
    expect(turnover('Our customers generate revenues of €2 billion with our machines.')).toBeUndefined();
  });
});

/** A linked report's key-figures table, years as columns. */
const report = (...rows: string[][]) =>
  keyFigureDocument('https://www.example.test/downloads/annual-report-2025.pdf', ...rows);

describe('turnover in the key-figures table of a linked report', () => {
  const fromTable = (...rows: string[][]) =>
    readCompanyFacts([{ url: 'https://www.example.test/about', text: 'About us' }], {
      today: '2026-11-26',
      documents: [report(...rows)],
    }).turnover?.value;

  it.each([
    [['Net sales (MEUR)', '79.1', '84.2'], 84_200_000],
    [['Omzet (x € 1.000)', '79.140', '84.215'], 84_215_000],
    [['Umsatzerlöse (TEUR)', '79.140', '84.215'], 84_215_000],
    [["Chiffre d'affaires (k€)", '79 140', '84 215'], 84_215_000],
    [['Ventas netas (miles de euros)', '79.140', '84.215'], 84_215_000],
  ])('%s', (row, amount) => {
    expect(fromTable(['', '2024', '2025'], row)).toEqual({ amount, currency: 'EUR' });
  });

  it('reads a building society’s total income as its turnover', () => {
    expect(fromTable(['', '2024', '2025'], ['Total income (£m)', '66.2', '71.6'])).toEqual({
      amount: 71_600_000,
      currency: 'GBP',
    });
  });

  it("does not read the group's revenue", () => {
    expect(fromTable(['', '2024', '2025'], ['Group revenue (€ million)', '2,310', '2,450'])).toBeUndefined();
  });
});
