import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const classify = (content: string, title?: string) => {
  const page = { url: 'https://www.example.test/', content, ...(title ? { title } : {}) };
  const result = classifySector(evidenceFromPages([page]));
  return result.status === 'classified' ? (result.group ?? result.division) : 'abstained';
};

/**
 * A broker, an agent or a forwarder arranges what another company provides: it is classified as the
 * intermediary (66.2, 68.3, 52.3), while the insurer, the landlord and the haulier stay principals.
 */
describe('classifySector: intermediaries and the principals they work for', () => {
  it.each([
    ['Founded in 1990, we are an insurance broker for farms and estates.', '66.2'],
    ['We arrange and manage insurance for schools and charities.', '66.2'],
    ['Wir sind ein unabhängiger Versicherungsmakler für den Mittelstand.', '66.2'],
    ['Somos una agencia inmobiliaria con cinco oficinas en la provincia.', '68.3'],
    ['Wij zijn een makelaarskantoor in Utrecht.', '68.3'],
    ['Wir organisieren See-, Luft- und Landtransporte für Industrie und Handel.', '52.3'],
    ['We are a freight forwarder: sea freight, air freight and customs clearance.', '52.3'],
  ])('%s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });

  it.each([
    ['We insure homes and cars for 2 million households across the country.', '65.1'],
    ['Nous assurons la santé de 48 000 agriculteurs. Nous sommes une mutuelle.', '65.1'],
    ['We transport freight across Europe with our own fleet of 80 trucks.', '49.4'],
    ['We own and manage office buildings and let office space to tenants.', '68.2'],
  ])('keeps a principal a principal: %s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });

  it('does not count an arranging verb the company denies', () => {
    expect(classify('We do not arrange cover through brokers: we insure our members ourselves.')).toBe(
      '65.1',
    );
  });
});

describe('classifySector: what a company says it does not do', () => {
  it('reads a furniture retailer that says it makes no furniture as retail', () => {
    const content = 'Wij produceren zelf geen meubels. Sinds 1990 runnen we vier woonwinkels in Drenthe.';
    expect(classify(content)).toBe('47');
  });

  it.each([
    ['No fabricamos hardware ni desarrollamos software propio. Prestamos servicios informáticos.', '62.2'],
    ['Non realizziamo le opere. Studio Esempio progetta edifici pubblici e scuole.', '71'],
    ["We don't build homes: we design bridges and junctions.", '71'],
  ])('%s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });

  it.each([
    ['We make sofas in our Leeds workshop and sell them in our own shop.', '31.0'],
    ['Wir bauen nicht nur Häuser, sondern auch Schulen.', '41.0'],
    ['Progettiamo e costruiamo edifici residenziali.', '41.0'],
  ])('a maker stays a maker: %s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });
});
