import { describe, expect, it } from 'vitest';
import { classifyCustomerModel } from './classify-customer-model.js';
import { evidenceFromPages } from './evidence.js';

const classify = (content: string, path = '/about') =>
  classifyCustomerModel(evidenceFromPages([{ url: `https://www.example.test${path}`, content }]));

describe('classifyCustomerModel', () => {
  it.each([
    [
      'English',
      'We sell only to businesses: utilities and installers use our platform.',
      'We sell only to businesses',
    ],
    [
      'Dutch',
      'Wij leveren uitsluitend aan bedrijven in de bouw en de industrie.',
      'Wij leveren uitsluitend aan bedrijven',
    ],
    [
      'German',
      'Wir liefern ausschließlich an Unternehmen der Lebensmittelindustrie.',
      'Wir liefern ausschließlich an Unternehmen',
    ],
    [
      'French',
      'Nous vendons uniquement aux professionnels du bâtiment.',
      'Nous vendons uniquement aux professionnels',
    ],
    ['Spanish', 'Vendemos solo a empresas de mantenimiento.', 'Vendemos solo a empresas'],
    [
      'Italian',
      'Vendiamo esclusivamente ad aziende del settore alimentare.',
      'Vendiamo esclusivamente ad aziende',
    ],
    [
      'English, "only" after the customers',
      'We sell to businesses only: our customers pack their own products in our boxes.',
      'We sell to businesses',
    ],
  ])('an exclusive B2B statement (%s)', (_language, text, phrase) => {
    expect(classify(text)).toMatchObject({
      status: 'classified',
      value: 'B2B',
      exclusive: true,
      decidingPhrase: phrase,
    });
  });

  it('consumers who cannot buy from the company make it B2B only', () => {
    expect(classify('Consumers cannot buy our fabrics directly from us.')).toMatchObject({
      value: 'B2B',
      exclusive: true,
    });
    expect(classify('Consumenten kunnen onze producten niet rechtstreeks bij ons kopen.')).toMatchObject({
      value: 'B2B',
      exclusive: true,
    });
  });

  it('who the customers are: manufacturers, hospitals, industrial customers', () => {
    expect(classify('Our customers are manufacturers of filter presses and dust bags.')).toMatchObject({
      value: 'B2B',
      exclusive: false,
    });
    expect(classify('We sell to hospitals, clinics and medical distributors.')).toMatchObject({
      value: 'B2B',
      decidingPhrase: 'We sell to hospitals',
    });
    expect(classify('We develop coatings for industrial customers across Europe.')).toMatchObject({
      value: 'B2B',
    });
  });

  it('end users who do not buy from the company are not customers', () => {
    const result = classify(
      'We sell to hospitals and clinics.\nPatients use our catheters every day, but they receive them through their hospital or pharmacy.',
    );
    expect(result).toMatchObject({ value: 'B2B' });
  });

  it.each([
    ['households', 'We sell to households: plants, compost and garden furniture.', 'We sell to households'],
    ['own stores', 'Today we run 64 stores and an online shop.', 'we run 64 stores'],
    ['French stores', 'Nous vendons aux particuliers dans nos 40 magasins.', 'Nous vendons aux particuliers'],
    ['guests', 'Each year we welcome 300,000 guests in our hotels.', 'we welcome 300,000 guests'],
    [
      'insurance for families',
      'We provide home and motor insurance to families.',
      'We provide home and motor insurance to families',
    ],
  ])('B2C: %s', (_name, text, phrase) => {
    expect(classify(text)).toMatchObject({ value: 'B2C', decidingPhrase: phrase });
  });

  it('an R&D centre is not a shop', () => {
    expect(classify('Our headquarters and R&D centre are in Aarhus.')).toMatchObject({ status: 'abstained' });
  });

  it('both, when it sells to shoppers and to manufacturers', () => {
    const result = classify(
      'We sell our butter and cheese to shoppers through supermarkets, and milk powders to food manufacturers in 30 countries.',
    );
    expect(result).toMatchObject({ status: 'classified', value: 'B2B+B2C' });
    expect(result.status === 'classified' && result.decidingPhrase).toContain('to food manufacturers');
  });

  it('both, across a parenthesis between dashes', () => {
    const result = classify(
      'We sell our cheese to shoppers through supermarkets, and dairy ingredients – milk powders and whey – to food manufacturers.',
    );
    expect(result).toMatchObject({ value: 'B2B+B2C' });
  });

  it('abstains when the company does not say who buys from it', () => {
    expect(classify('Founded in 1921, we are a family company in the fourth generation.')).toEqual({
      status: 'abstained',
      reason: 'The company does not say who buys from it.',
    });
  });
});

describe('classifyCustomerModel: a negated customer group counts against it', () => {
  it.each([
    ['English', 'We sell to industrial customers, not to consumers.'],
    ['English, negated verb', 'We do not sell to private customers; our coatings go to manufacturers.'],
    ['English, exclusive', 'We serve exclusively business customers in Scandinavia.'],
    ['Dutch', 'Wij verkopen aan industriële klanten, niet aan consumenten.'],
    ['Dutch, exclusive', 'Wij werken uitsluitend voor zakelijke klanten.'],
    ['German', 'Wir verkaufen an Industriekunden, nicht an Privatkunden.'],
    ['German, exclusive', 'Wir beliefern ausschließlich Geschäftskunden.'],
    [
      'German, exclusive, two groups',
      'Wir arbeiten ausschließlich für gewerbliche und öffentliche Auftraggeber.',
    ],
    ['French', 'Nous ne vendons pas aux particuliers, mais aux industriels.'],
    ['French, exclusive', 'Nous travaillons exclusivement avec des clients professionnels.'],
  ])('%s', (_language, text) => {
    expect(classify(text)).toMatchObject({ status: 'classified', value: 'B2B', exclusive: true });
  });

  it('"not only to businesses but also to consumers" is both', () => {
    expect(
      classify('We sell not only to retailers but also to consumers through our webshop and our 12 stores.'),
    ).toMatchObject({ status: 'classified', value: 'B2B+B2C' });
  });

  it('"not to businesses but to households" is B2C', () => {
    expect(classify('We do not sell to businesses but to households, through our 40 stores.')).toMatchObject({
      status: 'classified',
      value: 'B2C',
    });
  });
});

describe('classifyCustomerModel reads a table row cell by cell', () => {
  it('a purchase category beside a suppliers cell names no customer', () => {
    const row = 'Additivi per intonaci | Fornitori principali: Chimica Orobica S.r.l. | Paese: Italia';
    expect(classify(row, '/report')).toMatchObject({ status: 'abstained' });
    // The customers a sentence names still decide.
    expect(classify(`${row}\nLavoriamo per imprese edili e committenti pubblici.`, '/report')).toMatchObject({
      status: 'classified',
      value: 'B2B',
      decidingPhrase: 'per imprese',
    });
  });
});

describe('classifyCustomerModel reads whom the company works with under a customers heading', () => {
  it('the groups it works with there are its customers', () => {
    expect(
      classify('I nostri clienti\nLavoriamo con imprese edili, studi di progettazione ed enti pubblici.'),
    ).toMatchObject({ status: 'classified', value: 'B2B', decidingPhrase: 'Lavoriamo con imprese' });
    expect(classify('Our customers\nWe work with hotels and restaurants across the region.')).toMatchObject({
      status: 'classified',
      value: 'B2B',
    });
  });

  it('elsewhere, working with someone names a partner, not a customer', () => {
    expect(classify('Our partners\nWe work with universities and research institutes.')).toMatchObject({
      status: 'abstained',
    });
    expect(classify('Lavoriamo con imprese edili del territorio.')).toMatchObject({ status: 'abstained' });
  });
});
