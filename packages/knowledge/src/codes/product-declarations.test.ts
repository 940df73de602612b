import { describe, expect, it } from 'vitest';
import { voluntaryCode } from './catalogue.js';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.com/prodotti/sostenibilita';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-27' }).map((code) => [code.codeId, code.status]);

describe('an Environmental Product Declaration (EPD, ISO 14025 / EN 15804) in the catalogue', () => {
  it('is an environmental label with its standard as a source', () => {
    const epd = voluntaryCode('epd');
    expect(epd?.category).toBe('Environmental');
    expect(epd?.kind).toBe('label');
    expect(epd?.sources.map((source) => source.url)).toContain('https://www.iso.org/standard/38131.html');
  });

  it.each([
    'Per le lastre in gres porcellanato abbiamo ottenuto la Dichiarazione Ambientale di Prodotto (EPD), verificata da un ente terzo.',
    'Dal 2021 i nostri pavimenti dispongono della Dichiarazione Ambientale di Prodotto.',
    'Unsere Dachziegel verfügen über eine Umwelt-Produktdeklaration nach EN 15804.',
    'Nos briques ont obtenu une déclaration environnementale de produit vérifiée.',
    'Our clay roof tiles hold a verified EPD under EN 15804.',
    'Hemos obtenido la Declaración Ambiental de Producto para toda la gama de azulejos.',
  ])('held: %s', (sentence) => {
    expect(found(sentence)).toEqual([['epd', 'Certified']]);
  });

  it('pursued: a declaration named as a goal', () => {
    expect(
      found("Pubblicare l'EPD di tutte le linee di prodotto è il nostro obiettivo per il 2028."),
    ).toEqual([['epd', 'In process']]);
  });

  it.each([
    // 'EPD' is also an authority's acronym; without a product or life-cycle word it is no declaration.
    'The regional EPD approved the discharge permit for our kiln in March.',
    // A mere mention, no claim.
    'Richiedete al nostro ufficio tecnico la scheda EPD di ogni prodotto.',
  ])('counter-example, nothing held: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });
});
