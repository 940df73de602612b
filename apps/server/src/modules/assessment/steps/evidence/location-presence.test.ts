import { StructuredOutputError } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPTS } from '../../prompts/prompt-keys.js';
import { mockStepModel, modelCalls, validSection } from '../test-fixtures.js';
import { HEADQUARTERS_NOT_STATED, computeLocationPresence } from './location-presence.js';
import {
  ABOUT_URL,
  INVENTED_URL,
  SITE,
  contactPageOnly,
  northwindClient,
  stepInput,
  websiteContext,
} from './test-fixtures.js';

describe('computeLocationPresence without a model', () => {
  it("reads the headquarters and the places of the company's own pages", async () => {
    const result = await computeLocationPresence(stepInput());
    const data = validSection(result);
    expect(data.headquarters).toBe('Porto, Portugal');
    expect(data.retail_presence).toContain('production sites in Portugal, Poland and Mexico');
    expect(data.retail_presence).toContain('showrooms in Lisbon, Paris and Milan');
    expect(data.sources.length).toBeGreaterThan(0);
    expect(data.sources.every((source) => source.url?.startsWith(SITE))).toBe(true);
    expect(result.provenance).toMatchObject({ method: 'extraction', provider: 'website', outcome: 'found' });
    expect(result.provenance.note).toMatch(/Knowledge base \d{4}\.\d{2}\.\d{2}/);
  });

  it("calls a hotel group's sites hotels, not stores, and keeps its laundry", async () => {
    const website = websiteContext([
      {
        url: `${SITE}/ueber-uns`,
        title: 'Über uns',
        content: [
          'Unsere Häuser',
          'Standort | Art | Ort | Land',
          'Gasthof Linde | Art: Hotel | Ort: Lienz | Land: Österreich',
          'Hotel Bergrose | Art: Hotel | Ort: Villach | Land: Österreich',
          'Großwäscherei | Art: Wäscherei | Ort: Wörgl | Land: Österreich',
        ].join('\n'),
      },
    ]);
    const data = validSection(await computeLocationPresence(stepInput({ website })));
    expect(data.retail_presence).toContain('hotels in Lienz (Austria) and Villach (Austria)');
    expect(data.retail_presence).toContain('operations in Wörgl (Austria)');
    expect(data.retail_presence).not.toMatch(/stores|Unsere Häuser/);
  });

  it("calls a maker's showrooms showrooms, not stores", async () => {
    const website = websiteContext([
      {
        url: `${SITE}/contatti`,
        title: 'Contatti',
        content: [
          'Sede e stabilimento: Via Statale 83, 41042 Fiorano Modenese (MO), Italia',
          'Showroom Milano: Via Tortona 31, 20144 Milano',
        ].join('\n'),
      },
    ]);
    const data = validSection(await computeLocationPresence(stepInput({ website })));
    expect(data.retail_presence).toContain('showrooms in Milano');
    expect(data.retail_presence).not.toMatch(/stores/);
  });

  it('lists every store of a long store list, towns before the countries they lie in', async () => {
    const stores = Array.from({ length: 18 }, (_, index) => `Store${'abcdefghijklmnopqr'[index]!}ton`);
    const finder = stores.flatMap((town) => [town, `High Street 1, ${town}, Ireland`]);
    const website = websiteContext([
      {
        url: `${SITE}/our-stores`,
        title: 'Our stores',
        content: ['We run stores in Ireland and Spain.', 'Find a store', ...finder].join('\n'),
      },
    ]);
    const data = validSection(await computeLocationPresence(stepInput({ website })));
    expect(data.retail_presence).toContain(
      `stores in ${stores.slice(0, 17).join(', ')}, ${stores[17]} and Spain.`,
    );
    expect(data.retail_presence).not.toContain('Ireland');
  });

  it('says how many stores a list longer than the section keeps leaves out', async () => {
    const stores = Array.from({ length: 45 }, (_, index) => `Store${index}ville`);
    const finder = stores.flatMap((town) => [town, `High Street 1, ${town}, Ireland`]);
    const website = websiteContext([
      { url: `${SITE}/our-stores`, title: 'Our stores', content: ['Find a store', ...finder].join('\n') },
    ]);
    const data = validSection(await computeLocationPresence(stepInput({ website })));
    expect(data.retail_presence).toContain(`${stores[38]}, ${stores[39]} and 5 more.`);
  });

  it('names a town once with its country, and not under operations when a plant or the head office is there', async () => {
    const website = websiteContext([
      {
        url: `${SITE}/standorte`,
        title: 'Standorte',
        // Cards: the place as the card's heading, its kind of site underneath.
        content: [
          'Standorte',
          'Münster, Deutschland',
          'Hauptsitz und Werk: Montage, Entwicklung',
          'Brno, Tschechien',
          'Werk: Gießerei',
          'Lyon, Frankreich',
          'Vertriebsbüro',
          'Our sales office in Lyon serves customers in France and Belgium.',
          'Our plants in Münster and Brno machine the housings.',
        ].join('\n'),
      },
    ]);
    const client = northwindClient({ headquarters: null });
    const data = validSection(await computeLocationPresence(stepInput({ website, client })));
    expect(data.retail_presence).not.toMatch(
      /Lyon, Frankreich and Lyon|Lyon and Lyon|Brno, Tschechien and Brno/,
    );
    expect(data.retail_presence).not.toMatch(/operations in Münster/);
    // Each town with its country in brackets, in English: one place each, not 'Brno, Tschechien and …'.
    expect(data.retail_presence).toContain('Brno (Czechia)');
    expect(data.retail_presence).toContain('Lyon (France)');
    expect(data.retail_presence).not.toContain('Tschechien');
  });

  it('names a country in English, and not under operations when a site or the head office there is named', async () => {
    const website = websiteContext([
      {
        url: `${SITE}/standorte`,
        title: 'Standorte',
        content: [
          'Wir sind mit 7 Standorten in Deutschland, Österreich, Tschechien und Polen tätig.',
          'Fertigteilwerk Passau',
          'Werk Schärding, Österreich',
          'Werk Klatovy, Tschechien',
        ].join('\n'),
      },
    ]);
    const client = northwindClient({ headquarters: 'Landau an der Isar, Germany' });
    const data = validSection(await computeLocationPresence(stepInput({ website, client })));
    expect(data.retail_presence).toContain('Schärding (Austria)');
    expect(data.retail_presence).toContain('Klatovy (Czechia)');
    // Poland has no site named: it stays, in English.
    expect(data.retail_presence).toMatch(/operations in Poland\b/);
    expect(data.retail_presence).not.toMatch(
      /Deutschland|Österreich|Tschechien|Germany|operations in [^;.]*Austria/,
    );
  });

  it('says nothing was found, listing the pages checked, when they name no place', async () => {
    const website = websiteContext([{ url: `${SITE}/careers`, title: 'Careers', content: 'Join our team.' }]);
    const client = northwindClient({ headquarters: null });
    const result = await computeLocationPresence(stepInput({ website, client }));
    const data = validSection(result);
    expect(data.headquarters).toBe(HEADQUARTERS_NOT_STATED);
    expect(data.retail_presence).toMatch(/^No information on the company's locations/);
    expect(data.sources.map((source) => source.url)).toEqual([`${SITE}/careers`]);
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it("keeps the client record's headquarters when no page read states it", async () => {
    const website = websiteContext([{ url: `${SITE}/careers`, title: 'Careers', content: 'Join our team.' }]);
    const result = await computeLocationPresence(stepInput({ website }));
    const data = validSection(result);
    expect(data.headquarters).toBe('Porto, Portugal');
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('says the website was not read when there is no website context', async () => {
    const result = await computeLocationPresence(stepInput({ website: undefined }));
    const data = validSection(result);
    expect(data.retail_presence).toContain('has not been read');
    expect(result.provenance.outcome).toBe('not-researched');
  });
});

describe('computeLocationPresence with a model', () => {
  const answer = {
    headquarters: 'Porto, Portugal',
    headquartersSources: [ABOUT_URL],
    retail_presence: 'Plants in Portugal, Poland and Mexico; showrooms in Lisbon, Paris and Milan.',
    retailPresenceSources: [`${ABOUT_URL}/`],
  };

  it('keeps cited fields, with sources from the context, in one model call', async () => {
    const model = mockStepModel(answer);
    const prompt = { key: 'location_presence_prompt' as const, content: 'Custom prompt v3', version: 3 };
    const result = await computeLocationPresence(stepInput({ model, prompt }));
    const data = validSection(result);
    expect(data).toEqual({
      headquarters: 'Porto, Portugal',
      retail_presence: answer.retail_presence,
      sources: [
        // The headquarters is the one company-facts answer, quoting the sentence that states it.
        {
          url: ABOUT_URL,
          title:
            '“Northwind Ceramics is headquartered in Porto, Portugal, and makes porcelain tableware and tiles for hotels, restaurants and retailers.”',
          retrievedAt: '2025-06-29',
        },
        { url: ABOUT_URL, title: 'About us | Northwind Ceramics', retrievedAt: '2025-06-29' },
      ],
    });
    expect(result.provenance).toMatchObject({
      method: 'llm',
      provider: 'openai',
      model: 'mock-model',
      promptKey: 'location_presence_prompt',
      promptVersion: 3,
      outcome: 'found',
    });
    const calls = modelCalls(model);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.system).toBe('Custom prompt v3');
    expect(calls[0]!.user).toContain('[P1] About us | Northwind Ceramics');
    expect(calls[0]!.user).toContain('[R1]');
  });

  it('uses the default prompt (version 0) when the pipeline passes none', async () => {
    const model = mockStepModel(answer);
    const result = await computeLocationPresence(stepInput({ model }));
    expect(result.provenance).toMatchObject({ promptKey: 'location_presence_prompt', promptVersion: 0 });
    expect(modelCalls(model)[0]!.system).toBe(DEFAULT_PROMPTS.location_presence_prompt);
  });

  it('drops an uncited headquarters and an uncited paragraph', async () => {
    const model = mockStepModel({
      ...answer,
      headquartersSources: [INVENTED_URL],
      retailPresenceSources: [],
    });
    const client = northwindClient({ headquarters: null });
    const result = await computeLocationPresence(stepInput({ model, client, website: contactPageOnly() }));
    const data = validSection(result);
    expect(data.headquarters).toBe(HEADQUARTERS_NOT_STATED);
    expect(data.retail_presence).toMatch(/^No information on the company's locations/);
    expect(data.sources.some((source) => source.url === INVENTED_URL)).toBe(false);
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('lets a schema failure through and returns nothing', async () => {
    const model = mockStepModel({ headquarters: 42 });
    await expect(computeLocationPresence(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });

  it('does not ask the model when there is nothing to read', async () => {
    const model = mockStepModel(answer);
    const result = await computeLocationPresence(
      stepInput({ model, website: undefined, web: undefined, researchConfigured: false }),
    );
    expect(modelCalls(model)).toHaveLength(0);
    expect(result.provenance.outcome).toBe('not-researched');
    expect(result.provenance.note).toContain('no evidence for it to read');
    validSection(result);
  });
});
