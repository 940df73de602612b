import { describe, expect, it } from 'vitest';
import { validSection } from '../test-fixtures.js';
import { computeBusinessModel } from './business-model.js';
import { stepInput, websiteContext } from './test-fixtures.js';

const summaryOf = async (content: string) => {
  const website = websiteContext([{ url: 'https://www.tiles.test/azienda', title: 'Azienda', content }]);
  return validSection(await computeBusinessModel(stepInput({ website }))).summary;
};

describe('the business model quotes what the company makes and sells, never a footprint figure', () => {
  it.each([
    [
      'Azienda\nIl 97% degli scarti dei prodotti crudi viene recuperato nel ciclo produttivo.\nProduciamo lastre in gres porcellanato per architetti e distributori in tutta Europa.',
      'Produciamo lastre in gres porcellanato per architetti e distributori in tutta Europa.',
    ],
    [
      'Company\nOur kilns and products used 14 GWh of energy in 2025, 9% less than in 2024.\nWe make porcelain floor tiles for architects and flooring retailers across Europe.',
      'We make porcelain floor tiles for architects and flooring retailers across Europe.',
    ],
    [
      'Unternehmen\nUnsere Produkte verursachen 30 % weniger CO2-Emissionen als 2019.\nWir fertigen Feinsteinzeugfliesen für Architekten und den Fachhandel.',
      'Wir fertigen Feinsteinzeugfliesen für Architekten und den Fachhandel.',
    ],
  ])('%s', async (content, business) => {
    expect(await summaryOf(content)).toBe(`From the company's own pages (quoted, not reworded): ${business}`);
  });

  it('counter-example, a product sentence with a size but no footprint word stays', async () => {
    const sentence = 'Produciamo ogni anno 12 milioni di m² di piastrelle per pavimenti e rivestimenti.';
    expect(await summaryOf(`Azienda\n${sentence}`)).toContain(sentence);
  });
});

describe('the business model opens on what the company does, not on its certificates or solar roofs', () => {
  it('puts a claim to hold certificates after the sentences that describe the business, and drops a solar roof', async () => {
    const certificates =
      'Wij zijn gecertificeerd volgens ISO 9001, ISO 14001, GDP (Good Distribution Practice) en BRCGS Storage & Distribution.';
    const business =
      'Harlinga Transport is een familiebedrijf dat gespecialiseerd is in geconditioneerd wegtransport, opslag en distributie van levensmiddelen.';
    const solar =
      'Op de daken van onze distributiecentra in Venlo en Zwolle liggen samen 1,4 MWp aan zonnepanelen.';
    expect(await summaryOf(`Over ons\n${certificates}\n${business}\n${solar}`)).toBe(
      `From the company's own pages (quoted, not reworded): ${business} ${certificates}`,
    );
  });

  it('counter-example, a maker that names its certificate in the sentence describing it is still quoted', async () => {
    const sentence = 'We are an ISO 9001 certified manufacturer of centrifugal pumps for water utilities.';
    expect(await summaryOf(`Company\n${sentence}`)).toContain(sentence);
  });
});
