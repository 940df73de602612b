import { describe } from 'vitest';
import type { CompanyClassification } from '../../company/classification/classify-company.js';
import { normalizeCompany } from '../../company/normalize.js';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { eudrRule } from './eudr.js';

const TRIGGER = 'cattle, cocoa, coffee, oil palm, rubber, soya, wood';

/** A company its own website's words put in a NACE division, as the assessment classifies it. */
const classifiedAs = (division: string, group: string, label: string) =>
  normalizeCompany({ Name: 'Test Co', Headquarters: 'Sundsvall' }, {}, {
    sector: {
      division,
      group,
      section: 'C',
      label,
      display: `C${division} ${label}`,
      revision: '2.1',
      confidence: 1,
      decidingPhrase: 'vi sågar gran och tall',
      locator: 'https://www.example.test/',
      origin: 'website',
      alternatives: [],
    },
  } as unknown as CompanyClassification);

describe('EUDR', () => {
  itEvaluates(eudrRule, [
    {
      name: 'large chocolate maker placing cocoa',
      company: company(
        {
          Headquarters: 'Zurich',
          Industry: 'Confectionery',
          EmployeeCount: 'size_10000_plus',
          Revenue: 'rev_10B_plus',
        },
        { placesGoodsOnEuMarket: consultant(['cocoa' as const, 'packaging' as const]) },
      ),
      verdict: 'in-scope',
      reason: [TRIGGER, "it places cocoa on the EU market (consultant's answer)"],
      dates: [['large and medium', '2026-12-30']],
    },
    {
      name: 'small coffee roaster gets the later date',
      company: company(
        { Headquarters: 'Porto', EmployeeCount: 'size_11_50', Revenue: 'rev_1M_10M' },
        { placesGoodsOnEuMarket: consultant(['coffee' as const]) },
      ),
      verdict: 'in-scope',
      reason: [TRIGGER, 'coffee'],
      dates: [['micro and small', '2027-06-30']],
    },
    {
      name: 'battery importer places none of the commodities',
      company: company(
        { Headquarters: 'Oslo' },
        { placesGoodsOnEuMarket: consultant(['batteries' as const]) },
      ),
      verdict: 'not-in-scope',
      reason: [TRIGGER, 'none of them'],
    },
    {
      name: 'food company, goods not recorded',
      company: company({ Headquarters: 'Vevey, Switzerland', Industry: 'Food & Beverages' }),
      verdict: 'likely-in-scope',
      reason: [TRIGGER, 'very probably'],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      name: 'sawmill classified from its own words, goods not recorded',
      company: classifiedAs('16', '16.1', 'Sawmilling and planing of wood'),
      verdict: 'likely-in-scope',
      reason: [TRIGGER, 'NACE C16.1', 'very probably'],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      name: 'software company, goods not recorded',
      company: company({ Headquarters: 'Walldorf', Industry: 'Software' }),
      verdict: 'possibly-in-scope',
      reason: [TRIGGER],
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      // A finance company's goods are inferred (FINANCE_PLACES_NO_GOODS), the question left open.
      name: 'insurer, goods not recorded',
      company: company({ Headquarters: 'Munich', Industry: 'Insurance' }),
      verdict: 'not-in-scope',
      reason: [TRIGGER, 'places none of them', 'inferred, not stated'],
      missing: ['placesGoodsOnEuMarket'],
    },
  ]);
});
