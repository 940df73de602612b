import { StructuredOutputError } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { mockStepModel, modelCalls, validSection } from '../test-fixtures.js';
import { computeBusinessModel } from './business-model.js';
import { NOT_STATED } from './business-facts.js';
import {
  ABOUT_URL,
  INVENTED_URL,
  SUSTAINABILITY_PAGE,
  SUSTAINABILITY_URL,
  contactPageOnly,
  northwindClient,
  stepInput,
  websiteContext,
} from './test-fixtures.js';

const sustainabilityOnly = () =>
  websiteContext([{ url: SUSTAINABILITY_URL, title: 'Sustainability', content: SUSTAINABILITY_PAGE }]);

describe('computeBusinessModel without a model', () => {
  it("quotes the company's own pages for the business, its revenue and its profit", async () => {
    const result = await computeBusinessModel(stepInput());
    const data = validSection(result);
    expect(data.summary).toContain('makes porcelain tableware and tiles for hotels');
    expect(data.revenue).toBe("The company's own page states: “Revenue reached €412 million in 2024.”");
    expect(data.profitability).toContain('Operating profit was €38 million in 2024');
    expect(data.sources.every((source) => source.url === ABOUT_URL)).toBe(true);
    expect(result.provenance).toMatchObject({ method: 'extraction', outcome: 'found' });
  });

  it("names the profile's revenue bucket as a bucket, never as revenue, when no page states revenue", async () => {
    const result = await computeBusinessModel(stepInput({ website: sustainabilityOnly() }));
    const data = validSection(result);
    expect(data.revenue).toBe(
      `${NOT_STATED} The client's profile records a revenue range of $100M-$500M: a size bucket, not a reported figure.`,
    );
    expect(data.profitability).toBe(NOT_STATED);
  });

  it('says plainly when nothing describes the business, with the industry from the profile', async () => {
    const website = contactPageOnly();
    const client = northwindClient({ revenue: null });
    const result = await computeBusinessModel(stepInput({ website, client }));
    const data = validSection(result);
    expect(data.summary).toBe(
      "The sources checked do not describe the company's business model. The client's profile records its industry as Manufacture of ceramic household articles.",
    );
    expect(data.revenue).toBe(NOT_STATED);
    expect(data.sources).toEqual([]);
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('quotes what the company does in German, French and Italian, from its company page first', async () => {
    const website = websiteContext([
      {
        url: 'https://www.drives.test/',
        title: 'Antriebe',
        content: 'Antriebe, die Maschinen bewegen\nHerzlich willkommen auf unserer Website.',
      },
      {
        url: 'https://www.drives.test/unternehmen',
        title: 'Unternehmen',
        content:
          'Unternehmen\nWir entwickeln und fertigen Getriebemotoren für Förderanlagen und Verpackungsmaschinen.',
      },
      {
        url: 'https://www.drives.test/fr/qui-sommes-nous',
        title: 'Qui sommes-nous',
        content: 'Qui sommes-nous\nNous concevons des motoréducteurs pour la manutention et l’emballage.',
      },
      {
        url: 'https://www.drives.test/it/chi-siamo',
        title: 'Chi siamo',
        content: 'Chi siamo\nProduciamo motoriduttori per impianti di movimentazione dal 1958.',
      },
    ]);
    const data = validSection(await computeBusinessModel(stepInput({ website })));
    expect(data.summary).toBe(
      "From the company's own pages (quoted, not reworded): Wir entwickeln und fertigen Getriebemotoren für Förderanlagen und Verpackungsmaschinen. Nous concevons des motoréducteurs pour la manutention et l’emballage. Produciamo motoriduttori per impianti di movimentazione dal 1958.",
    );
  });

  it('quotes what a Swedish company does, from its "Om oss" page', async () => {
    const website = websiteContext([
      {
        url: 'https://www.nordvik.test/om-oss',
        title: 'Om oss',
        content:
          'Om oss\nVi förädlar furu och gran till sågade trävaror för bygghandeln och snickeriindustrin.\nVåra kunder är bygghandelskedjor och förpackningstillverkare i Europa.',
      },
    ]);
    const data = validSection(await computeBusinessModel(stepInput({ website })));
    expect(data.summary).toBe(
      "From the company's own pages (quoted, not reworded): Vi förädlar furu och gran till sågade trävaror för bygghandeln och snickeriindustrin. Våra kunder är bygghandelskedjor och förpackningstillverkare i Europa.",
    );
  });

  it('is honest about an unread website', async () => {
    const result = await computeBusinessModel(stepInput({ website: undefined }));
    validSection(result);
    expect(result.provenance.outcome).toBe('not-researched');
  });
});

describe('computeBusinessModel with a model', () => {
  const answer = {
    summary: 'Northwind Ceramics makes porcelain tableware and tiles for hotels, restaurants and retailers.',
    summarySources: [ABOUT_URL],
    revenue: '€412 million (2024)',
    revenueSources: [ABOUT_URL],
    profitability: 'Operating profit €38 million (2024), margin 9.2%',
    profitabilitySources: [INVENTED_URL],
  };

  it('keeps cited fields and replaces an uncited one with what the sources do not state', async () => {
    const model = mockStepModel(answer);
    const result = await computeBusinessModel(stepInput({ model }));
    const data = validSection(result);
    expect(data.summary).toBe(answer.summary);
    expect(data.revenue).toBe('€412 million (2024)');
    expect(data.profitability).toBe(NOT_STATED);
    expect(data.sources).toEqual([
      { url: ABOUT_URL, title: 'About us | Northwind Ceramics', retrievedAt: '2025-06-29' },
    ]);
    expect(result.provenance).toMatchObject({
      method: 'llm',
      promptKey: 'business_model_overview_prompt',
      outcome: 'found',
    });
    expect(modelCalls(model)).toHaveLength(1);
  });

  it('keeps a revenue or profit only when a cited sentence states each of its figures for its year', async () => {
    const faithful = mockStepModel({
      ...answer,
      revenue: 'EUR 412 Mio. (2024)',
      profitability: 'Operating profit €38 million (2024), margin 9.2%',
      profitabilitySources: [ABOUT_URL],
    });
    const kept = await computeBusinessModel(stepInput({ model: faithful }));
    expect(validSection(kept)).toMatchObject({
      revenue: 'EUR 412 Mio. (2024)',
      profitability: 'Operating profit €38 million (2024), margin 9.2%',
    });
    expect(kept.provenance.droppedNumbers).toBe(0);

    const invented = mockStepModel({
      ...answer,
      // An invented amount, and a real margin given for a year the sentence does not name.
      revenue: '€450 million (2024)',
      profitability: 'Operating margin 9.2% (2023)',
      profitabilitySources: [ABOUT_URL],
    });
    const dropped = await computeBusinessModel(stepInput({ model: invented }));
    const data = validSection(dropped);
    expect(data.revenue).not.toContain('450');
    expect(data.profitability).toBe(NOT_STATED);
    expect(dropped.provenance.droppedNumbers).toBe(2);
    expect(dropped.provenance.note).toMatch(/2 figure field\(s\) the model gave were left out/);
  });

  it('never lets an uncited revenue stand, even when it looks like a figure', async () => {
    const model = mockStepModel({ ...answer, summarySources: [], revenueSources: [] });
    const result = await computeBusinessModel(stepInput({ model }));
    const data = validSection(result);
    expect(data.revenue).toContain('a size bucket, not a reported figure');
    expect(data.summary).toMatch(/^The sources checked do not describe/);
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('cuts over-long fields to the contract limits instead of failing the save', async () => {
    const model = mockStepModel({ ...answer, summary: 'Porcelain. '.repeat(600) });
    const data = validSection(await computeBusinessModel(stepInput({ model })));
    expect(data.summary.length).toBeLessThanOrEqual(3000);
    expect(data.summary.endsWith('…')).toBe(true);
  });

  it('lets a schema failure through', async () => {
    const model = mockStepModel({ summary: 'Tableware.' });
    await expect(computeBusinessModel(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });
});
