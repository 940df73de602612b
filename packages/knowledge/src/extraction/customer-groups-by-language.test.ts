import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const mentions = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.test/a-propos', { retrievedAt: '2026-11-27' });
const customers = (text: string) =>
  mentions(text)
    .filter((mention) => mention.type === 'Customers')
    .map((mention) => mention.name);

describe('extractStakeholderMentions: the kinds of customer a label, a sector or a “work for” names', () => {
  it.each([
    [
      "Nos clients : industriels de l'agroalimentaire, collectivités et bailleurs sociaux.",
      ["Industriels de l'agroalimentaire", 'Collectivités', 'Bailleurs sociaux'],
    ],
    ['Our customers: hospitals, care homes and clinics.', ['Hospitals', 'Care homes', 'Clinics']],
    [
      'Onze opdrachtgevers: gemeenten, provincies en waterschappen.',
      ['Gemeenten', 'Provincies', 'Waterschappen'],
    ],
    ['Wij werken voor banken, pensioenfondsen en gemeenten.', ['Banken', 'Pensioenfondsen', 'Gemeenten']],
    [
      'Nous travaillons pour des industriels, des collectivités et des bailleurs sociaux.',
      ['Industriels', 'Collectivités', 'Bailleurs sociaux'],
    ],
    [
      'Wir arbeiten für Stadtwerke, Kommunen und Wohnungsbaugesellschaften.',
      ['Stadtwerke', 'Kommunen', 'Wohnungsbaugesellschaften'],
    ],
    [
      'Unsere Kunden aus Maschinenbau und Medizintechnik schätzen unsere Präzision.',
      ['Maschinenbau', 'Medizintechnik'],
    ],
    ['Unsere Kunden aus der Automobilindustrie erwarten kurze Lieferzeiten.', ['Automobilindustrie']],
    ['Kunden aus den Branchen Energie, Chemie und Pharma vertrauen uns.', ['Energie', 'Chemie', 'Pharma']],
  ] as const)('%s', (text, expected) => {
    expect(customers(text)).toEqual(expected);
  });

  it.each([
    'Nous travaillons pour un avenir durable.',
    'Wij werken voor een betere wereld.',
    'Wir beliefern Kunden aus Bayern und Baden-Württemberg.',
    'Kunden aus aller Welt besuchen unser Werk.',
    'Kunden aus der Region kaufen direkt ab Hof.',
  ])('names no kind of customer: %s', (text) => {
    expect(customers(text).filter((name) => name !== 'Kunden' && name !== 'Customers')).toEqual([]);
  });
});

describe('extractStakeholderMentions: suppliers to an industry as the company’s customers', () => {
  it.each([
    [
      'We supply automotive suppliers and machine builders with precision springs.',
      ['Automotive suppliers', 'Machine builders'],
    ],
    [
      'Nous fournissons les équipementiers automobiles et les constructeurs ferroviaires.',
      ['Équipementiers automobiles', 'Constructeurs ferroviaires'],
    ],
    [
      'Unsere Kunden sind Automobilzulieferer, Maschinenbauer und Medizintechnikhersteller.',
      ['Automobilzulieferer', 'Maschinenbauer', 'Medizintechnikhersteller'],
    ],
  ] as const)('%s', (text, expected) => {
    expect(customers(text)).toEqual(expected);
    expect(mentions(text).filter((mention) => mention.type === 'Suppliers')).toEqual([]);
  });

  it('keeps the company’s own suppliers as suppliers', () => {
    const text = 'We source castings from automotive suppliers in Slovakia.';
    expect(customers(text)).toEqual([]);
    expect(mentions(text).map((mention) => mention.type)).toContain('Suppliers');
  });
});
