import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';

// Fictional companies' about pages, read with no company name known: the facts must come from how the
// sentence speaks of the company ('it', 'the group', its name with its legal form, no pronoun at all).
const facts = (text: string) =>
  readCompanyFacts([{ url: 'https://www.example.test/about', text }], { today: '2026-11-28' });

describe('headcount in third-person and pronoun-less sentences of the company’s own page', () => {
  it.each([
    ["Fondé en 2009 à Nantes, le groupe emploie aujourd'hui 640 salariés, dont 200 médecins.", 640],
    ['Créée en 1970, l’entreprise a son siège à Namur. Elle emploie 520 personnes.', 520],
    ["Fondata nel 1960 a Modena, l'azienda è familiare. Oggi conta 350 dipendenti.", 350],
    ['Insgesamt arbeiten 210 Mitarbeiterinnen und Mitarbeiter für die Kanzlei.', 210],
    ['Nuestro equipo está formado por 140 profesionales, de los cuales 90 son docentes.', 140],
    ['Our 80 shore-based employees and around 300 seafarers keep the fleet running.', 380],
    ['Our 90 consultants and support staff placed 2,000 workers last year.', 90],
    ['Die Beispiel Montage GmbH mit Sitz in Ulm beschäftigt 65 Mitarbeitende, darunter 30 Monteure.', 65],
    ['190 Mitarbeiterinnen und Mitarbeiter brauen jährlich 200.000 Hektoliter Bier.', 190],
  ])('%s', (text, count) => {
    expect(facts(text).headcount?.value.count).toBe(count);
  });

  it('does not read a count of countries joined to staff, nor a named group', () => {
    expect(facts('Our 14 countries and staff from 40 nations make us diverse.').headcount).toBeUndefined();
    expect(facts('Le groupe Exemplar emploie 9 000 salariés dans le monde.').headcount).toBeUndefined();
  });
});

describe('turnover in the company’s own sentences', () => {
  it.each([
    ['Group turnover was €52 million.', 52_000_000],
    ['Group turnover in 2025 was £410 million.', 410_000_000],
    ['Der Honorarumsatz lag im Geschäftsjahr 2025 bei 64 Mio. Euro.', 64_000_000],
    ['W 2025 roku przychody ze sprzedaży Grupy wyniosły 1,4 mld zł.', 1_400_000_000],
    [
      "Elle emploie 300 personnes et a réalisé un chiffre d'affaires de 95 millions d'euros en 2025.",
      95_000_000,
    ],
  ])('%s', (text, amount) => {
    expect(facts(text).turnover?.value.amount).toBe(amount);
  });

  it('still reads a parent’s group turnover as the parent’s', () => {
    expect(facts('Our parent company reported group turnover of €2.3 billion.').turnover).toBeUndefined();
  });
});
