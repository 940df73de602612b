import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readPageFacts, statedFacts } from './page-facts.js';

/** A fictional tile maker's home page: its figures in a list of short tiles, its seat in the footer. */
const HOME = `<html><body><header><nav><a href="/azienda">Azienda</a><a href="/contatti">Contatti</a></nav></header>
<main><h1>Superfici in gres porcellanato</h1><h2>In numeri</h2>
<ul><li><strong>386</strong> collaboratori</li><li><strong>11,2 milioni</strong> di m² prodotti nel 2024</li><li><strong>2</strong> stabilimenti</li></ul></main>
<footer><p>Ceramiche Valsecchia S.p.A. – Via Statale 83, 41042 Fiorano Modenese (MO) – P.IVA 01873450364</p></footer></body></html>`;

describe('a home page whose figures are short tiles and whose seat is only in the footer', () => {
  const facts = readPageFacts(load(HOME));
  const stated = statedFacts(facts.text, { today: '2026-11-28', footer: facts.footer });

  it('reads the headcount from the tile', () => {
    expect(stated.employees).toEqual({ value: 386, quote: '386 collaboratori' });
  });

  it('reads the seat from an Italian address with its CAP and province code, even in a town no list knows', () => {
    expect(stated.headquarters).toEqual({
      value: 'Fiorano Modenese, Italy',
      quote: 'Via Statale 83, 41042 Fiorano Modenese (MO)',
    });
  });

  it('keeps menu words and tiles that count no people out of the headcount', () => {
    expect(facts.text).not.toMatch(/^Azienda$/m);
    expect(statedFacts('2 stabilimenti\n90 paesi', { today: '2026-11-28' }).employees).toBeUndefined();
  });

  it('reads no seat from a German address without a province code in a town no list knows', () => {
    const footer = ['Muster GmbH – Hauptstraße 4, 79999 Kleinhausen – USt-IdNr. DE123456789'];
    expect(statedFacts('', { today: '2026-11-28', footer }).headquarters).toBeUndefined();
  });
});
