import { describe, expect, it } from 'vitest';
import { validSection } from '../test-fixtures.js';
import { computeBusinessModel } from './business-model.js';
import { ABOUT_URL, northwindClient, stepInput } from './test-fixtures.js';

/** The business-model section carries the knowledge base's classification of the company's own words. */
describe('computeBusinessModel stores the classification', () => {
  const extracted = { Industry: { method: 'extraction', detail: 'json-ld' } };

  it('from the pages when the industry came from the website: sector, customer and production models', async () => {
    const client = northwindClient({ fieldOrigins: extracted });
    const data = validSection(await computeBusinessModel(stepInput({ client })));
    expect(data.sector).toMatchObject({
      division: '23',
      group: '23.4',
      display: 'C23 Manufacture of other non-metallic mineral products',
      origin: 'website',
      source: { url: ABOUT_URL },
    });
    expect(data.sector?.phrase).toMatch(/makes porcelain tableware/);
    // 'for hotels, restaurants and retailers', 'through distributors', and 'its own online shop'.
    expect(data.customerModel).toBe('B2B+B2C');
    expect(data.productionModel).toBe('own production');
    expect(data.productionModelBasis?.phrase).toMatch(/production plants/);
  });

  it("the consultant's industry beats the pages", async () => {
    const client = northwindClient({ industry: 'NACE 22.2 Plastic products', fieldOrigins: {} });
    const data = validSection(await computeBusinessModel(stepInput({ client })));
    expect(data.sector).toMatchObject({ division: '22', group: '22.2', origin: 'consultant' });
    expect(data.sector?.source).toBeUndefined();
  });

  it('leaves out what nothing decides', async () => {
    const client = northwindClient({ industry: null, companyInfo: null });
    const data = validSection(await computeBusinessModel(stepInput({ client, website: undefined })));
    expect(data.sector).toBeUndefined();
    expect(data.customerModel).toBeUndefined();
    expect(data.productionModel).toBeUndefined();
  });
});
