import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';

// A fictional Czech valve maker's pages: its founding year, head office, headcount and turnover as a
// Czech company writes them (decimal comma, 'mil.', 'mld.', 'Kč').
const facts = (text: string) =>
  readCompanyFacts([{ url: 'https://www.example.test/o-nas', text }], {
    today: '2026-11-26',
    companyName: 'Bystřina armatury a.s.',
  });

describe('Czech company facts', () => {
  it.each([
    ['Počet zaměstnanců: 412 (k 31. 12. 2025)', 412],
    ['Zaměstnáváme 412 lidí ve dvou závodech.', 412],
    ['Máme přes 400 zaměstnanců a zákazníky ve 40 zemích.', 400],
  ])('the headcount of "%s"', (text, count) => {
    expect(facts(text).headcount?.value.count).toBe(count);
  });

  it.each([
    ['Obrat za rok 2025: 1,4 mld. Kč (2024: 1,25 mld. Kč)', 1_400_000_000],
    ['Obrat dosáhl 1,4 mld. Kč, ke konci roku jsme zaměstnávali 412 lidí.', 1_400_000_000],
    ['V roce 2025 jsme dosáhli tržeb 860 mil. Kč.', 860_000_000],
    ['Tržby v roce 2025 činily 1,4 miliardy korun.', 1_400_000_000],
  ])('the turnover of "%s"', (text, amount) => {
    expect(facts(text).turnover?.value).toEqual({ amount, currency: 'CZK' });
  });

  it.each([
    ['Sídlo společnosti: Olomouc (Olomoucký kraj), Česká republika', 'Olomouc'],
    ['Společnost se sídlem v Olomouci vyrábí armatury.', 'Olomouci'],
  ])('the head office of "%s"', (text, place) => {
    expect(facts(text).headquarters?.value.place).toBe(place);
  });

  it('takes the head office’s country from the end of its labelled line', () => {
    expect(
      facts('Sídlo společnosti: Kralice (Olomoucký kraj), Česká republika').headquarters?.value,
    ).toMatchObject({ place: 'Kralice, Czechia', country: 'CZ' });
  });

  it.each([
    ['Společnost byla založena v roce 1948.', 1948],
    ['Navazujeme na strojírenskou výrobu založenou v Olomouci v roce 1948.', 1948],
    ['Společnost byla založena v Hranicích na Moravě v roce 1948.', 1948],
  ])('the founding year of "%s"', (text, year) => {
    expect(facts(text).foundedYear?.value).toBe(year);
  });
});
