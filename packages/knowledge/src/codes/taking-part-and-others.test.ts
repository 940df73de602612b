import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.com/sustainability';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-28' })
    .map((code) => [code.codeId, code.status])
    .toSorted();

describe('taking part in a programme, a target validated by the scheme, and codes other parties hold', () => {
  it("reads 'we participate in' and its Spanish, Italian and Dutch counterparts as taking part", () => {
    expect(found('We participate in the Lean & Green programme.')).toEqual([['lean-and-green', 'Certified']]);
    expect(found('Participamos en el programa Lean & Green de AECOC.')).toEqual([
      ['lean-and-green', 'Certified'],
    ]);
    expect(found('Dal 2021 partecipiamo al programma Lean & Green.')).toEqual([
      ['lean-and-green', 'Certified'],
    ]);
    expect(found('Wij nemen deel aan Lean & Green.')).toEqual([['lean-and-green', 'Certified']]);
  });

  it('reads the SBTi validating our targets in Spanish and Dutch as validated', () => {
    expect(
      found('En 2024 la iniciativa Science Based Targets (SBTi) validó nuestros objetivos de reducción.'),
    ).toEqual([['sbti', 'Validated']]);
    expect(found('In 2024 valideerde het SBTi onze klimaatdoelen.')).toEqual([['sbti', 'Validated']]);
  });

  it('keeps a valid-until adjective from reading as validated', () => {
    expect(found('Il nostro impegno con la SBTi è valido fino al 2026.')).not.toContainEqual([
      'sbti',
      'Validated',
    ]);
  });

  it("leaves a German supplier's or partner's certificate, named in one compound word, to them", () => {
    expect(found('Unser Hauptlieferant für Lösemittel ist nach ISO 14064 verifiziert.')).toEqual([]);
    expect(found('Unser Wäschereipartner ist nach EMAS zertifiziert.')).toEqual([]);
    expect(found('Onze hoofdleverancier is ISO 14001 gecertificeerd.')).toEqual([]);
    expect(found('Our laundry partner is EMAS registered.')).toEqual([]);
  });

  it('leaves a code customers require of their carriers to the carriers', () => {
    expect(
      found('Muchos de nuestros clientes exigen que sus transportistas estén certificados en ISO 39001.'),
    ).toEqual([]);
    expect(found('Molti clienti richiedono ai loro fornitori la certificazione ISO 14001.')).toEqual([]);
  });

  it('still reads the company’s own certificate next to these', () => {
    expect(found('Unser Lager in Duisburg ist nach ISO 14001 zertifiziert.')).toEqual([
      ['iso-14001', 'Certified'],
    ]);
  });
});
