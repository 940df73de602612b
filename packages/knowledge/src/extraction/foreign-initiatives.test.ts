import { describe, expect, it } from 'vitest';
import { extractInitiativeCandidates } from './initiatives.js';

// Invented companies' pages in five languages: a programme named after 'our' or after 'we launched',
// beside a programme word that names nothing and a foundation that is a partner's.
const titles = (text: string) =>
  extractInitiativeCandidates(text, 'https://www.example.test/engagements', {
    retrievedAt: '2026-06-01',
  }).map((candidate) => candidate.title);

describe('named programmes in French, Dutch, German, Italian and Spanish', () => {
  it.each([
    [
      'Avec notre programme Zéro Chute, nous avons réduit les chutes de tissu de 30 %.',
      'Programme Zéro Chute',
    ],
    [
      'En 2023, nous avons lancé le programme « Ateliers Ouverts » pour les écoles.',
      'Programme Ateliers Ouverts',
    ],
    ['Met ons project Groene Daken leggen we sedum op alle hallen.', 'Project Groene Daken'],
    ['Il nostro progetto Cantieri Puliti ha coinvolto 42 cantieri nel 2024.', 'Progetto Cantieri Puliti'],
    ['Nel 2022 abbiamo avviato il progetto "Acqua Amica" in tutti gli hotel.', 'Progetto Acqua Amica'],
    ['Hemos puesto en marcha el programa Raíces en Zaragoza.', 'Programa Raíces'],
    ['Mit unserem Projekt „Grüne Höfe“ begrünen wir Dächer.', 'Projekt Grüne Höfe'],
    [
      'Arbeitssicherheit: Programm „Sicher heim – jeden Tag“ mit Unterweisungen in vier Sprachen',
      'Programm Sicher heim – jeden Tag',
    ],
    [
      'Le rapport présente les progrès de notre feuille de route Cap Vert 2030 : moins 8 % d’émissions.',
      'Feuille de route Cap Vert 2030',
    ],
    ['Nuestra estrategia «Raíz Común» tiene tres ejes.', 'Estrategia Raíz Común'],
    [
      'Unsere Nachhaltigkeitsstrategie „Morgen bauen“ hat vier Handlungsfelder.',
      'Nachhaltigkeitsstrategie Morgen bauen',
    ],
    // Polish: the programme word, what it is about in lower case, the quoted name; no 'our'.
    ['Program efektywności energetycznej „Zielona Hala” obejmuje wymianę sprężarek.', 'Program Zielona Hala'],
    [
      'Projekt fotowoltaiczny „Jasny Dach”: w 2025 roku uruchomiliśmy instalacje PV o mocy 2 MWp.',
      'Projekt Jasny Dach',
    ],
    ['Strategia zrównoważonego rozwoju „Brzozak 2030” obejmuje trzy obszary.', 'Strategia Brzozak 2030'],
  ])('%s', (sentence, title) => {
    expect(titles(sentence)).toEqual([title]);
  });

  it.each([
    'Notre programme de formation compte 40 modules.',
    'Unser Projekt Wasser sparen läuft seit 2021.',
    'Con la fondazione Rossi, nostra partner, sosteniamo le scuole.',
    'Notre stratégie RSE repose sur trois piliers.',
    'Notre stratégie climat vise la neutralité en 2050.',
  ])('names no programme: %s', (sentence) => {
    expect(titles(sentence)).toEqual([]);
  });
});

describe('named programmes in Swedish, Danish and Norwegian', () => {
  it.each([
    [
      'Vårt säkerhetsprogram "Noll olyckor" startade 2022 och omfattar riskronder.',
      'Säkerhetsprogram Noll olyckor',
    ],
    ['Med vores klimaprojekt „Grønne Tage“ lægger vi sedum på alle haller.', 'Klimaprojekt Grønne Tage'],
    ['Vårt program «Trygg på jobb» gjelder alle ansatte.', 'Program Trygg på jobb'],
  ])('%s', (sentence, title) => {
    expect(titles(sentence)).toEqual([title]);
  });

  it('names no programme without a quoted name: Vårt säkerhetsprogram omfattar alla anläggningar.', () => {
    expect(titles('Vårt säkerhetsprogram omfattar alla anläggningar.')).toEqual([]);
  });
});
