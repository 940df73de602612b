import { StructuredOutputError } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { mockStepModel, modelCalls, validSection } from '../test-fixtures.js';
import { CONTROVERSIES_NOT_JUDGED, computeControversies } from './controversies.js';
import {
  INVENTED_URL,
  NEWS_FINE_URL,
  NEWS_UPGRADE_URL,
  NGO_URL,
  SUSTAINABILITY_URL,
  notResearchedWebContext,
  stepInput,
} from './test-fixtures.js';

const item = (overrides: Record<string, unknown>) => ({
  category: 'Environment',
  year: 2023,
  status: 'Resolved',
  title: 'Fine for wastewater discharges',
  description: 'Portuguese authorities fined the company €1.2 million; it paid and upgraded its plant.',
  relevanceToImpact: 'Water stewardship claims must address the Aveiro incident.',
  sources: [NEWS_FINE_URL, NEWS_UPGRADE_URL],
  ...overrides,
});

describe('computeControversies without a model', () => {
  it('judges nothing and says so, pointing to the research answers', async () => {
    const result = await computeControversies(stepInput());
    const data = validSection(result);
    expect(data.hasControversies).toBe(false);
    expect(data.controversies).toEqual([]);
    expect(data.summary.startsWith(CONTROVERSIES_NOT_JUDGED)).toBe(true);
    expect(data.summary).toContain('needs a language model');
    expect(data.summary).toContain('does not mean there are none');
    expect(result.provenance).toMatchObject({ method: 'rule', outcome: 'not-researched' });
  });

  it('is not-researched without a research provider, even with a model (the model is not asked)', async () => {
    const model = mockStepModel({ summary: 'x', controversies: [] });
    for (const web of [undefined, notResearchedWebContext()]) {
      const result = await computeControversies(stepInput({ model, web, researchConfigured: false }));
      const data = validSection(result);
      expect(data.summary).toContain('no research provider is configured');
      expect(result.provenance.outcome).toBe('not-researched');
    }
    expect(modelCalls(model)).toHaveLength(0);
  });
});

describe('computeControversies with a model', () => {
  it('keeps cited controversies, most recent first, and reads research answers only', async () => {
    const model = mockStepModel({
      summary: 'Two controversies: a 2023 fine (resolved) and a 2024 NGO allegation.',
      controversies: [
        item({}),
        item({
          category: 'Labour & Human Rights',
          year: 2024,
          status: 'Alleged',
          title: 'Child labour allegation at a supplier',
          sources: [NGO_URL],
        }),
        item({ title: 'Invented scandal', sources: [INVENTED_URL] }),
        item({ title: "Cited from the company's own page", sources: [SUSTAINABILITY_URL] }),
      ],
    });
    const result = await computeControversies(stepInput({ model }));
    const data = validSection(result);
    expect(data.hasControversies).toBe(true);
    expect(data.controversies.map((c) => [c.year, c.status, c.title])).toEqual([
      [2024, 'Alleged', 'Child labour allegation at a supplier'],
      [2023, 'Resolved', 'Fine for wastewater discharges'],
    ]);
    expect(data.controversies[1]!.sources.map((s) => s.url)).toEqual([NEWS_FINE_URL, NEWS_UPGRADE_URL]);
    expect(data.summary).toContain('2 items without a source');
    expect(result.provenance).toMatchObject({
      method: 'llm',
      promptKey: 'controversies_prompt',
      outcome: 'found',
    });
    const [call] = modelCalls(model);
    expect(call!.user).toContain('[R1]');
    expect(call!.user).not.toContain('[P1]');
  });

  it('drops a controversy dated in the future', async () => {
    const model = mockStepModel({ summary: 'One.', controversies: [item({ year: 2031 })] });
    const data = validSection(await computeControversies(stepInput({ model })));
    expect(data.hasControversies).toBe(false);
  });

  it('with nothing cited, says no controversies were found in what was checked', async () => {
    const model = mockStepModel({ summary: 'Big scandal.', controversies: [item({ sources: [] })] });
    const result = await computeControversies(stepInput({ model }));
    const data = validSection(result);
    expect(data).toMatchObject({ hasControversies: false, controversies: [] });
    expect(data.summary).toMatch(
      /^No public controversies were found in the sources checked \(3 web research answers\)/,
    );
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('lets a schema failure through', async () => {
    const model = mockStepModel({ summary: 'x', controversies: [item({ status: 'Rumoured' })] });
    await expect(computeControversies(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });
});
