import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../company/classification/classify-company.js';
import { evidenceFromPages } from '../company/classification/evidence.js';
import { normalizeCompany } from '../company/normalize.js';
import type { NormalizedCompany } from '../company/types.js';
import { consultant, TODAY } from './rule-cases.js';
import { evaluateRule } from './registry.js';
import { cbamRule } from './eu/cbam.js';

/**
 * CBAM for makers whose goods are far from iron, steel, aluminium, cement, fertilisers, hydrogen and
 * electricity: each gets a stated assumption or the question in its own terms, never the blanket
 * 'goods placed on the EU market unknown'. Fictional companies, read from their own words.
 */
function maker(...lines: string[]): NormalizedCompany {
  const evidence = evidenceFromPages([{ url: 'https://www.example.test/about', content: lines.join('\n') }]);
  return normalizeCompany(
    { Name: 'Example Maker', EmployeeCount: 'size_201_500', Headquarters: 'Ghent, Belgium' },
    {},
    classifyCompany(evidence),
  );
}

const cbam = (company: NormalizedCompany) => evaluateRule(cbamRule, company, TODAY);

describe('CBAM for makers of goods it does not cover', () => {
  it.each([
    {
      lines: [
        'We make cheese and yoghurt from the milk of 600 farms in our own dairies.',
        'Our dairies process 400 million litres of milk a year.',
      ],
      code: '10',
      verdict: 'not-in-scope',
      phrases: ['assumes a food or drink maker imports none', 'steel or aluminium cans'],
    },
    {
      lines: [
        'We create flavours and fragrances and distil essential oils in our own plant.',
        'Our flavourists develop flavours for food and beverage manufacturers.',
      ],
      code: '20.5',
      verdict: 'not-in-scope',
      phrases: ['flavours, fragrances, essential oils', 'answer the question if it imports hydrogen'],
    },
    // Makers that may import steel or aluminium themselves keep the question, in their terms.
    {
      lines: [
        'We design and manufacture electronic sensors and printed circuit board assemblies in our own factory.',
        'Our factory produces 2 million sensors a year.',
      ],
      code: '26',
      verdict: 'possibly-in-scope',
      phrases: ['an electronics maker is in scope only for steel or aluminium'],
    },
    {
      lines: [
        'We manufacture surgical instruments and dental implants in our own plant.',
        'Our medical devices are used in 3,000 hospitals.',
      ],
      code: '32.5',
      verdict: 'possibly-in-scope',
      phrases: ['medical or dental instruments', 'bed and trolley frames'],
    },
  ])(
    'a maker of NACE $code reads $verdict, the goods question still open',
    ({ lines, code, verdict, phrases }) => {
      const company = maker(...lines);
      const sector = company.classification?.sector;
      expect([sector?.division, sector?.group]).toContain(code);
      const result = cbam(company);
      expect(result.verdict).toBe(verdict);
      for (const phrase of phrases) expect(result.reason).toContain(phrase);
      expect(result.missingFacts).toContain('placesGoodsOnEuMarket');
    },
  );

  it('a machinery maker keeps the plain question; an answer overrules the food inference', () => {
    const machines = maker('We manufacture packaging machines in our own factory.');
    expect(machines.classification?.sector?.division).toBe('28');
    expect(cbam(machines).verdict).toBe('possibly-in-scope');
    const dairy = maker('We make cheese and yoghurt in our own dairies.');
    const answered = normalizeCompany(
      { Name: 'Example Maker', Headquarters: 'Ghent, Belgium' },
      { placesGoodsOnEuMarket: consultant(['cbam-aluminium'] as const) },
      dairy.classification,
    );
    expect(cbam(answered).verdict).toBe('likely-in-scope');
  });
});
