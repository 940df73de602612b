import { describe, expect, it } from 'vitest';
import type { NormalizedCompany } from '../company/types.js';
import { PIPELINE_ITEMS } from './data/index.js';
import { exposureFactor } from './exposure-factor.js';
import { geographyFactor } from './geography-factor.js';
import { assessRelevance, rateRelevance } from './relevance.js';
import type { FactorResult } from './relevance-types.js';
import { sizeFactor } from './size-factor.js';
import {
  DUTCH_CHOCOLATE_MAKER,
  EU_LISTED_MANUFACTURER,
  SMALL_BELGIAN_CONSULTANCY,
  UNKNOWN_COMPANY,
  US_PRIVATE_SOFTWARE,
  company,
  facts,
  revenueFromUsd,
} from './test-companies.js';
import type { ExposureScope, FactorStatus, GeographyScope, PolicyRelevance, SizeScope } from './types.js';

const factors = (...statuses: FactorStatus[]): FactorResult[] =>
  statuses.map((status, i) => ({
    factor: (['geography', 'size', 'sector'] as const)[i] ?? 'sector',
    status,
    note: '',
    missing: [],
  }));

describe('rateRelevance', () => {
  it.each<[FactorStatus[], PolicyRelevance]>([
    [['met', 'met', 'met'], 'High'],
    [['met', 'borderline', 'met'], 'High'],
    [['met', 'borderline', 'borderline'], 'Medium'],
    [['met', 'unknown', 'met'], 'Medium'],
    [['unknown', 'borderline', 'met'], 'Medium'],
    [['unknown', 'unknown', 'met'], 'Low'],
    [['met', 'met', 'not-met'], 'Low'],
    [['not-met', 'met', 'met'], 'Low'],
  ])('%j → %s', (statuses, expected) => {
    expect(rateRelevance(factors(...statuses))).toBe(expected);
  });
});

describe('geographyFactor', () => {
  const eu: GeographyScope = { kind: 'eu', nonEuReach: true };
  const euOnly: GeographyScope = { kind: 'eu', nonEuReach: false };
  const germany: GeographyScope = {
    kind: 'countries',
    countries: ['DE'],
    label: 'Germany',
    nexusFacts: ['employeesInGermany'],
  };
  const california: GeographyScope = {
    kind: 'fact',
    fact: 'doesBusinessInCalifornia',
    label: 'doing business in California',
  };
  const usWithEuGoods = company({
    country: 'US',
    inEu: false,
    facts: facts({ placesGoodsOnEuMarket: ['cocoa'] }),
  });
  const usNoEuLink = company({
    country: 'US',
    inEu: false,
    facts: facts({
      listedOnEuRegulatedMarket: false,
      euTurnoverEur: 0,
      placesGoodsOnEuMarket: [],
      sellsToConsumersInEu: false,
    }),
  });
  it.each<[string, GeographyScope, NormalizedCompany, FactorStatus, string[]]>([
    ['EU company, EU law', eu, SMALL_BELGIAN_CONSULTANCY, 'met', []],
    ['headquarters unknown', eu, UNKNOWN_COMPANY, 'unknown', ['headquarters']],
    ['US company, EU-only law', euOnly, US_PRIVATE_SOFTWARE, 'not-met', []],
    ['US company placing goods in the EU', eu, usWithEuGoods, 'met', []],
    ['US company with every EU link denied', eu, usNoEuLink, 'not-met', []],
    [
      'US company with EU link unknown',
      eu,
      US_PRIVATE_SOFTWARE,
      'unknown',
      ['euTurnoverEur', 'placesGoodsOnEuMarket', 'sellsToConsumersInEu'],
    ],
    ['German company, German law', germany, EU_LISTED_MANUFACTURER, 'met', []],
    [
      'Dutch company, German staff unknown',
      germany,
      DUTCH_CHOCOLATE_MAKER,
      'unknown',
      ['employeesInGermany'],
    ],
    [
      'Dutch company with staff in Germany',
      germany,
      company({ country: 'NL', inEu: true, facts: facts({ employeesInGermany: 1200 }) }),
      'met',
      [],
    ],
    [
      'Dutch company with no staff in Germany',
      germany,
      company({ country: 'NL', inEu: true, facts: facts({ employeesInGermany: 0 }) }),
      'not-met',
      [],
    ],
    ['California confirmed', california, US_PRIVATE_SOFTWARE, 'met', []],
    ['California unknown', california, EU_LISTED_MANUFACTURER, 'unknown', ['doesBusinessInCalifornia']],
  ])('%s', (_label, scope, subject, status, missing) => {
    const result = geographyFactor(scope, subject);
    expect(result.status).toBe(status);
    expect(result.missing).toEqual(missing);
  });
});

describe('sizeFactor', () => {
  const csrd: SizeScope = {
    label: 'more than 1,000 employees and more than €450m net turnover',
    combine: 'all',
    employeesAbove: 1000,
    turnoverAbove: { currency: 'EUR', amount: 450e6 },
  };
  const beLarge: SizeScope = {
    label: '2 of 3',
    combine: 'two-of-three',
    employeesAbove: 250,
    turnoverAbove: { currency: 'EUR', amount: 50e6 },
  };
  const lksg: SizeScope = {
    label: 'at least 1,000 employees in Germany',
    combine: 'all',
    employeesAbove: 1000,
    inclusive: true,
    employeesFact: 'employeesInGermany',
  };
  const smeCap: SizeScope = { label: 'at most 1,000 employees', combine: 'all', employeesAtMost: 1000 };
  const straddling = company({ employees: { min: 1001, max: 5000 }, revenue: revenueFromUsd(100e6, 500e6) });
  const midBelgian = company({ employees: { min: 201, max: 500 }, revenue: revenueFromUsd(100e6, 500e6) });
  it.each<[string, SizeScope, NormalizedCompany, FactorStatus]>([
    ['CSRD: 10,000+ staff, $10B+', csrd, EU_LISTED_MANUFACTURER, 'met'],
    ['CSRD: revenue bucket straddles €450m', csrd, straddling, 'borderline'],
    ['CSRD: 11–50 staff', csrd, SMALL_BELGIAN_CONSULTANCY, 'not-met'],
    ['CSRD: size unknown', csrd, UNKNOWN_COMPANY, 'unknown'],
    ['2 of 3: one met, one straddles', beLarge, midBelgian, 'borderline'],
    ['2 of 3: both met', beLarge, EU_LISTED_MANUFACTURER, 'met'],
    ['2 of 3: neither', beLarge, SMALL_BELGIAN_CONSULTANCY, 'not-met'],
    ['LkSG: 6,000 employees in Germany', lksg, EU_LISTED_MANUFACTURER, 'met'],
    ['LkSG: German head count unknown, 1,001–5,000 worldwide', lksg, DUTCH_CHOCOLATE_MAKER, 'borderline'],
    [
      'LkSG: 200 employees in Germany',
      lksg,
      company({ employees: { min: 10001, max: null }, facts: facts({ employeesInGermany: 200 }) }),
      'not-met',
    ],
    ['value-chain cap: 11–50 staff', smeCap, SMALL_BELGIAN_CONSULTANCY, 'met'],
    ['value-chain cap: 10,000+ staff', smeCap, EU_LISTED_MANUFACTURER, 'not-met'],
  ])('%s', (_label, scope, subject, status) => {
    expect(sizeFactor(scope, subject).status).toBe(status);
  });

  it('names the threshold and the company figures it compared', () => {
    const note = sizeFactor(csrd, straddling).note;
    expect(note).toContain('more than 1,000 employees and more than €450m net turnover');
    expect(note).toContain('1,001–5,000 employees');
    expect(note).toMatch(/revenue about €92m–€460m/);
  });

  it('names the missing inputs when size is unknown', () => {
    expect(sizeFactor(csrd, UNKNOWN_COMPANY).missing).toEqual(['employees', 'revenue']);
  });
});

describe('exposureFactor', () => {
  const eudr: ExposureScope = {
    kind: 'goods',
    label: 'EUDR commodities',
    goods: ['cocoa', 'coffee'],
    core: [],
    probable: ['agriculture-food'],
  };
  const foodNoFacts = company({ sectors: ['C', 'agriculture-food'] });
  const foodNoCommodities = company({
    sectors: ['agriculture-food'],
    facts: facts({ placesGoodsOnEuMarket: ['packaging'] }),
  });
  it.each<[string, ExposureScope, NormalizedCompany, FactorStatus]>([
    ['goods confirmed', eudr, DUTCH_CHOCOLATE_MAKER, 'met'],
    ['goods typical for the sector, unconfirmed', eudr, foodNoFacts, 'borderline'],
    ['goods denied by the facts, whatever the sector', eudr, foodNoCommodities, 'not-met'],
    ['goods, sector unrelated', eudr, US_PRIVATE_SOFTWARE, 'not-met'],
    ['goods, sector unknown', eudr, UNKNOWN_COMPANY, 'unknown'],
    ['consumer-facing confirmed', { kind: 'consumer-facing' }, DUTCH_CHOCOLATE_MAKER, 'met'],
    ['consumer-facing denied', { kind: 'consumer-facing' }, EU_LISTED_MANUFACTURER, 'not-met'],
    ['consumer-facing, B2B sector', { kind: 'consumer-facing' }, SMALL_BELGIAN_CONSULTANCY, 'not-met'],
    [
      'financial: asset manager sector',
      { kind: 'financial' },
      company({ sectors: ['K', 'asset-management'] }),
      'met',
    ],
    [
      'financial: bank sector, unconfirmed',
      { kind: 'financial' },
      company({ sectors: ['K', 'financial-services'] }),
      'borderline',
    ],
    ['financial: software', { kind: 'financial' }, US_PRIVATE_SOFTWARE, 'not-met'],
    ['listed in the UK: unknown', { kind: 'listed', markets: ['uk'] }, SMALL_BELGIAN_CONSULTANCY, 'unknown'],
    ['listed in the UK: denied', { kind: 'listed', markets: ['uk'] }, US_PRIVATE_SOFTWARE, 'not-met'],
    ['listed in the EU: confirmed', { kind: 'listed', markets: ['eu', 'uk'] }, EU_LISTED_MANUFACTURER, 'met'],
  ])('%s', (_label, scope, subject, status) => {
    expect(exposureFactor(scope, subject).status).toBe(status);
  });
});

function item(id: string) {
  const found = PIPELINE_ITEMS.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

describe('assessRelevance', () => {
  it('rates EUDR High for a food company placing cocoa in the EU, Low for software', () => {
    expect(assessRelevance(item('eu-eudr'), DUTCH_CHOCOLATE_MAKER).relevance).toBe('High');
    expect(assessRelevance(item('eu-eudr'), US_PRIVATE_SOFTWARE).relevance).toBe('Low');
  });

  it('caps a stalled proposal at Medium and says why', () => {
    const result = assessRelevance(item('eu-green-claims'), DUTCH_CHOCOLATE_MAKER);
    expect(result.factors.every((f) => f.status === 'met')).toBe(true);
    expect(result.relevance).toBe('Medium');
    expect(result.cappedBecause).toMatch(/stalled proposal/);
  });

  it('rates the Belgian CSRD transposition High for a Belgian mid-size company straddling the large test', () => {
    const mid = company({
      country: 'BE',
      inEu: true,
      employees: { min: 201, max: 500 },
      revenue: revenueFromUsd(50e6, 100e6),
    });
    expect(assessRelevance(item('be-csrd-omnibus-transposition'), mid).relevance).toBe('High');
    expect(assessRelevance(item('be-csrd-omnibus-transposition'), SMALL_BELGIAN_CONSULTANCY).relevance).toBe(
      'Low',
    );
  });
});
