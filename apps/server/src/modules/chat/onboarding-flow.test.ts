import { interactComponentCallSchema } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { componentBlock } from './components.js';
import { readSubmission, stepMessage } from './onboarding-flow.js';

const blocksOf = (message: string) =>
  [...message.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)].map((match) =>
    interactComponentCallSchema.parse(JSON.parse(match[1]!)),
  );

describe('onboarding messages', () => {
  it.each([0, 1, 2, 3, 4, 5, 6])(
    'step %i carries valid interact_component calls in balanced script tags',
    (step) => {
      const message = stepMessage(step, { 'step-0': { website: 'northwind.example' } });
      const opening = message.match(/<script/g)?.length ?? 0;
      expect(opening).toBe(message.match(/<\/script>/g)?.length ?? 0);
      const blocks = blocksOf(message);
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks.every((block) => block.payload.props.stepId === `step-${step}`)).toBe(true);
    },
  );

  it('puts the multiple choice before the company card at step-1', () => {
    expect(blocksOf(stepMessage(1, {})).map((block) => block.payload.type)).toEqual([
      'multiple-choice',
      'company-card',
    ]);
  });

  it('escapes < so a value cannot close the script block', () => {
    const block = componentBlock({ type: 'company-card', props: { website: '</script><b>' } });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
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
