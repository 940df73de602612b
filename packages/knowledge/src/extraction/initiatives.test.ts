import { INITIATIVE_CATEGORIES } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { extractInitiativeCandidates } from './initiatives.js';

const URL = 'https://www.example.com/impact';
const READ_ON = { retrievedAt: '2026-11-21' };

function titlesAndCategories(text: string) {
  return extractInitiativeCandidates(text, URL, READ_ON).map((c) => [c.title, c.category]);
}

describe('extractInitiativeCandidates finds programmes the text presents as the company’s own', () => {
  it.each([
    [
      'Through our Cleaner Cotton Programme, we train farmers in our supply chain.',
      [['Cleaner Cotton Programme', 'Production']],
    ],
    [
      'Customers bring clothes back through our Second Life resale service.',
      [['Second Life resale service', 'Circular Economy']],
    ],
    ['In 2023 we launched ReCirc, a take-back service for used pumps.', [['ReCirc', 'Circular Economy']]],
    ['We have set up a repair service in 40 stores.', [['Repair service', 'Circular Economy']]],
    [
      'We run a mentoring programme for young people in local schools.',
      [['Mentoring programme', 'Community']],
    ],
    [
      'We partner with WaterAid to bring drinking water to schools.',
      [['Partnership with WaterAid', 'Community']],
    ],
    [
      'In partnership with the Rainforest Trust, we protect 20,000 hectares of forest.',
      [['Partnership with the Rainforest Trust', 'Sustainability']],
    ],
    [
      'We piloted an innovation lab with two start-ups on battery research.',
      [['Innovation lab', 'Innovation']],
    ],
    [
      'We launched a supplier transparency map listing every factory.',
      [['Supplier transparency map', 'Transparency']],
    ],
  ])('%s', (sentence, expected) => {
    expect(titlesAndCategories(sentence)).toEqual(expected);
  });
});

describe('names written with small words, and named strategies', () => {
  const titles = (text: string) => extractInitiativeCandidates(text, URL, READ_ON).map((c) => c.title);

  it.each([
    [
      'We back young growers: our Farmers of the Valley programme trains 200 smallholders a year.',
      ['Farmers of the Valley programme'],
    ],
    ['Through our Homes for the Future fund, we lend to first-time buyers.', ['Homes for the Future fund']],
    [
      'Our sustainability strategy, Greener Tomorrow, has three pillars: homes, people and places.',
      ['Greener Tomorrow strategy'],
    ],
    ['Our ESG strategy "Roots 2030" sets out four priorities.', ['Roots 2030 strategy']],
  ])('%s', (sentence, expected) => {
    expect(titles(sentence)).toEqual(expected);
  });

  it.each([
    'Our strategy ESG reporting follows the GRI Standards.',
    'Our climate strategy aims for net zero by 2040.',
    'Our Managing Director and the board oversee every programme.',
    'The Women in Business programme of our main customer trains 40 suppliers.',
  ])('names none: %s', (sentence) => {
    expect(titles(sentence)).toEqual([]);
  });
});

describe('extractInitiativeCandidates leaves out what is not the company’s own programme', () => {
  it.each([
    ['membership of a body', 'We are a member of the Alliance for Water Stewardship.'],
    ['a standard it follows', 'Our cotton is certified to the Better Cotton Initiative.'],
    ['a policy document', 'All suppliers must sign our Supplier Code of Conduct.'],
    ['an event', 'We engage investors at our annual Capital Markets Day.'],
    ['a product range', 'Our new ZeroCarbon range launched in 2025.'],
    ['a relationship without a purpose', 'We work closely with WaterAid.'],
    ['stores, not a programme', 'We run 310 stores and operate two warehouses.'],
    ['a plan, not an initiative', 'Our Climate Transition Plan sets targets.'],
    ['the product it hosts, a head word alone', 'We run our platform on Nubrava Cloud in Ireland.'],
  ])('%s', (_label, sentence) => {
    expect(extractInitiativeCandidates(sentence, URL, READ_ON)).toEqual([]);
  });
});

describe('extractInitiativeCandidates output', () => {
  const page =
    'Through our Pump Retrofit Programme, we help utilities replace old pumps. Since 2020 it has saved 210 GWh.\nOther news.';
  const [candidate] = extractInitiativeCandidates(page, URL, READ_ON);

  it('describes the initiative with its sentence and a follow-on sentence about it, and quotes the first', () => {
    expect(candidate?.description).toBe(
      'Through our Pump Retrofit Programme, we help utilities replace old pumps. Since 2020 it has saved 210 GWh.',
    );
    expect(candidate?.quote).toBe(
      'Through our Pump Retrofit Programme, we help utilities replace old pumps.',
    );
  });

  it('carries the page as source, a spec category, the method and the version', () => {
    expect(candidate).toMatchObject({
      sourceUrl: URL,
      url: URL,
      sources: [{ url: URL, retrievedAt: '2026-11-21' }],
      method: 'extraction',
      knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
    });
    expect(INITIATIVE_CATEGORIES).toContain(candidate?.category);
  });

  it('lists an initiative named twice once', () => {
    const twice =
      'We launched our Green Store Programme in 2022. Our Green Store Programme retrofits stores.';
    expect(extractInitiativeCandidates(twice, URL, READ_ON).map((c) => c.title)).toEqual([
      'Green Store Programme',
    ]);
  });
});
