import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const classify = (content: string) => {
  const result = classifySector(evidenceFromPages([{ url: 'https://www.example.test/', content }]));
  return result.status === 'classified' ? (result.group ?? result.division) : 'abstained';
};

/** Small service companies state what they do through a verb of running or providing. */
describe('classifySector: activities stated through a verb', () => {
  it.each([
    ['Esempio Bus gestisce il trasporto pubblico locale in tre province.', '49.3'],
    ['Ejemplo presta servicios informáticos a despachos y clínicas.', '62.2'],
    ['Die Beispiel GmbH führt vier Hotels in Tirol.', '55.1'],
    ['Sinds 2015 runnen we zes winkels in Brabant.', '47'],
    ['Świadczymy usługi sprzątania szkół i szpitali.', '81'],
    ['A Exemplo fornece internet de fibra ótica em três concelhos.', '61.1'],
    ['We run four veterinary clinics and an animal hospital in Kent.', '75'],
    ['Somos una red de seis farmacias en Málaga.', '47.7'],
    ['Beispiel Entsorgung betreibt zwei Wertstoffhöfe.', '38.1'],
  ])('%s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });

  it.each([
    ['We manufacture generic medicines for hospitals.', '21.2'],
    ['We run two hospitals and a rehabilitation centre.', '86.1'],
    ['Wir führen Reparaturen an Maschinen aller Hersteller durch.', 'abstained'],
  ])('counter-example: %s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });
});
