import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.exemple.test/achats';
const found = (text: string) =>
  detectCodes(text, URL, { retrievedAt: '2026-11-27' }).map((code) => [code.codeId, code.status]);

// A supplier named, then a relative clause about it: its certificate, never the company's.
describe('a certificate in a relative clause about a supplier', () => {
  it.each([
    "Nos pots sont fabriqués par la Verrerie Delmas, dont le site est certifié ISO 50001 pour son management de l'énergie.",
    'Our jars are made by Harlow Glassworks, whose plant is certified to ISO 50001.',
    'Unsere Etiketten liefert die Druckerei Berger, deren Werk nach ISO 14001 zertifiziert ist.',
    'Le nostre scatole sono prodotte dalla Cartiera Rossi, il cui stabilimento è certificato ISO 14001.',
    'Nuestro proveedor de envases, Vidrios Norte, cuya planta está certificada ISO 50001, recicla el vidrio.',
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('still reads the company’s own site in such a clause', () => {
    expect(
      found(
        'Fondée en 1974, notre société, dont le site de Nyons est certifié ISO 14001, emploie 120 personnes.',
      ),
    ).toEqual([['iso-14001', 'Certified']]);
  });
});
