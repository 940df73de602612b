import { StructuredOutputError } from '@impact/engine';
import { KNOWLEDGE_BASE_VERSION, materialityFor } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { assertValid, modelAnswering } from '../test-fixtures.js';
import { computeImpactStrategy } from './index.js';
import { PRESS_URL, SUSTAINABILITY_URL, stepInput } from './test-fixtures.js';

const kb = () => materialityFor(stepInput().company);
const namesAndTags = (topics: { name: string; focusAreaTags: string[] }[]) =>
  topics.map((topic) => [topic.name, topic.focusAreaTags]);
const scoresOf = (
  topics: { name: string; impactScore?: number; financialScore?: number; scoreRationale?: string }[],
) => topics.map((topic) => [topic.name, topic.impactScore, topic.financialScore, topic.scoreRationale]);

describe('computeImpactStrategy', () => {
  it('without a model, answers the knowledge base’s ESRS screening by rule', async () => {
    const [areas, topics] = await computeImpactStrategy(stepInput());
    assertValid(areas);
    assertValid(topics);
    expect(areas.data.map((area) => area.name)).toEqual(kb().focusAreas.map((area) => area.name));
    expect(namesAndTags(topics.data)).toEqual(namesAndTags(kb().impactTopics));
    expect(scoresOf(topics.data)).toEqual(scoresOf(kb().impactTopics));
    expect(topics.data.every((topic) => topic.impactScore && topic.financialScore)).toBe(true);
    expect(areas.provenance).toMatchObject({ method: 'rule', provider: 'knowledge-base', outcome: 'found' });
    expect(areas.provenance.note).toContain(KNOWLEDGE_BASE_VERSION);
  });

  it('with a model, takes cited descriptions and keeps the knowledge base’s names, tags and sources', async () => {
    const base = kb();
    const climate = base.focusAreas.find((area) => area.name === 'Climate change')!;
    const { model, mock } = modelAnswering({
      focusAreas: [
        {
          name: 'Climate change',
          description:
            'Firing porcelain is energy-intensive; the company replaced two gas kilns with electric kilns in 2024.',
          sourceUrls: [PRESS_URL],
        },
        // Uncited: the knowledge base's description stays.
        { name: 'Pollution', description: 'The company leads its sector on air quality.', sourceUrls: [] },
        // Not a knowledge base focus area: ignored.
        {
          name: 'Biodiversity',
          description: 'Clay quarries affect habitats.',
          sourceUrls: [SUSTAINABILITY_URL],
        },
      ],
      impactTopics: [
        {
          name: 'climate change mitigation ',
          description: 'The company reports Scope 1 and 2 emissions of 12,400 tCO2e for 2024.',
          sourceUrls: [`${SUSTAINABILITY_URL}/`],
        },
        // A URL the context does not hold: dropped with the description.
        {
          name: 'Energy',
          description: 'Runs fully on solar power.',
          sourceUrls: ['https://invented.example/solar'],
        },
      ],
    });
    const [areas, topics] = await computeImpactStrategy(stepInput({ model }));
    expect(mock.doGenerateCalls).toHaveLength(1);
    assertValid(areas);
    assertValid(topics);
    expect(areas.data.map((area) => area.name)).toEqual(base.focusAreas.map((area) => area.name));
    expect(namesAndTags(topics.data)).toEqual(namesAndTags(base.impactTopics));
    // Tailored or not, every topic keeps the knowledge base's scores (they place it on the matrix).
    expect(scoresOf(topics.data)).toEqual(scoresOf(base.impactTopics));

    const tailoredClimate = areas.data.find((area) => area.name === 'Climate change')!;
    expect(tailoredClimate.description).toMatch(/electric kilns/);
    expect(tailoredClimate.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([...climate.sources.map((source) => source.url), PRESS_URL]),
    );
    const pollution = areas.data.find((area) => area.name === 'Pollution')!;
    expect(pollution).toEqual(base.focusAreas.find((area) => area.name === 'Pollution'));

    const mitigation = topics.data.find((topic) => topic.name === 'Climate change mitigation')!;
    expect(mitigation.description).toMatch(/12,400 tCO2e/);
    // The page as the context holds it, with the day the website was read.
    expect(mitigation.sources).toContainEqual({
      url: SUSTAINABILITY_URL,
      title: 'Sustainability | Northwind Ceramics',
      retrievedAt: '2025-06-01',
    });
    const energy = topics.data.find((topic) => topic.name === 'Energy')!;
    expect(energy.description).not.toMatch(/solar/);
    expect(energy.sources.some((source) => source.url?.includes('invented'))).toBe(false);

    for (const result of [areas, topics]) {
      expect(result.provenance).toMatchObject({
        method: 'llm',
        provider: 'openai',
        model: 'mock-model',
        promptKey: 'focusAreas_prompt',
        promptVersion: 0,
        outcome: 'found',
      });
      expect(result.provenance.note).toContain(KNOWLEDGE_BASE_VERSION);
    }
  });

  it('uses the prompt the pipeline passes, as the system message', async () => {
    const { model, mock } = modelAnswering({ focusAreas: [], impactTopics: [] });
    const prompt = { key: 'focusAreas_prompt' as const, content: 'SAVED PROMPT v3', version: 3 };
    await computeImpactStrategy(stepInput({ model, prompt }));
    const call = mock.doGenerateCalls[0]!;
    expect(JSON.stringify(call.prompt[0])).toContain('SAVED PROMPT v3');
    expect(JSON.stringify(call.prompt)).toContain(SUSTAINABILITY_URL);
  });

  it('stays rule when the model cites nothing from the context', async () => {
    const { model } = modelAnswering({
      focusAreas: [{ name: 'Climate change', description: 'Invented.', sourceUrls: [] }],
      impactTopics: [],
    });
    const [areas, topics] = await computeImpactStrategy(stepInput({ model }));
    expect(areas.data).toEqual(kb().focusAreas);
    expect(areas.provenance.method).toBe('rule');
    expect(topics.provenance.method).toBe('rule');
    expect(areas.provenance.note).toMatch(/cited no page/);
  });

  it('makes no model call when there is no company evidence to tailor from', async () => {
    const { model, mock } = modelAnswering({ focusAreas: [], impactTopics: [] });
    const [areas] = await computeImpactStrategy(stepInput({ model, website: undefined, web: undefined }));
    expect(mock.doGenerateCalls).toHaveLength(0);
    expect(areas.provenance.method).toBe('rule');
  });

  it('lets a model answer that fails the schema throw, returning nothing', async () => {
    const { model } = modelAnswering({ focusAreas: 'Climate change' });
    await expect(computeImpactStrategy(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });
});
