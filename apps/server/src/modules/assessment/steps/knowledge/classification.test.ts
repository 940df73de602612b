import { describe, expect, it } from 'vitest';
import { companyForStep, companyOf } from '../../knowledge-sections/compute.js';
import { consultantIndustryOf } from '../../knowledge-sections/classification.js';
import { computeImpactStrategy } from './impact-strategy.js';
import { computeRegulations, computeUpcomingPolicies } from './index.js';
import { northwindClient, northwindWebsite, stepInput } from './test-fixtures.js';

/** The knowledge steps classify the client from the website context they are given. */
const WEAVER_SITE = 'https://www.weaver.example.test';
const weaverWebsite = () =>
  northwindWebsite([
    {
      url: `${WEAVER_SITE}/`,
      title: 'Technical fabrics | Example Weaving',
      summary: 'Home',
      content:
        'We weave technical fabrics for filtration and protective clothing.\nOur weaving mills in Ghent and Łódź run three shifts.\nWe sell only to businesses.',
    },
    {
      url: `${WEAVER_SITE}/markets`,
      title: 'Markets | Example Weaving',
      summary: 'Markets',
      content: 'Our customers make workwear and fire-resistant suits from our fabrics.',
    },
  ]);
const weaverClient = () =>
  northwindClient({
    name: 'Example Weaving NV',
    industry: 'Textiles & Apparel',
    headquarters: 'Ghent, Belgium',
    fieldOrigins: { Industry: { method: 'extraction', detail: 'json-ld' } },
  });
const weaverInput = () => {
  const client = weaverClient();
  return stepInput({ client, company: companyOf(client), website: weaverWebsite() });
};

describe('the knowledge steps read the classification', () => {
  it('an extracted industry is evidence; a typed one, or one without an origin, is the consultant’s', () => {
    expect(consultantIndustryOf(weaverClient())).toBeUndefined();
    expect(consultantIndustryOf(northwindClient({ fieldOrigins: {} }))).toBe(
      'Manufacturing - ceramics and porcelain tableware',
    );
    expect(
      consultantIndustryOf(
        northwindClient({ fieldOrigins: { Industry: { method: 'manual', detail: 'user' } } }),
      ),
    ).toBe('Manufacturing - ceramics and porcelain tableware');
  });

  it('regulations: EmpCo is not in scope for a B2B weaver, in its own words', async () => {
    const rows = (await computeRegulations(weaverInput())).data;
    const empco = rows.find((row) => row.name.startsWith('Empowering Consumers'))!;
    expect(empco.verdict).toBe('not-in-scope');
    expect(empco.reason).toContain('“We sell only to businesses”');
    const espr = rows.find((row) => row.name.startsWith('Ecodesign'))!;
    expect(espr.complianceStatus).not.toMatch(/^In scope/);
  });

  it('counter-example: without the website the pipeline’s profile-only company is used', async () => {
    const client = weaverClient();
    const input = stepInput({ client, company: companyOf(client), website: undefined });
    expect(companyForStep(input)).toBe(input.company);
    expect(input.company.classification?.customerModel).toBeUndefined();
    const rows = (await computeRegulations(input)).data;
    const empco = rows.find((row) => row.name.startsWith('Empowering Consumers'))!;
    expect(empco.reason).not.toContain('customer model');
  });

  it('policies: EmpCo relevance is low for the weaver', async () => {
    const data = (await computeUpcomingPolicies(weaverInput())).data;
    expect(data.policies.map((policy) => policy.name)).not.toContain(
      'Empowering Consumers for the Green Transition Directive (EmpCo)',
    );
  });

  it('materiality: the textile manufacturing profile, not the apparel brand', async () => {
    const [areas, topics] = await computeImpactStrategy(weaverInput());
    expect(
      areas.data
        .map((area) => area.name)
        .slice(0, 4)
        .toSorted(),
    ).toEqual(['Climate change', 'Own workforce', 'Pollution', 'Water and marine resources']);
    const descriptions = [...areas.data, ...topics.data].map((item) => item.description).join(' ');
    expect(descriptions).not.toMatch(/outsourced to high-risk countries|cotton growing/i);
  });
});
