import { describe, expect, it } from 'vitest';
import type { StructuredDocument } from '@impact/contracts';
import { readCompanyFacts } from './company-facts.js';
import { keyFigureDocument } from './fixtures/key-figure-document.js';

// A fictional Swedish joinery's pages: its founding year, head office, headcount and turnover as a
// Swedish company writes them, with its owner's figures beside its own.
const facts = (text: string, documents: StructuredDocument[] = []) =>
  readCompanyFacts([{ url: 'https://www.example.test/om-oss', text }], {
    today: '2026-11-26',
    companyName: 'Ljungmora Snickeri AB',
    documents,
  });

const keyFigures = (...rows: string[][]) => keyFigureDocument('https://www.example.test/om-oss', ...rows);

describe('Swedish company facts', () => {
  it.each([
    ['Ljungmora Snickeri AB grundades 1931 som ett litet snickeri vid älven.', 1931],
    ['Företaget grundades i Östersund 1931.', 1931],
    ['Grundat: 1931', 1931],
  ])('the founding year of "%s"', (text, year) => {
    expect(facts(text).foundedYear?.value).toBe(year);
  });

  it.each([
    ['Huvudkontoret ligger i Östersund.', 'Östersund'],
    ['Huvudkontoret med ekonomi, försäljning och inköp finns i Östersund.', 'Östersund'],
    ['Ljungmora är ett familjeföretag med huvudkontor i Östersund.', 'Östersund'],
    ['Bolaget har sitt huvudkontor i Östersund.', 'Östersund'],
  ])('the head office of "%s"', (text, place) => {
    expect(facts(text).headquarters?.value.place).toBe(place);
  });

  it('reads the headcount of a key-figure line and of a table row, not the owner’s', () => {
    expect(facts('Cirka 310 medarbetare').headcount?.value.count).toBe(310);
    expect(facts('Vi är 310 anställda på fyra orter.').headcount?.value.count).toBe(310);
    expect(facts('Antal anställda vid årets slut var 310, varav 52 kvinnor.').headcount?.value.count).toBe(
      310,
    );
    expect(
      facts('Om oss', [keyFigures(['', '2024', '2025'], ['Antal anställda', '296', '310'])]).headcount?.value
        .count,
    ).toBe(310);
    // The owning association's staff is not the company's.
    expect(
      facts('Föreningen, som äger bolaget, hade 1 250 anställda år 2025.').headcount?.value.count,
    ).toBeUndefined();
  });

  it('reads the turnover in kronor, MSEK and a Nettoomsättning (MSEK) row', () => {
    expect(facts('År 2025 uppgick omsättningen till 1,2 miljarder kronor.').turnover?.value).toEqual({
      amount: 1_200_000_000,
      currency: 'SEK',
    });
    expect(facts('Omsättningen ökade till 1 240 MSEK under 2025.').turnover?.value).toEqual({
      amount: 1_240_000_000,
      currency: 'SEK',
    });
    expect(facts('Vi omsatte 460 miljoner kronor 2025.').turnover?.value).toEqual({
      amount: 460_000_000,
      currency: 'SEK',
    });
    expect(
      facts('Om oss', [keyFigures(['', '2024', '2025'], ['Nettoomsättning (MSEK)', '1 180', '1 240'])])
        .turnover?.value,
    ).toEqual({ amount: 1_240_000_000, currency: 'SEK' });
    // The owner's turnover and a target are not the company's.
    expect(facts('Moderbolaget omsatte 5,6 miljarder kronor 2025.').turnover).toBeUndefined();
    expect(facts('Vårt mål är en omsättning på 2 miljarder kronor 2030.').turnover).toBeUndefined();
  });
});
