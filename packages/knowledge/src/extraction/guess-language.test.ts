import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess-language.js';

describe('guessLanguage: the language of a document that does not state one', () => {
  it.each([
    ['In 2025 we cut the emissions of our plants by 12% with solar power and the recovery of heat.', 'en'],
    [
      'In 2025 hebben wij de uitstoot van onze fabrieken met 12% verlaagd door zonne-energie en het hergebruik van warmte.',
      'nl',
    ],
    [
      'Im Jahr 2025 haben wir die Emissionen unserer Werke mit Solarstrom und der Nutzung der Abwärme um 12 % gesenkt.',
      'de',
    ],
    [
      'En 2025, nous avons réduit les émissions de nos usines de 12 % grâce au solaire et à la récupération de la chaleur.',
      'fr',
    ],
    [
      'En 2025 redujimos las emisiones de nuestras plantas un 12 % con la energía solar y el aprovechamiento del calor.',
      'es',
    ],
    [
      'Nel 2025 abbiamo ridotto le emissioni dei nostri stabilimenti del 12% con il solare e il recupero della energia.',
      'it',
    ],
  ])('%s → %s', (text, language) => {
    expect(guessLanguage(text)).toBe(language);
  });

  it('says nothing about a text too short or a table of figures alone', () => {
    expect(guessLanguage('Scope 1 | 6.420 | 6.980')).toBeUndefined();
    expect(guessLanguage('Indicador 2025 2024')).toBeUndefined();
    expect(guessLanguage('')).toBeUndefined();
  });
});
