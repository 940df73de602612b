import { INITIATIVE_CATEGORIES } from '@impact/contracts';
import { StructuredOutputError } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { mockStepModel, modelCalls } from '../test-fixtures.js';
import { normalizeInitiativeTitle } from './initiative-title.js';
import { INITIATIVES_SYSTEM_PROMPT, MAX_INITIATIVES, computeInitiatives, statusFrom } from './initiatives.js';
import {
  INVENTED_URL,
  MEDIA_QUERY,
  SITE,
  SUSTAINABILITY_URL,
  TRADE_PRESS_URL,
  contactPageOnly,
  stepInput,
  websiteContext,
} from './test-fixtures.js';

const initiative = (title: string, sources: string[], overrides: Record<string, unknown> = {}) => ({
  title,
  description: `${title}: what it does.`,
  category: 'Circular Economy',
  status: 'active',
  sources,
  ...overrides,
});

describe('normalizeInitiativeTitle', () => {
  it('ignores case, accents, punctuation and extra spaces', () => {
    expect(normalizeInitiativeTitle('  ReCirc – Take-Back   Service! ')).toBe('recirc take back service');
    expect(normalizeInitiativeTitle('Économie Circulaire')).toBe('economie circulaire');
    expect(normalizeInitiativeTitle('Second Plate')).toBe(normalizeInitiativeTitle('second-plate.'));
  });
});

describe('computeInitiatives without a model', () => {
  it("lists the programmes the company's own pages present as its own", async () => {
    const { findings, provenance } = await computeInitiatives(stepInput());
    expect(findings.map((f) => f.title)).toEqual([
      'Kiln Heat Recovery Programme',
      'Second Plate',
      'Partnership with WaterAid',
    ]);
    for (const finding of findings) {
      expect(finding.sources.length).toBeGreaterThan(0);
      expect(INITIATIVE_CATEGORIES).toContain(finding.category);
      expect(finding.sourceMetadata).toEqual({
        type: 'website',
        retrievedDate: '2025-06-29',
        source: SUSTAINABILITY_URL,
      });
    }
    expect(provenance).toMatchObject({ method: 'extraction', provider: 'website', outcome: 'found' });
  });

  it('reads a plan as planned', async () => {
    const website = websiteContext([
      {
        url: `${SITE}/news`,
        title: 'News',
        content: 'Our Clay Reuse Programme will start in 2026 and plans to recover offcuts from all plants.',
      },
    ]);
    const { findings } = await computeInitiatives(stepInput({ website }));
    expect(findings).toMatchObject([{ title: 'Clay Reuse Programme', status: 'planned' }]);
  });

  it('a count of work completed is no end of the programme', async () => {
    const website = websiteContext([
      {
        url: `${SITE}/sustainability`,
        title: 'Sustainability',
        content: 'Our Kiln Retrofit Programme completed 40 kiln upgrades in 2025 and goes on in 2026.',
      },
    ]);
    const { findings } = await computeInitiatives(stepInput({ website }));
    expect(findings).toMatchObject([{ title: 'Kiln Retrofit Programme', status: 'active' }]);
  });

  it('finds nothing honestly', async () => {
    const website = contactPageOnly();
    const { findings, provenance } = await computeInitiatives(stepInput({ website }));
    expect(findings).toEqual([]);
    expect(provenance.outcome).toBe('nothing-found');
    const unread = await computeInitiatives(stepInput({ website: undefined }));
    expect(unread.provenance.outcome).toBe('not-researched');
  });
});

describe('computeInitiatives with a model', () => {
  it('keeps cited initiatives once per normalised title, saying how each was found', async () => {
    const model = mockStepModel({
      initiatives: [
        initiative('Kiln Heat Recovery Programme', [SUSTAINABILITY_URL], { category: 'Production' }),
        initiative('Kiln heat recovery programme.', [SUSTAINABILITY_URL]),
        initiative('Trade-press award entry', [TRADE_PRESS_URL], { status: 'completed' }),
        initiative('Invented Initiative', [INVENTED_URL]),
        initiative('Unsourced Initiative', []),
      ],
    });
    const { findings, provenance } = await computeInitiatives(stepInput({ model }));
    expect(findings.map((f) => f.title)).toEqual(['Kiln Heat Recovery Programme', 'Trade-press award entry']);
    expect(findings[0]!.sourceMetadata).toEqual({
      type: 'website',
      retrievedDate: '2025-06-29',
      source: SUSTAINABILITY_URL,
    });
    expect(findings[1]!.sourceMetadata).toEqual({
      type: 'web-research',
      retrievedDate: '2025-06-28',
      query: MEDIA_QUERY,
      source: TRADE_PRESS_URL,
    });
    expect(findings[1]!.status).toBe('completed');
    expect(provenance).toMatchObject({
      method: 'llm',
      provider: 'openai',
      model: 'mock-model',
      outcome: 'found',
    });
    expect(provenance.promptKey).toBeUndefined();
    const calls = modelCalls(model);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.system).toBe(INITIATIVES_SYSTEM_PROMPT);
  });

  it(`returns at most ${MAX_INITIATIVES}`, async () => {
    const many = Array.from({ length: 25 }, (_, i) => initiative(`Programme ${i}`, [SUSTAINABILITY_URL]));
    const { findings } = await computeInitiatives(stepInput({ model: mockStepModel({ initiatives: many }) }));
    expect(findings).toHaveLength(MAX_INITIATIVES);
  });

  it('lets a schema failure through', async () => {
    const model = mockStepModel({
      initiatives: [initiative('X', [SUSTAINABILITY_URL], { category: 'Other' })],
    });
    await expect(computeInitiatives(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });
});

describe('statusFrom: a plan in the other languages the pages are read in', () => {
  it.each([
    'Está previsto para 2026 um ensaio piloto de queimadores a hidrogénio num dos fornos.',
    'Die Umstellung des zweiten Ofens ist für 2027 geplant.',
    'Un essai de brûleurs à hydrogène est prévu en 2026.',
    'La segunda planta está prevista para 2027.',
  ])('%s', (text) => {
    expect(statusFrom(text)).toBe('planned');
  });

  it('a plan kept, or a planned word without a coming year, is no plan', () => {
    expect(statusFrom('O projeto foi executado conforme previsto e reduz o consumo de gás em 11%.')).toBe(
      'active',
    );
    expect(statusFrom('Die geplante Anlage läuft seit 2024 im Regelbetrieb.')).toBe('active');
  });
});
