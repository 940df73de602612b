import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOf, noContentSchema, recordOf } from './answers.js';
import { SECTION_DATA_SCHEMAS, SECTION_KEYS } from './client-sections.js';
import { impactStrategyAnswerSchema, SECTION_ANSWER_SCHEMAS } from './section-answers.js';
import { workspaceResponseSchema } from './workspace.js';

const issuePaths = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('answer envelopes', () => {
  it('lists carry their total, records an empty meta, and no-content answers are null', () => {
    const list = listOf(z.object({ id: z.number() }));
    expect(list.safeParse({ data: [{ id: 1 }], meta: { total: 1 } }).success).toBe(true);
    expect(issuePaths(list.safeParse({ data: [{ id: 1 }] }))).toEqual(['meta']);
    expect(issuePaths(recordOf(z.string()).safeParse({ data: 'x' }))).toEqual(['meta']);
    expect(noContentSchema.safeParse(null).success).toBe(true);
    expect(noContentSchema.safeParse({}).success).toBe(false);
  });

  it('name the missing field of an entity inside its envelope', () => {
    const answer = workspaceResponseSchema.safeParse({
      data: { documentId: 'org-1', Name: 'Acme', Type: null, Website: null, Description: null, plan: 'pro' },
    });
    expect(issuePaths(answer)).toEqual(['data.myRole', 'data.memberCount']);
  });
});

describe('section answers', () => {
  it('exist for every section, each holding that section’s data', () => {
    expect(Object.keys(SECTION_ANSWER_SCHEMAS).toSorted()).toEqual(SECTION_KEYS.toSorted());
    for (const key of SECTION_KEYS) {
      expect(SECTION_ANSWER_SCHEMAS[key].shape.data).toBe(SECTION_DATA_SCHEMAS[key]);
    }
  });

  it('refuse data of another shape, and an answer that does not say success', () => {
    const location = { headquarters: 'Antwerp', retail_presence: 'Benelux', sources: [] };
    const answer = SECTION_ANSWER_SCHEMAS.LocationPresence;
    expect(answer.safeParse({ success: true, data: location }).success).toBe(true);
    expect(issuePaths(answer.safeParse({ success: true, data: { headquarters: 'Antwerp' } }))).toEqual([
      'data.retail_presence',
      'data.sources',
    ]);
    expect(issuePaths(answer.safeParse({ success: false, data: location }))).toEqual(['success']);
    expect(
      issuePaths(impactStrategyAnswerSchema.safeParse({ success: true, data: { FocusAreas: [] } })),
    ).toEqual(['data.ImpactTopics']);
  });
});
