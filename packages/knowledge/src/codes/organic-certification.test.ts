import { describe, expect, it } from 'vitest';
import { voluntaryCode } from './catalogue.js';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.com/calidad';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-27' }).map((code) => [
    code.codeId,
    code.status,
    code.validUntil,
  ]);

describe('EU organic production (Regulation (EU) 2018/848) as a certification', () => {
  it('is an environmental certification with the regulation as its source', () => {
    const organic = voluntaryCode('eu-organic');
    expect(organic?.category).toBe('Environmental');
    expect(organic?.sources.map((source) => source.url)).toContain(
      'https://eur-lex.europa.eu/eli/reg/2018/848/oj',
    );
  });

  it.each([
    ['Our olive oil is certified organic.', null],
    ['Our olive oil carries the EU organic logo (Euro-leaf).', null],
    ['Unser Olivenöl ist Bio-zertifiziert.', null],
    ['Unsere Öle tragen das Bio-Siegel.', null],
    ['Nos huiles sont certifiées bio depuis 2015.', null],
    ['Il nostro olio proviene da agricoltura biologica certificata.', null],
    ['Contamos con la certificación ecológica, válida hasta el 31 de diciembre de 2027.', '2027-12-31'],
    ['Our organic certification is valid until 31 March 2027.', '2027-03-31'],
  ])('held: %s', (sentence, validUntil) => {
    expect(found(sentence)).toEqual([['eu-organic', 'Certified', validUntil]]);
  });

  it('pursued: working towards it', () => {
    expect(found('We are working towards organic certification.')).toEqual([
      ['eu-organic', 'In process', null],
    ]);
  });

  it.each([
    'Organic growth was 5% in 2025.',
    'We require our suppliers to be certified organic.',
    'Información sobre el certificado ecológico.',
    'We carry out internal audits to ISO 14001.',
  ])('no organic certificate of its own: %s', (sentence) => {
    expect(found(sentence).filter(([id]) => id === 'eu-organic' || id === 'iso-14001')).toEqual([]);
  });
});
