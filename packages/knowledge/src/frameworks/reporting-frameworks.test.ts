import { reportingFrameworksSchema } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { NormalizedCompany } from '../company/types.js';
import {
  DUTCH_CHOCOLATE_MAKER,
  EU_LISTED_MANUFACTURER,
  SMALL_BELGIAN_CONSULTANCY,
  UNKNOWN_COMPANY,
  US_PRIVATE_SOFTWARE,
  company,
  facts,
} from '../policies/test-companies.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { reportingFrameworksFor } from './reporting-frameworks.js';
import type { FrameworkContext, FrameworkId } from './types.js';

const scoresOf = (subject: NormalizedCompany, context: FrameworkContext = {}) => {
  const result = reportingFrameworksFor(subject, context);
  const score = (id: FrameworkId) => result.scores.find((s) => s.id === id)?.score ?? Number.NaN;
  const rank = (id: FrameworkId) => result.scores.findIndex((s) => s.id === id);
  return { result, score, rank };
};

const euManufacturer = () => scoresOf(EU_LISTED_MANUFACTURER, { csrdInScope: true });
const usSoftware = () => scoresOf(US_PRIVATE_SOFTWARE, { csrdInScope: false });
const belgianConsultancy = () => scoresOf(SMALL_BELGIAN_CONSULTANCY, { csrdInScope: false });

describe('reportingFrameworksFor', () => {
  it.each([
    ['EU listed manufacturer', EU_LISTED_MANUFACTURER, { csrdInScope: true }],
    ['US private software', US_PRIVATE_SOFTWARE, {}],
    ['small Belgian consultancy', SMALL_BELGIAN_CONSULTANCY, {}],
    ['chocolate maker', DUTCH_CHOCOLATE_MAKER, {}],
    ['unknown company', UNKNOWN_COMPANY, {}],
  ] as const)('validates against the contract for the %s', (_label, subject, context) => {
    const { data, provenance } = reportingFrameworksFor(subject, context);
    expect(reportingFrameworksSchema.parse(data)).toEqual(data);
    expect(data.frameworks).toHaveLength(15);
    expect(provenance).toEqual({ method: 'rule', knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION });
  });

  it('ranks the ESRS near the top for an EU listed manufacturer in CSRD scope, the VSME last', () => {
    const { score, rank } = euManufacturer();
    expect(rank('esrs')).toBeLessThan(3);
    expect(score('esrs')).toBeGreaterThan(score('gri'));
    expect(score('esrs')).toBeGreaterThan(score('sasb'));
    expect(score('cdp')).toBeGreaterThan(score('b-corp'));
    expect(score('vsme')).toBe(0);
  });

  it('ranks the ESRS low and SASB above it for a private US software firm', () => {
    const { score, rank, result } = usSoftware();
    expect(rank('esrs')).toBeGreaterThanOrEqual(result.scores.length - 4);
    expect(score('sasb')).toBeGreaterThan(score('esrs'));
    expect(score('ecovadis')).toBeGreaterThan(score('tnfd'));
  });

  it('ranks the VSME first for a small Belgian consultancy', () => {
    const { score, rank } = belgianConsultancy();
    expect(rank('vsme')).toBe(0);
    expect(score('vsme')).toBeGreaterThan(score('esrs'));
    expect(score('b-corp')).toBeGreaterThan(score('cdp'));
    expect(score('ecovadis')).toBeGreaterThan(score('iso-14001'));
  });

  it('orders the same framework across the three companies by fit', () => {
    const eu = euManufacturer();
    const us = usSoftware();
    const be = belgianConsultancy();
    expect(eu.score('esrs')).toBeGreaterThan(be.score('esrs'));
    expect(be.score('esrs')).toBeGreaterThan(us.score('esrs'));
    expect(be.score('vsme')).toBeGreaterThan(us.score('vsme'));
    expect(us.score('vsme')).toBeGreaterThan(eu.score('vsme'));
    expect(eu.score('cdp')).toBeGreaterThan(us.score('cdp'));
    expect(us.score('sasb')).toBeGreaterThan(be.score('sasb'));
  });

  it('lists frameworks from highest to lowest score', () => {
    const scores = euManufacturer().result.data.frameworks.map((f) => f.relevanceScore);
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));
  });

  it('explains a score by the factors that moved it', () => {
    const esrs = euManufacturer().result.data.frameworks.find((f) => f.name.startsWith('ESRS'));
    expect(esrs?.explanation).toContain(
      'mandatory alignment +50 (the CSRD applies, so the ESRS are required)',
    );
    expect(esrs?.explanation).toContain('region +10');
    const vsme = belgianConsultancy().result.data.frameworks.find((f) => f.name.startsWith('VSME'));
    expect(vsme?.explanation).toContain('size +20');
    expect(vsme?.explanation).toContain('customer pressure +10');
  });

  it('treats a missing CSRD answer as unknown, not as no', () => {
    const unanswered = scoresOf(EU_LISTED_MANUFACTURER);
    const no = scoresOf(EU_LISTED_MANUFACTURER, { csrdInScope: false });
    const yes = scoresOf(EU_LISTED_MANUFACTURER, { csrdInScope: true });
    expect(yes.score('esrs')).toBeGreaterThan(unanswered.score('esrs'));
    expect(unanswered.score('esrs')).toBeGreaterThan(no.score('esrs'));
    expect(unanswered.result.data.overview).toContain('Not given: whether the CSRD applies');
  });

  it('reads ISSB adoption from the headquarters when the caller does not say', () => {
    const ukListed = company({
      name: 'Thames Holdings plc',
      country: 'GB',
      inEu: false,
      employees: { min: 1001, max: 5000 },
      sectors: ['C'],
      facts: facts({ listedOnUkRegulatedMarket: true }),
    });
    const { score, result } = scoresOf(ukListed);
    const issb = result.data.frameworks.find((f) => f.name.startsWith('ISSB'));
    expect(issb?.explanation).toContain('headquartered in GB, which has adopted ISSB-based standards');
    expect(score('issb')).toBeGreaterThan(scoresOf(ukListed, { issbJurisdiction: false }).score('issb'));
  });

  it('never lets legacy TCFD exceed its cap, and points to IFRS S2', () => {
    const ukListed = company({
      country: 'GB',
      inEu: false,
      employees: { min: 10001, max: null },
      facts: facts({ listedOnUkRegulatedMarket: true }),
    });
    const { score, result } = scoresOf(ukListed, { tcfdBasedLawInScope: true });
    expect(score('tcfd')).toBe(60);
    expect(result.data.frameworks.find((f) => f.name.startsWith('TCFD'))?.explanation).toContain('IFRS S2');
  });

  it('names unknown inputs instead of guessing them', () => {
    const { result } = scoresOf(UNKNOWN_COMPANY);
    expect(result.data.overview).toContain('Unknown company inputs: headquarters, size, sector, listing');
    const ghg = result.scores.find((s) => s.id === 'ghg-protocol');
    expect(ghg?.score).toBe(ghg?.baseScore);
    expect(result.data.frameworks.find((f) => f.name === 'GHG Protocol')?.explanation).toContain(
      'Not known, and could change the score: size, sector',
    );
  });

  it('names the top three in the overview', () => {
    const { result } = euManufacturer();
    for (const top of result.data.frameworks.slice(0, 3)) expect(result.data.overview).toContain(top.name);
    expect(result.data.overview).toContain('The CSRD applies');
  });

  it('keeps each framework sources beside the data', () => {
    for (const s of euManufacturer().result.scores) expect(s.sources.length).toBeGreaterThan(0);
  });
});
