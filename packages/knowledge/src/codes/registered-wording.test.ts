import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.maker.test/azienda';
const held = (sentence: string) => detectCodes(sentence, URL).map((code) => [code.codeId, code.status]);

describe('an EMAS registration stated in German, Dutch, French, Italian or Spanish', () => {
  it.each([
    'Lo stabilimento di Fiorano Modenese è registrato EMAS dal 2012.',
    'Notre site de Lyon est enregistré EMAS depuis 2010.',
    'Nuestra planta de Vigo está registrada en EMAS desde 2011.',
    'Unser Werk in Ulm ist seit 2015 EMAS-registriert.',
    'Onze vestiging in Tilburg is sinds 2016 EMAS-geregistreerd.',
  ])('%s → EMAS, held', (sentence) => {
    expect(held(sentence)).toEqual([['emas', 'Certified']]);
  });

  it('is not read from a registration that names no code, nor from a supplier requirement', () => {
    expect(held('Il marchio Valsecchia è registrato presso l’EUIPO dal 2012.')).toEqual([]);
    expect(held('Chiediamo ai fornitori di materie prime di essere registrati EMAS entro il 2027.')).toEqual(
      [],
    );
  });
});
