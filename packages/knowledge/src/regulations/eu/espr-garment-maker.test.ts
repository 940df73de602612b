import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import type { ClientProfileInput } from '../../company/types.js';
import { itEvaluates } from '../rule-cases.js';
import { esprRule } from './espr.js';

/**
 * A garment maker that sews for fashion brands sells to businesses, yet what it makes are consumer
 * products: the overruns and cancelled orders it may discard are unsold apparel under ESPR Art. 25.
 */
const PROFILE: ClientProfileInput = {
  Name: 'Example Garments',
  EmployeeCount: 'size_1001_5000',
  Revenue: 'rev_100M_500M',
  Headquarters: 'Porto, Portugal',
};

const site = (...lines: string[]) =>
  normalizeCompany(
    PROFILE,
    {},
    classifyCompany(
      evidenceFromPages([{ url: 'https://www.garments.test/about', content: lines.join('\n') }]),
    ),
  );

const SEWS_FOR_BRANDS = site(
  'We knit, dye and sew garments for European fashion brands in our own factories.',
  'Our customers are fashion brands and sports brands.',
);
const SEWS_ONLY_FOR_BRANDS = site(
  'We knit, dye and sew garments in our own factories.',
  'We sell only to businesses.',
);

describe('ESPR: a large garment maker that sells to brands', () => {
  it('is read as an apparel maker selling to businesses', () => {
    expect(SEWS_FOR_BRANDS.classification?.sector?.division).toBe('14');
    expect(SEWS_FOR_BRANDS.classification?.customerModel?.value).toBe('B2B');
  });

  itEvaluates(esprRule, [
    {
      name: 'names brands as its customers: its garments are still consumer products',
      company: SEWS_FOR_BRANDS,
      verdict: 'in-scope',
      reason: ['a large apparel company', 'consumer products even when it sells them to brands'],
    },
    {
      name: 'says it sells only to businesses: still a maker of consumer garments',
      company: SEWS_ONLY_FOR_BRANDS,
      verdict: 'in-scope',
      reason: ['a large apparel company', 'consumer products even when it sells them to brands'],
    },
  ]);
});
