import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import { eudrRule } from './eudr.js';

/** Fictional makers classified from their own words, headquartered in the EU. */
const maker = (text: string) =>
  normalizeCompany(
    { Name: 'Example', Industry: null, Headquarters: 'Lyon, France' },
    {},
    classifyCompany(evidenceFromPages([{ url: 'https://www.maker.test/about', content: text }])),
  );

describe('EUDR for a soap and cosmetics maker', () => {
  it('leaves the question open: its products are no Annex I goods', () => {
    const company = maker(
      'Les Savonneries Exemple fabriquent et conditionnent des soins du visage et du corps et des savons en Provence.',
    );
    expect(company.classification?.sector?.group).toBe('20.4');
    const outcome = eudrRule.evaluate(company, '2026-11-28');
    expect(outcome.verdict).toBe('possibly-in-scope');
    expect(outcome.missingFacts).toEqual(['placesGoodsOnEuMarket']);
  });

  it('a detergent maker is 20.4 too, and its question stays open', () => {
    const company = maker('We manufacture household cleaning products and detergents for supermarkets.');
    expect(company.classification?.sector?.group).toBe('20.4');
    const outcome = eudrRule.evaluate(company, '2026-11-28');
    expect(outcome.verdict).toBe('possibly-in-scope');
  });
});

describe('EUDR for other consumer-goods makers', () => {
  it('counter-example: a consumer-goods maker outside 20.4 stays likely in scope', () => {
    const company = normalizeCompany(
      { Name: 'Example', Industry: null, Headquarters: 'Lyon, France' },
      {},
      {
        sector: {
          ...maker('We manufacture household cleaning products and detergents.').classification!.sector!,
          division: '10',
          group: '10.8',
        },
      },
    );
    expect(eudrRule.evaluate(company, '2026-11-28').verdict).toBe('likely-in-scope');
  });
});
