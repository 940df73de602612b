import { interactComponentCallSchema } from '@impact/contracts';
import { FRAMEWORKS, materialityFor, sectorsForIndustry } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { componentBlock } from './components.js';
import { readSubmission } from './onboarding-flow.js';
import { frameworkIdsNamed, frameworkOptions, topicOptions } from './options.js';
import { stepMessage } from './step-messages.js';

const blocksOf = (message: string) =>
  [...message.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)].map((match) =>
    interactComponentCallSchema.parse(JSON.parse(match[1]!)),
  );

const context = { answers: { 'step-0': { website: 'northwind.example' } }, sessionId: 42, samples: [] };

describe('onboarding messages', () => {
  it.each([0, 1, 2, 3, 4, 5, 6])(
    'step %i carries valid interact_component calls in balanced script tags',
    (step) => {
      const message = stepMessage(step, context);
      const opening = message.match(/<script/g)?.length ?? 0;
      expect(opening).toBe(message.match(/<\/script>/g)?.length ?? 0);
      const blocks = blocksOf(message);
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks.every((block) => block.payload.props.stepId === `step-${step}`)).toBe(true);
    },
  );

  it('puts the multiple choice before the company card at step-1', () => {
    expect(blocksOf(stepMessage(1, context)).map((block) => block.payload.type)).toEqual([
      'multiple-choice',
      'company-card',
    ]);
  });

  it("gives the file upload the session's upload address and the limits", () => {
    expect(blocksOf(stepMessage(4, context))[0]!.payload.props).toMatchObject({
      uploadUrl: '/api/onboarding/42/documents',
      accept: ['.pdf', '.docx'],
      maxBytes: 10 * 1024 * 1024,
      maxFiles: 10,
    });
  });

  it('escapes < so a value cannot close the script block', () => {
    const block = componentBlock({ type: 'company-card', props: { website: '</script><b>' } });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('ranked options', () => {
  it("ranks the ESRS topics by the sector's materiality and pre-ticks the material ones", () => {
    const options = topicOptions('Apparel and footwear');
    const assessed = materialityFor({ sectors: sectorsForIndustry('Apparel and footwear') }).assessedTopics;
    expect(options.map((option) => option.id).slice(0, assessed.length)).toEqual(
      assessed.map((topic) => topic.standard),
    );
    expect(options).toHaveLength(10);
    const ticked = options.filter((option) => option.recommended).map((option) => option.id);
    expect(ticked).toEqual(assessed.filter((topic) => topic.material).map((topic) => topic.standard));
    expect(ticked.length).toBeGreaterThan(3);
    expect(options[0]!.description).toMatch(/impact \d\/5, financial \d\/5/);
  });

  it('without an industry, pre-ticks only the cross-cutting topics', () => {
    const ticked = topicOptions(null)
      .filter((option) => option.recommended)
      .map((option) => option.id);
    expect(ticked.toSorted()).toEqual(['E1', 'G1', 'S1']);
  });

  it('ranks every framework by relevance, each with a description', () => {
    const options = frameworkOptions({
      Name: 'Acme',
      Industry: 'Manufacturing',
      EmployeeCount: 'size_1001_5000',
      Revenue: 'rev_500M_1B',
      Headquarters: 'Berlin, Germany',
    });
    expect(options).toHaveLength(FRAMEWORKS.length);
    const scores = options.map((option) => Number(/(\d+)\/100/.exec(option.description!)![1]));
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));
    expect(options.some((option) => option.recommended)).toBe(false);
  });

  it('finds framework ids in free-text names, ignoring predecessors in parentheses', () => {
    expect(
      frameworkIdsNamed([
        'GHG Protocol Corporate and Scope 3 Standards',
        'IFRS S2 Climate-related Disclosures (ISSB, successor to TCFD)',
        'B Lab standards / B Impact Assessment (benefit-corporation reporting)',
      ]),
    ).toEqual(['ghg-protocol', 'issb', 'b-corp']);
  });
});

describe('readSubmission', () => {
  it('recognises a submit_step object and leaves other text alone', () => {
    expect(readSubmission('{"action":"submit_step","stepId":"step-0","data":{}}')).toMatchObject({
      stepId: 'step-0',
    });
    expect(readSubmission('{"stepId":"step-0"}')).toBeUndefined();
    expect(readSubmission('{not json')).toBeUndefined();
    expect(readSubmission('Hello')).toBeUndefined();
  });
});
