import { describe, expect, it } from 'vitest';
import { normalizeCompany } from '../normalize.js';
import { classifyCompany, type CompanyClassification } from './classify-company.js';
import { evidenceFromPages } from './evidence.js';
import { sectorKeysForClassification } from './sector-keys.js';

const WEAVER = evidenceFromPages(
  [
    {
      url: 'https://www.weaver.test/',
      content:
        'We weave technical fabrics for filtration and protective clothing.\nWe sell only to businesses.\nOur weaving mills in Ghent and Łódź run seven days a week.',
    },
  ],
  { description: 'A family-owned weaver of technical fabrics.' },
);

/** The sector read from one page of a company's report. */
const stated = (content: string) =>
  classifyCompany(evidenceFromPages([{ url: 'https://www.firma.test/raport', content }])).sector;

describe('classifyCompany', () => {
  it('reads sector, customer model and production model from the website', () => {
    const result = classifyCompany(WEAVER);
    expect(result.sector).toMatchObject({
      division: '13',
      origin: 'website',
      decidingPhrase: 'We weave technical fabrics',
    });
    expect(result.customerModel).toMatchObject({ value: 'B2B', exclusive: true, origin: 'website' });
    expect(result.productionModel).toMatchObject({
      value: 'own production',
      decidingPhrase: 'Our weaving mills',
    });
  });

  it("reads the activity code a company states in its country's classification when its words decide nothing", () => {
    // The main activity is written first; the group is left out, as NACE Rev. 2.1 renumbered it.
    expect(
      stated('Spółka prowadzi działalność (PKD 41.20.Z – roboty budowlane), a także PKD 23.61.Z.'),
    ).toMatchObject({ division: '41', origin: 'website', confidence: 0.9 });
    expect(stated('Code NAF 2361Z.')).toMatchObject({ division: '23' });
    expect(stated('Codice ATECO 41.20.00.')).toMatchObject({ division: '41' });
    // No acronym, or a code NACE Rev. 2.1 lacks, is no stated activity.
    expect(stated('Pracujemy od 41.20 lat.')).toBeUndefined();
    expect(stated('PKD 45.20.Z')).toBeUndefined();
  });

  it('a consultant-typed NACE code beats the website', () => {
    const result = classifyCompany(WEAVER, { consultantIndustry: 'NACE 14.20 Workwear' });
    expect(result.sector).toMatchObject({
      division: '14',
      group: '14.2',
      origin: 'consultant',
      confidence: 1,
    });
  });

  it('the sector the consultant chose beats the website and the industry words', () => {
    const result = classifyCompany(WEAVER, {
      consultantSector: { division: '22', group: '22.2' },
      consultantIndustry: 'Apparel',
    });
    expect(result.sector).toMatchObject({
      division: '22',
      group: '22.2',
      section: 'C',
      origin: 'consultant',
      confidence: 1,
      decidingPhrase: 'set by the consultant',
      alternatives: [],
    });
    // A code NACE Rev. 2.1 does not have is no choice: the next evidence decides.
    expect(classifyCompany(WEAVER, { consultantSector: { division: '04' } }).sector).toMatchObject({
      division: '13',
      origin: 'website',
    });
  });

  it('a consultant industry naming another division beats the website', () => {
    expect(classifyCompany(WEAVER, { consultantIndustry: 'Apparel' }).sector).toMatchObject({
      division: '14',
      origin: 'consultant',
    });
  });

  it('a consultant industry naming only a section keeps a website division inside it', () => {
    expect(classifyCompany(WEAVER, { consultantIndustry: 'Manufacturing' }).sector).toMatchObject({
      division: '13',
      origin: 'website',
    });
    const elsewhere = classifyCompany(WEAVER, { consultantIndustry: 'Banking' });
    expect(elsewhere.sector).toBeUndefined();
    expect(elsewhere.sectorNote).toContain("'Banking'");
  });

  it('customer and production models the consultant set beat the website', () => {
    const result = classifyCompany(WEAVER, { customerModel: 'B2B+B2C', productionModel: 'mixed' });
    expect(result.customerModel).toMatchObject({ value: 'B2B+B2C', origin: 'consultant', confidence: 1 });
    expect(result.productionModel).toMatchObject({ value: 'mixed', origin: 'consultant' });
    // Not an exclusive B2B statement any more: the consumer question stays open.
    expect(normalizeCompany({ Name: 'W' }, {}, result).facts.sellsToConsumersInEu).toBeUndefined();
  });

  it('says why no sector was decided', () => {
    const result = classifyCompany(
      evidenceFromPages([{ url: 'https://www.x.test/', content: 'Welcome to our website.' }]),
    );
    expect(result.sector).toBeUndefined();
    expect(result.sectorNote).toMatch(/No statement/);
  });
});

const classified = (division: string, customers?: 'B2B' | 'B2C', group?: string): CompanyClassification => ({
  sector: {
    division,
    ...(group ? { group } : {}),
    section: 'C',
    label: '',
    display: '',
    confidence: 1,
    decidingPhrase: '',
    locator: '',
    origin: 'website',
    alternatives: [],
  },
  ...(customers
    ? {
        customerModel: {
          value: customers,
          exclusive: false,
          confidence: 1,
          decidingPhrase: '',
          locator: '',
          origin: 'website',
        },
      }
    : {}),
});

describe('sectorKeysForClassification', () => {
  it.each([
    ['13', undefined, undefined, ['C', 'textiles']],
    ['14', undefined, undefined, ['C', 'apparel']],
    ['10', 'B2C', undefined, ['C', 'agriculture-food', 'packaging-heavy-consumer-goods']],
    ['10', 'B2B', undefined, ['C', 'agriculture-food']],
    ['62', undefined, undefined, ['J', 'technology']],
    ['65', undefined, undefined, ['K', 'financial-services', 'insurance']],
    ['66', undefined, '66.3', ['K', 'financial-services', 'asset-management']],
    ['32', undefined, undefined, ['C']],
    // Ceramics are fired in kilns; precast concrete and cut stone are not.
    ['23', undefined, '23.4', ['C', 'process-industry']],
    ['23', undefined, '23.6', ['C']],
    ['23', undefined, '23.7', ['C']],
    // Cars and fuel are no packaged consumer goods: a car dealer or filling station is not profiled as one.
    ['47', undefined, '47.8', ['G']],
    ['47', undefined, '47.3', ['G']],
    ['47', undefined, '47.7', ['G', 'packaging-heavy-consumer-goods']],
  ] as const)('division %s (%s) → %j', (division, customers, group, keys) => {
    expect(sectorKeysForClassification(classified(division, customers, group))).toEqual(keys);
  });
});

describe('a retailer by the goods it names', () => {
  it('a shop chain selling clothing and shoes is clothing retail, with the apparel keys', () => {
    const shops = classifyCompany(
      evidenceFromPages([
        {
          url: 'https://www.shops.test/groupe',
          content:
            'Brenvaux est un distributeur spécialisé de vêtements et de chaussures de montagne qui vend aux particuliers.\nNos magasins sont ouverts du lundi au samedi.',
        },
      ]),
    );
    expect(shops.sector).toMatchObject({ division: '47', group: '47.7', goods: ['14', '15'] });
    expect(sectorKeysForClassification(shops)).toEqual(['G', 'apparel', 'packaging-heavy-consumer-goods']);
  });
});

describe('normalizeCompany with a classification', () => {
  it('takes its sectors from the division, not the industry text', () => {
    const company = normalizeCompany(
      { Name: 'Weaver', Industry: 'Textiles and apparel' },
      {},
      classifyCompany(WEAVER),
    );
    expect(company.sectors).toEqual(['C', 'textiles']);
    expect(company.classification?.sector?.division).toBe('13');
  });

  it('a website saying it sells only to businesses answers the consumer question, quoting it', () => {
    const company = normalizeCompany({ Name: 'Weaver' }, {}, classifyCompany(WEAVER));
    expect(company.facts.sellsToConsumersInEu).toEqual({
      value: false,
      origin: { kind: 'website', url: 'https://www.weaver.test/', quote: 'We sell only to businesses' },
    });
  });

  it("the consultant's answer beats the website", () => {
    const company = normalizeCompany(
      { Name: 'Weaver' },
      { sellsToConsumersInEu: { value: true, origin: { kind: 'consultant' } } },
      classifyCompany(WEAVER),
    );
    expect(company.facts.sellsToConsumersInEu).toEqual({ value: true, origin: { kind: 'consultant' } });
  });

  it('a B2B customer model without "only" leaves the consumer question open', () => {
    const company = normalizeCompany({ Name: 'Maker' }, {}, classified('32', 'B2B'));
    expect(company.facts.sellsToConsumersInEu).toBeUndefined();
  });
});
