import { describe, expect, it } from 'vitest';
import { normalizeCompany } from '../normalize.js';
import { deLksgRule as lksg } from '../../regulations/world/de-lksg.js';
import { readCompanyFacts } from './company-facts.js';
import { headcountByCountryInSentence, headcountInCountry } from './headcount-by-country.js';
import { statedProfile } from './stated-profile.js';

const page = (text: string) => [{ url: 'https://www.drives.test/report', text }];
const inGermany = (text: string) => headcountInCountry(page(text), 2026, 'DE')?.value;
const inFrance = (text: string) => headcountInCountry(page(text), 2026, 'FR')?.value;

describe('headcountInCountry: the people employed in one country, from the headcount sentence', () => {
  it.each([
    ['2024 beschäftigten wir 1.240 Menschen, davon 985 in Deutschland und 255 in Tschechien.', 985],
    ['We employ 2,300 people, of whom 1,150 in Germany.', 1150],
    ['Wir haben 3.400 Mitarbeitende, davon rund 2.100 in Deutschland.', 2100],
    ['Nous comptons 1 800 salariés, dont 240 en Allemagne.', 240],
  ])('%s → %d in Germany', (text, expected) => {
    expect(inGermany(text)).toBe(expected);
  });

  it('reads France in French and English', () => {
    expect(inFrance('Nous employons 6 200 collaborateurs, dont 5 400 en France.')).toBe(5400);
    expect(inFrance('We employ 940 people, including 310 in France.')).toBe(310);
  });

  it('reads nothing from a sentence that is not the headcount, or from another party', () => {
    // Customers, not staff.
    expect(inGermany('Wir beliefern 1.240 Kunden, davon 985 in Deutschland.')).toBeUndefined();
    // A customer's workforce.
    expect(
      inGermany('Unsere Kunden beschäftigen 40.000 Mitarbeitende, davon 9.000 in Deutschland.'),
    ).toBeUndefined();
    // Another country.
    expect(inGermany('We employ 1,240 people, of whom 985 in Austria.')).toBeUndefined();
    // A share larger than the whole is a misreading.
    expect(inGermany('We employ 240 people, of whom 985 in Germany.')).toBeUndefined();
  });

  it('feeds the LkSG: 985 employees in Germany are below its threshold, with the sentence quoted', () => {
    const text = '2024 beschäftigten wir 1.240 Menschen, davon 985 in Deutschland und 255 in Tschechien.';
    const facts = readCompanyFacts(page(text), { today: '2026-11-27' });
    expect(facts.headcountInGermany).toMatchObject({ value: 985, origin: 'website' });
    // '2024 beschäftigten' is the verb, not '2024 Beschäftigte': the headcount is 1,240.
    expect(facts.headcount).toMatchObject({ value: { count: 1240 } });
    const company = normalizeCompany(
      { Name: 'Drives GmbH', Headquarters: 'Paderborn, Germany' },
      {},
      undefined,
      statedProfile(facts),
    );
    const outcome = lksg.evaluate(company, '2026-11-27');
    expect(outcome.verdict).toBe('not-in-scope');
    expect(outcome.reason).toContain('985 employees in Germany (stated on https://www.drives.test/report');
  });

  it("a consultant's answer beats the company's sentence", () => {
    const text = 'We employ 2,300 people, of whom 1,150 in Germany.';
    const company = normalizeCompany(
      { Name: 'Drives GmbH', Headquarters: 'Paderborn, Germany' },
      { employeesInGermany: { value: 900, origin: { kind: 'consultant' } } },
      undefined,
      statedProfile(readCompanyFacts(page(text), { today: '2026-11-27' })),
    );
    expect(company.facts.employeesInGermany).toEqual({ value: 900, origin: { kind: 'consultant' } });
  });
});

describe('headcountByCountryInSentence: every country of the headcount clause', () => {
  it.each([
    ['2024 beschäftigten wir 1.240 Menschen, davon 985 in Deutschland und 255 in Tschechien.', 1240],
    ['In 2024 we employed 1,240 people, of whom 985 in Germany and 255 in Czechia.', 1240],
  ])('%s', (sentence, headcount) => {
    expect(headcountByCountryInSentence(sentence, headcount)).toEqual([
      { country: 'DE', count: 985 },
      { country: 'CZ', count: 255 },
    ]);
  });

  it('reads three countries in French and Italian', () => {
    expect(
      headcountByCountryInSentence(
        'Nous comptons 900 salariés, dont 600 en France, 200 en Belgique et 100 en Espagne.',
        900,
      ),
    ).toEqual([
      { country: 'FR', count: 600 },
      { country: 'BE', count: 200 },
      { country: 'ES', count: 100 },
    ]);
    expect(
      headcountByCountryInSentence('Contiamo 420 dipendenti, di cui 380 in Italia e 40 in Austria.', 420),
    ).toEqual([
      { country: 'IT', count: 380 },
      { country: 'AT', count: 40 },
    ]);
  });

  it('counter-examples: a department, counts above the headcount, no clause', () => {
    expect(
      headcountByCountryInSentence('Wir haben 300 Mitarbeitende, davon 40 in der Verwaltung.', 300),
    ).toEqual([]);
    expect(
      headcountByCountryInSentence('We employ 300 people, of whom 250 in Germany and 90 in Poland.', 300),
    ).toEqual([]);
    expect(headcountByCountryInSentence('We employ 300 people in Germany.', 300)).toEqual([]);
  });
});
