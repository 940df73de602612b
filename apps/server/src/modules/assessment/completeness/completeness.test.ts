import type { SectionBlock, SectionKey } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { sampleProfileFixture } from '../../../../test/sample-fixture.js';
import { COMPLETENESS_STEPS, computeCompleteness, type CompletenessInput } from './completeness.js';

const block = (data: unknown): SectionBlock => ({
  data,
  lastUpdated: '2026-11-21T00:00:00.000Z',
  provenance: { method: 'rule' },
});

/** Every section filled as in the sample fixture, and some initiatives: a complete client. */
function complete(): CompletenessInput {
  const { sections } = sampleProfileFixture();
  return {
    sections: Object.fromEntries(Object.entries(sections).map(([key, data]) => [key, block(data)])) as Record<
      SectionKey,
      SectionBlock
    >,
    initiativeCount: 5,
  };
}

const without = (key: SectionKey): CompletenessInput => {
  const input = complete();
  delete input.sections[key];
  return input;
};
const withData = (key: SectionKey, data: unknown): CompletenessInput => {
  const input = complete();
  input.sections[key] = block(data);
  return input;
};

describe('computeCompleteness', () => {
  it('is complete when every step has a result', () => {
    expect(computeCompleteness(complete())).toEqual({
      isComplete: true,
      missingSteps: [],
      answeredWithoutModel: [],
    });
  });

  it('offers a step answered without the model again only while reruns are offered', () => {
    const input = complete();
    const stored = input.sections.ReportedMetrics!;
    input.sections.ReportedMetrics = {
      ...stored,
      provenance: { ...stored.provenance, fallback: { reason: 'server-error' } },
    };
    input.sections.ImpactTopics = {
      ...input.sections.ImpactTopics!,
      provenance: { method: 'rule', fallback: { reason: 'timeout' } },
    };
    // The model is known to be down: a re-run would only fall back again.
    expect(computeCompleteness(input)).toEqual({
      isComplete: true,
      missingSteps: [],
      answeredWithoutModel: ['focusAreas', 'reportedMetrics'],
    });
    expect(computeCompleteness({ ...input, offerModelReruns: true })).toEqual({
      isComplete: false,
      missingSteps: ['focusAreas', 'reportedMetrics'],
      answeredWithoutModel: ['focusAreas', 'reportedMetrics'],
    });
  });

  it('names every step for a client with nothing yet, in the spec order', () => {
    expect(computeCompleteness({ sections: {}, initiativeCount: 0 })).toEqual({
      isComplete: false,
      missingSteps: [...COMPLETENESS_STEPS],
      answeredWithoutModel: [],
    });
  });

  it.each([
    ['webContext', 'WebContext'],
    ['websiteContext', 'WebsiteContext'],
    ['locationPresence', 'LocationPresence'],
    ['businessModel', 'BusinessModelOverview'],
    ['stakeholders', 'Stakeholders'],
    ['sustainabilityRegulations', 'SustainabilityRegulations'],
    ['publicPerception', 'PublicPerception'],
    ['reportedMetrics', 'ReportedMetrics'],
    ['reportingFrameworks', 'ReportingFrameworks'],
    ['controversies', 'Controversies'],
  ] as const)('misses %s when its section %s is absent', (step, key) => {
    expect(computeCompleteness(without(key)).missingSteps).toEqual([step]);
  });

  it('misses companyInitiatives when the client has no initiatives', () => {
    expect(computeCompleteness({ ...complete(), initiativeCount: 0 }).missingSteps).toEqual([
      'companyInitiatives',
    ]);
  });

  it('misses focusAreas only when focus areas and impact topics are both empty', () => {
    expect(computeCompleteness(withData('FocusAreas', [])).missingSteps).toEqual([]);
    const bothEmpty = withData('FocusAreas', []);
    bothEmpty.sections.ImpactTopics = block([]);
    expect(computeCompleteness(bothEmpty).missingSteps).toEqual(['focusAreas']);
  });

  it.each([
    ['upcomingPolicies', 'UpcomingPolicies', { summary: 'Two proposals matter.', policies: [] }],
    ['upcomingPolicies', 'UpcomingPolicies', { summary: '  ', policies: [{ name: 'x' }] }],
    ['voluntaryCodesAdopted', 'VoluntaryCodesAdopted', { summary: 'None found.', codes: [] }],
    ['voluntaryCodesAdopted', 'VoluntaryCodesAdopted', { summary: '', codes: [{ name: 'SBTi' }] }],
  ] as const)('misses %s when the list is empty or the summary blank (%s)', (step, key, data) => {
    expect(computeCompleteness(withData(key, data)).missingSteps).toEqual([step]);
  });
});
