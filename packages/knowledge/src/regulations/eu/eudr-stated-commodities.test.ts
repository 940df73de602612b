import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import { evaluateRule } from '../registry.js';
import { TODAY } from '../rule-cases.js';
import { eudrRule } from './eudr.js';

/**
 * A company whose own words name an Annex I commodity as what it sells is in scope of the EUDR; one
 * that only buys such goods for its own use is not thereby. Fictional companies' pages.
 */
function verdictFor(headquarters: string, ...lines: string[]) {
  const classification = classifyCompany(
    evidenceFromPages([{ url: 'https://www.example-maker.test/about', content: lines.join('\n') }]),
  );
  const company = normalizeCompany(
    { Name: 'Brightwater Trading', Headquarters: headquarters, EmployeeCount: 'size_11_50' },
    {},
    classification,
  );
  return evaluateRule(eudrRule, company, TODAY);
}

describe('EUDR: a commodity the company names as its own product', () => {
  it('an EU roaster whose words say it roasts coffee is in scope, the reason quoting them', () => {
    const result = verdictFor(
      'Utrecht, Netherlands',
      'Since 1998 we roast speciality coffee in small batches for cafés and offices.',
    );
    expect(result.verdict).toBe('in-scope');
    expect(result.reason).toContain('coffee');
    expect(result.reason).toContain('we roast speciality coffee in small batches');
    expect(result.dates).toContainEqual(expect.objectContaining({ date: '2027-06-30' }));
  });

  it.each([
    ['a chocolate maker by its trade', 'Lindqvist & Dahl is a family chocolate maker from Ghent.', 'cocoa'],
    ['a sawmill selling timber', 'We saw and sell Nordic timber and sawn wood to builders.', 'timber'],
    ['a German soya processor', 'Wir verarbeiten Soja aus europäischem Anbau zu Tofu.', 'Soja'],
    ['a French roaster', 'Nous torréfions du café bio dans notre atelier de Lyon.', 'café'],
    ['a palm oil trader', 'We import and trade sustainable palm oil for the food industry.', 'palm oil'],
    [
      'a Swedish sawmill',
      'Vi förädlar nordisk furu och gran till sågade och hyvlade trävaror för bygg- och snickeriindustrin.',
      'trävaror',
    ],
    ['a Swedish sawmill in the past tense', 'Under 2025 sågade vi 742 000 m³ trävaror.', 'trävaror'],
    ['a Norwegian sawmill', 'Vi produserer trelast og høvellast til byggevarehandelen.', 'trelast'],
  ])('%s is in scope', (_name, line, word) => {
    const result = verdictFor('Ghent, Belgium', line);
    expect(result.verdict).toBe('in-scope');
    expect(result.reason).toContain(word);
  });

  it('a company outside the EU naming coffee is likely in scope: where it sells is not known', () => {
    const result = verdictFor('Zurich, Switzerland', 'We roast single-origin coffee in Zurich.');
    expect(result.verdict).toBe('likely-in-scope');
    expect(result.missingFacts).toEqual(['placesGoodsOnEuMarket']);
  });

  it('leather alone stays likely in scope: its place in Annex I is contested', () => {
    const result = verdictFor('Florence, Italy', 'We tan and sell vegetable-tanned leather for bags.');
    expect(result.verdict).toBe('likely-in-scope');
    expect(result.reason).toContain('leather');
    expect(result.reason).toContain('to verify');
  });

  it.each([
    ['coffee for its staff', 'We supply free coffee to our staff at every office.'],
    ['coffee machines', 'We sell coffee machines and grinders to restaurants.'],
    ['paper cups', 'We make paper cups and lids for takeaway drinks.'],
    ['coffee it buys', 'We buy Fairtrade coffee and cocoa for our canteen.'],
    ['its customers roasting', 'Our customers roast coffee with our machines.'],
  ])('a software firm mentioning %s is not placed in scope by it', (_name, line) => {
    const result = verdictFor('Ghent, Belgium', 'We develop software for logistics companies.', line);
    expect(result.verdict).not.toBe('in-scope');
  });
});

describe('EUDR: a food company whose own products are no Annex I goods', () => {
  const oliveGrower = [
    'Campoluz is a family olive oil cooperative from Córdoba.',
    "We press our growers' olives and bottle olive oil for supermarkets across Europe.",
  ];

  it('is not presumed likely: the question stays open and the reason names the products and the inference', () => {
    const result = verdictFor('Córdoba, Spain', ...oliveGrower);
    expect(result.verdict).toBe('possibly-in-scope');
    expect(result.missingFacts).toEqual(['placesGoodsOnEuMarket']);
    expect(result.reason).toContain('olive oil');
    expect(result.reason).toContain('none of them an Annex I commodity or product');
    expect(result.reason).toContain('is inferred, not stated');
  });

  it.each([
    ['palm oil as an input', 'Our biscuits are baked with olive oil and certified palm oil.'],
    ['soya in its feed', 'Our hens are fed with non-GM soya.'],
    ['paper packaging', 'Every bottle is shipped in recycled paper cartons.'],
    ['wooden crates', 'We pack our table olives in wood crates for delicatessens.'],
    ['cocoa it sells', 'We also sell olive oil chocolate made with Ecuadorian cocoa.'],
  ])('naming %s beside them keeps it in or likely in scope', (_name, line) => {
    const result = verdictFor('Córdoba, Spain', ...oliveGrower, line);
    expect(['in-scope', 'likely-in-scope']).toContain(result.verdict);
  });

  it('a food company naming no product keeps the sector presumption', () => {
    const result = verdictFor(
      'Córdoba, Spain',
      'We are a food company from Córdoba serving retailers since 1970.',
    );
    expect(result.verdict).not.toBe('possibly-in-scope');
  });
});
