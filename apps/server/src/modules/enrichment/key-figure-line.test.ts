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

/** A fictional haulier's about page: its headcount and turnover only in a key-figures table. */
const ABOUT_TABLE = `<html><body><main><h1>Over Harlinga Transport</h1>
<p>In 1971 begon Jan Harlinga in Meppel met één vrachtwagen melk te rijden voor de zuivelfabriek.</p>
<h2>Harlinga in cijfers</h2>
<table><tr><th></th><th>2024</th><th>2023</th></tr>
<tr><td>Medewerkers</td><td>310</td><td>298</td></tr>
<tr><td>Netto-omzet</td><td>€ 61,2 miljoen</td><td>€ 58,0 miljoen</td></tr>
<tr><td>Trekkers</td><td>140</td><td>131</td></tr></table></main></body></html>`;

describe('an about page whose headcount and turnover stand only in a key-figures table', () => {
  const facts = readPageFacts(load(ABOUT_TABLE));
  const stated = statedFacts(facts.text, { today: '2026-11-28' });

  it('reads the latest year’s headcount and turnover from the table’s rows', () => {
    expect(stated.employees).toEqual({ value: 310, quote: 'Medewerkers | 2024: 310' });
    expect(stated.turnover?.value).toBe('rev_50M_100M');
    expect(stated.turnover?.stated).toBe('EUR 61,200,000');
  });

  it('counter-example, a table of trucks counts no people', () => {
    const trucksOnly = readPageFacts(
      load('<table><tr><th></th><th>2024</th></tr><tr><td>Trekkers</td><td>140</td></tr></table>'),
    );
    expect(statedFacts(trucksOnly.text, { today: '2026-11-28' }).employees).toBeUndefined();
  });
});
