import { upcomingPoliciesSchema } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { PIPELINE_ITEMS } from './data/index.js';
import {
  DUTCH_CHOCOLATE_MAKER,
  EU_LISTED_MANUFACTURER,
  SMALL_BELGIAN_CONSULTANCY,
  UNKNOWN_COMPANY,
  US_PRIVATE_SOFTWARE,
} from './test-companies.js';
import { upcomingPoliciesFor } from './upcoming-policies.js';

const TODAY = '2026-11-21';
const ALL = [
  EU_LISTED_MANUFACTURER,
  US_PRIVATE_SOFTWARE,
  SMALL_BELGIAN_CONSULTANCY,
  DUTCH_CHOCOLATE_MAKER,
  UNKNOWN_COMPANY,
];
const RANK = { High: 3, Medium: 2, Low: 1 } as const;

describe('upcomingPoliciesFor', () => {
  it.each(ALL.map((c) => [c.name, c] as const))('validates against the contract for %s', (_name, subject) => {
    for (const minRelevance of ['Medium', 'Low'] as const) {
      const { data } = upcomingPoliciesFor(subject, TODAY, { minRelevance });
      expect(upcomingPoliciesSchema.parse(data)).toEqual(data);
    }
  });

  it('carries method rule and the knowledge-base version beside the data', () => {
    const result = upcomingPoliciesFor(SMALL_BELGIAN_CONSULTANCY, TODAY);
    expect(result.provenance).toEqual({ method: 'rule', knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION });
  });

  it('lists the most relevant first and leaves Low items out by default', () => {
    const { data } = upcomingPoliciesFor(EU_LISTED_MANUFACTURER, TODAY);
    const ranks = data.policies.map((p) => RANK[p.relevance]);
    expect(ranks).toEqual(ranks.toSorted((a, b) => b - a));
    expect(data.policies.some((p) => p.relevance === 'Low')).toBe(false);
    expect(data.policies[0]?.relevance).toBe('High');
  });

  it('puts EUDR first for a chocolate maker placing cocoa in the EU, and explains why', () => {
    const { data } = upcomingPoliciesFor(DUTCH_CHOCOLATE_MAKER, TODAY);
    const eudr = data.policies.find((p) => p.name.includes('EUDR'));
    expect(eudr?.relevance).toBe('High');
    expect(eudr?.description).toContain('places cocoa on the EU market');
    expect(data.policies[0]?.name).toContain('EUDR');
  });

  it('names the top items in the summary, opening with the company', () => {
    for (const subject of [EU_LISTED_MANUFACTURER, DUTCH_CHOCOLATE_MAKER, SMALL_BELGIAN_CONSULTANCY]) {
      const { data } = upcomingPoliciesFor(subject, TODAY);
      expect(data.summary.startsWith(`For ${subject.name}`)).toBe(true);
      const high = data.policies.filter((p) => p.relevance === 'High').slice(0, 4);
      expect(high.length).toBeGreaterThan(0);
      for (const policy of high) expect(data.summary).toContain(policy.name);
    }
  });

  it('keeps EU reporting duties off a small US software firm and says which facts would help', () => {
    const { data, assessments } = upcomingPoliciesFor(US_PRIVATE_SOFTWARE, TODAY);
    expect(data.policies.map((p) => p.name)).not.toContain('CSRD as amended by Omnibus I');
    expect(assessments.find((a) => a.id === 'eu-csrd-omnibus')?.relevance).toBe('Low');
    expect(data.summary).toContain('none of the');
    expect(data.summary).toContain('turnover generated in the EU');
  });

  it('shows the value-chain cap, not the CSRD, to a small Belgian consultancy', () => {
    const { data } = upcomingPoliciesFor(SMALL_BELGIAN_CONSULTANCY, TODAY);
    const names = data.policies.map((p) => p.name);
    expect(names).toContain('EU voluntary reporting standard (VSME-based) and value-chain cap');
    expect(names).not.toContain('Belgian CSRD law: Omnibus I transposition');
    expect(names).not.toContain('EU Deforestation Regulation (EUDR)');
  });

  it('rates nothing High for a company of which only the name is known, and asks for the basics', () => {
    const { data, assessments } = upcomingPoliciesFor(UNKNOWN_COMPANY, TODAY);
    expect(assessments.some((a) => a.relevance === 'High')).toBe(false);
    expect(data.summary).toContain('headquarters country');
    expect(data.summary).toContain('industry');
  });

  it('drops items whose last step is more than a year past', () => {
    const now = upcomingPoliciesFor(DUTCH_CHOCOLATE_MAKER, TODAY).assessments.map((a) => a.id);
    const later = upcomingPoliciesFor(DUTCH_CHOCOLATE_MAKER, '2029-01-01').assessments.map((a) => a.id);
    expect(now).toContain('eu-eudr');
    expect(later).not.toContain('eu-eudr');
    expect(later).toContain('eu-csddd');
  });

  it('rates every upcoming item and can show them all', () => {
    const result = upcomingPoliciesFor(EU_LISTED_MANUFACTURER, TODAY, { minRelevance: 'Low' });
    expect(result.assessments).toHaveLength(PIPELINE_ITEMS.length);
    expect(result.data.policies).toHaveLength(Math.min(30, PIPELINE_ITEMS.length));
  });

  it('gives each card the item sources in the contract shape', () => {
    const { data } = upcomingPoliciesFor(DUTCH_CHOCOLATE_MAKER, TODAY);
    for (const policy of data.policies) {
      expect(policy.sources.length).toBeGreaterThan(0);
      for (const source of policy.sources) expect(source.retrievedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
