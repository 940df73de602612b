import { describe, expect, it } from 'vitest';
import { classifyCustomerModel } from './classify-customer-model.js';
import { evidenceFromPages } from './evidence.js';

/**
 * Who buys, as invented European companies say it on their own pages in their own languages: a
 * haulier, a power producer, a builder, a mutual insurer, a hotel group. Precision first: a sentence
 * that names someone else's customers, the company's own members as farmers, or visitors decides
 * nothing.
 */
const classify = (content: string) =>
  classifyCustomerModel(evidenceFromPages([{ url: 'https://www.example.test/unternehmen', content }]));

const valueOf = (content: string) => {
  const result = classify(content);
  return result.status === 'classified' ? result.value : 'abstained';
};

describe('customers stated in German, French, Italian, Spanish and Dutch', () => {
  it.each([
    ['Nous accompagnons nos clients industriels dans leur transition énergétique.', 'B2B'],
    // Danish and Swedish: 'our (largest) customers are …'.
    ['Vores største kunder er hospitaler og regioner, som køber ind gennem udbud.', 'B2B'],
    ['Våra kunder är sjukhus och apotek i hela Norden.', 'B2B'],
    ['Vores kunder er forbrugere og virksomheder i hele Danmark.', 'B2B+B2C'],
    ['Trabajamos para clientes industriales en toda España.', 'B2B'],
    ['Wir betreuen Privatkunden und Geschäftskunden.', 'B2B+B2C'],
    ['Offriamo i nostri servizi a clienti privati e aziende.', 'B2B+B2C'],
    ['We build schools, hospitals and bridges for public clients and private developers.', 'B2B'],
    ['Realizziamo scuole, ospedali e ponti per committenti pubblici e sviluppatori privati.', 'B2B'],
    ['Wir bauen Brücken und Schulen für öffentliche Auftraggeber.', 'B2B'],
    // Public and private together are the two sectors, not persons.
    ['We build schools and offices for public and private clients.', 'B2B'],
    ['Wir bauen für öffentliche und private Auftraggeber.', 'B2B'],
    ['Realizziamo opere per committenti pubblici e privati.', 'B2B'],
    ['We sell to private customers and businesses alike.', 'B2B+B2C'],
    [
      'We sell the electricity we generate to utilities and to corporate buyers under long-term contracts.',
      'B2B',
    ],
  ])('%s → %s', (text, value) => {
    expect(valueOf(text)).toBe(value);
  });
});

describe('an insurer’s policyholders and a hotel’s guests', () => {
  it.each([
    ['We insure more than 120,000 members across Yorkshire.', 'B2C'],
    ['Nous assurons les particuliers et leurs logements depuis 1908.', 'B2C'],
    ['We insure homes and cars, and farms and small businesses.', 'B2B+B2C'],
    ['Every year our hotels welcome 300,000 guests.', 'B2C'],
    ['Ogni anno accogliamo oltre 200.000 ospiti nei nostri alberghi.', 'B2C'],
    ['Jedes Jahr empfangen wir rund 90.000 Gäste in unseren drei Gasthöfen.', 'B2C'],
    ['Wij ontvangen jaarlijks 40.000 gasten in onze twee hotels.', 'B2C'],
    // Rooms for company seminars beside the guests it welcomes: still a hotel for holidaymakers.
    [
      'Seit 1988 beherbergen wir Urlaubsgäste am See. Für Firmen bieten wir auch zwei Seminarräume an.',
      'B2C',
    ],
  ])('%s → %s', (text, value) => {
    expect(valueOf(text)).toBe(value);
  });
});

describe('what decides nothing', () => {
  it.each([
    // Someone else's customers.
    'Nos partenaires installateurs servent leurs clients particuliers.',
    'I clienti finali dei nostri clienti sono famiglie.',
    // A co-operative's members are its farmers, not its customers.
    'We pay a fair milk price to our members every month.',
    // Visitors are not buyers.
    'Les particuliers peuvent visiter nos centrales lors des journées portes ouvertes.',
    // Hotels as the customers of a supplier do not make it a hotelier.
    'Hotels and restaurants across Europe wash our linen.',
  ])('%s', (text) => {
    expect(valueOf(text)).toBe('abstained');
  });
});
