import { describe, expect, it } from 'vitest';
import { validSection } from '../test-fixtures.js';
import { computeBusinessModel } from './business-model.js';
import { stepInput, websiteContext } from './test-fixtures.js';

const summaryOf = async (content: string) => {
  const website = websiteContext([{ url: 'https://www.haulier.test/empresa', title: 'Empresa', content }]);
  return validSection(await computeBusinessModel(stepInput({ website }))).summary;
};
const quoting = (sentence: string) => `From the company's own pages (quoted, not reworded): ${sentence}`;

describe('the business model quotes what the company does, not its legal notice or its suppliers', () => {
  it.each([
    [
      'Empresa\nTransportamos y almacenamos mercancía paletizada para la industria del mueble en todo el norte de España.\nNuestros camiones son de Volvo; las cajas isotermas las fabrica Carrocerías Hermanos Ruiz, S.L.\nEste sitio web es titularidad de Transportes Alcaraz, S.L., con CIF B12345678 y domicilio social en Logroño.',
      'Transportamos y almacenamos mercancía paletizada para la industria del mueble en todo el norte de España.',
    ],
    [
      'Company\nWe design and build conveyor systems for parcel hubs and airports across Europe.\nOur motors are supplied by a drive maker in Bavaria, and our steel by two mills in Sweden.\nThis website is operated by Tarrow Conveyors Ltd, registered in England, company number 01234567.',
      'We design and build conveyor systems for parcel hubs and airports across Europe.',
    ],
    [
      'Unternehmen\nWir entwickeln und fertigen Förderanlagen für Paketzentren und Flughäfen.\nDer Strom wird uns von den Stadtwerken geliefert, die Motoren liefert uns ein Hersteller aus Bayern.\nAngaben gemäß § 5 TMG: Förderbau Krell GmbH, Handelsregister Amtsgericht Bielefeld HRB 1234.',
      'Wir entwickeln und fertigen Förderanlagen für Paketzentren und Flughäfen.',
    ],
    [
      'Company\nWe offer mortgages to home buyers and savings accounts to 90,000 members across the valley.\nFernway Systems Ltd, based in Edinburgh, provides our core banking platform.\nCardline Services processes our debit card transactions for every account.',
      'We offer mortgages to home buyers and savings accounts to 90,000 members across the valley.',
    ],
  ])('%s', async (content, business) => {
    expect(await summaryOf(content)).toBe(quoting(business));
  });

  it('a sentence under a suppliers or supply-chain heading is the suppliers’ business, not the company’s', async () => {
    const business = 'Vendemos estancias en nueve hoteles de playa a familias y parejas de toda Europa.';
    for (const heading of ['Cadena de suministro', 'Proveedores', 'Our suppliers', 'Acquisti']) {
      const content = [
        'Nuestro grupo',
        business,
        heading,
        'Entre los principales figuran la Cooperativa Agrícola del Llano, que suministra fruta y hortalizas, y Quesos del Puerto, con sus productos lácteos.',
      ].join('\n');
      expect(await summaryOf(content)).toBe(quoting(business));
    }
  });

  it('a timeline entry naming a firm of hauliers, or a roof of warehouses, is not the business', async () => {
    const business = 'Almacenamos y distribuimos fruta y verdura para cooperativas y supermercados.';
    const content = [
      'Empresa',
      '1979 – Nace Transportes Ibarra en un garaje de Calahorra.',
      'Placas solares en las cubiertas de nuestros almacenes de Calahorra.',
      business,
    ].join('\n');
    expect(await summaryOf(content)).toBe(quoting(business));
  });

  it('a call to the reader is no statement of the business', async () => {
    const business =
      'We offer mortgages to home buyers and savings accounts to our members across the valley.';
    const content = [
      'Company',
      'Read how we are helping members make their homes warmer and greener.',
      business,
    ].join('\n');
    expect(await summaryOf(content)).toBe(quoting(business));
  });

  it('a partner or supplier as the subject is not the business', async () => {
    const business =
      'We offer mortgages to home buyers and savings accounts to our members across the valley.';
    const content = [
      'Company',
      'Our card processing partner, Fenlow Payment Services, holds PCI DSS Level 1 certification.',
      'Our IT provider runs our core banking systems from its own data centre.',
      business,
    ].join('\n');
    expect(await summaryOf(content)).toBe(quoting(business));
  });

  it('the sector or market as a whole is not the business', async () => {
    const business =
      'We offer mortgages to home buyers and savings accounts to our members across the valley.';
    const content = [
      'Company',
      'For comparison, the building society sector as a whole serves 20 million members and holds £400 billion of mortgages.',
      'The UK mortgage market grew by 1.5% and serves over ten million borrowers.',
      business,
    ].join('\n');
    expect(await summaryOf(content)).toBe(quoting(business));
  });

  it('counter-example: a company that supplies its own customers is still quoted', async () => {
    const sentence = 'Suministramos cajas isotermas a fabricantes de alimentación de toda la península.';
    expect(await summaryOf(`Empresa\n${sentence}`)).toBe(quoting(sentence));
  });
});
