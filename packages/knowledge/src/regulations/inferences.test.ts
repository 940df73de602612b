import { describe, expect, it } from 'vitest';
import type { CompanyClassification } from '../company/classification/classify-company.js';
import { normalizeCompany } from '../company/normalize.js';
import type { ClientProfileInput } from '../company/types.js';
import {
  EEA_CONSUMER_SALES,
  FINANCE_PLACES_NO_GOODS,
  INFERENCES,
  californiaBusinessInference,
  germanWorkforceInference,
  inferred,
} from './inferences.js';

const company = (profile: Partial<ClientProfileInput>, classification?: CompanyClassification) =>
  normalizeCompany({ Name: 'Test Co', ...profile }, {}, classification);

const customers = (value: 'B2B' | 'B2C' | 'B2B+B2C'): CompanyClassification => ({
  customerModel: {
    value,
    exclusive: false,
    confidence: 1,
    decidingPhrase: 'x',
    locator: 'https://x.test/',
    origin: 'website',
  },
});

describe('inference rules', () => {
  it('each states its assumption and a source', () => {
    expect(INFERENCES.length).toBeGreaterThanOrEqual(4);
    for (const inference of INFERENCES) {
      expect(inference.assumption, inference.id).toMatch(/^assumes /);
      expect(inference.conclusion.length, inference.id).toBeGreaterThan(5);
      expect(inference.sources.length, inference.id).toBeGreaterThan(0);
      expect(inferred(inference)).toContain(inference.assumption);
    }
  });

  describe('a company whose every activity is finance places no goods on the EU market', () => {
    it.each([
      ['a bank', { Industry: 'Banking' }, true],
      ['an insurer', { Industry: 'Insurance' }, true],
      ['an asset manager', { Industry: 'Asset management' }, true],
      [
        'counter-example: a bank that also makes electronics',
        { Industry: 'Banking and consumer electronics' },
        false,
      ],
      ['counter-example: a retailer', { Industry: 'Retail' }, false],
      ['counter-example: the sector unknown', {}, false],
    ] as const)('%s → %s', (_name, profile, applies) => {
      expect(FINANCE_PLACES_NO_GOODS.applies(company(profile))).toBe(applies);
    });

    it('counter-example: a bank whose goods the consultant answered is read by the answer', () => {
      const answered = normalizeCompany(
        { Name: 'Test Co', Industry: 'Banking' },
        { placesGoodsOnEuMarket: { value: ['packaging'], origin: { kind: 'consultant' } } },
      );
      expect(FINANCE_PLACES_NO_GOODS.applies(answered)).toBe(false);
    });
  });

  describe('LkSG: a German-headquartered group above 10,000 has 1,000 in Germany', () => {
    const inference = germanWorkforceInference(1000);
    it.each([
      ['German HQ, 10,001+', { Headquarters: 'Munich, Germany', EmployeeCount: 'size_10000_plus' }, true],
      [
        'counter-example: German HQ, 1,001–5,000',
        { Headquarters: 'Munich, Germany', EmployeeCount: 'size_1001_5000' },
        false,
      ],
      [
        'counter-example: German HQ, 5,001–10,000',
        { Headquarters: 'Munich, Germany', EmployeeCount: 'size_5001_10000' },
        false,
      ],
      [
        'counter-example: Dutch HQ, 10,001+',
        { Headquarters: 'Utrecht, Netherlands', EmployeeCount: 'size_10000_plus' },
        false,
      ],
      ['counter-example: German HQ, headcount unknown', { Headquarters: 'Munich, Germany' }, false],
    ] as const)('%s → %s', (_name, profile, applies) => {
      expect(inference.applies(company(profile))).toBe(applies);
    });

    it('counter-example: at the 3,000 threshold of 2023, 10,001+ worldwide is not enough', () => {
      const german = company({ Headquarters: 'Munich, Germany', EmployeeCount: 'size_10000_plus' });
      expect(germanWorkforceInference(3000).applies(german)).toBe(false);
    });
  });

  describe('California: a US company above the revenue threshold does business there', () => {
    const sb253 = californiaBusinessInference(1e9, 'SB 253');
    it.each([
      ['US, $5B–$10B', { Headquarters: 'Austin, TX', Revenue: 'rev_5B_10B' }, true],
      [
        'counter-example: US, $1B–$5B (may be just $1bn)',
        { Headquarters: 'Austin, TX', Revenue: 'rev_1B_5B' },
        false,
      ],
      [
        'counter-example: German HQ, $10B+',
        { Headquarters: 'Munich, Germany', Revenue: 'rev_10B_plus' },
        false,
      ],
      ['counter-example: US, revenue unknown', { Headquarters: 'Austin, TX' }, false],
    ] as const)('%s → %s', (_name, profile, applies) => {
      expect(sb253.applies(company(profile))).toBe(applies);
    });
  });

  describe('EmpCo: an EEA company whose website says it sells to consumers sells to EU consumers', () => {
    it.each([
      ['B2C in Belgium', 'Ghent, Belgium', 'B2C', true],
      ['B2B+B2C in Ireland', 'Cork, Ireland', 'B2B+B2C', true],
      ['counter-example: B2C in the US', 'Austin, TX', 'B2C', false],
      ['counter-example: B2B in Belgium', 'Ghent, Belgium', 'B2B', false],
    ] as const)('%s → %s', (_name, headquarters, model, applies) => {
      expect(EEA_CONSUMER_SALES.applies(company({ Headquarters: headquarters }, customers(model)))).toBe(
        applies,
      );
    });

    it('counter-example: no customer model, no inference', () => {
      expect(
        EEA_CONSUMER_SALES.applies(company({ Headquarters: 'Ghent, Belgium', Industry: 'Fashion' })),
      ).toBe(false);
    });
  });
});
