import { describe, expect, it } from 'vitest';
import { SCOPE_OPTIONS } from '../test/agent-messages';
import { answerRows, summarizeSubmission } from './answer-text';
import type { InteractiveComponent } from './chat-types';

const scopes: InteractiveComponent = {
  type: 'multiple-choice',
  props: { stepId: 'step-1', options: SCOPE_OPTIONS },
};
const website: InteractiveComponent = {
  type: 'website-input',
  props: { stepId: 'step-0', samples: [{ slug: 'patagonia', name: 'Patagonia', website: 'patagonia.com' }] },
};

describe('summarizeSubmission', () => {
  it.each([
    ['step-0', { website: 'acme.com' }, website, 'Website: acme.com'],
    ['step-0', { demoSample: 'patagonia' }, website, 'Demo: Patagonia'],
    [
      'step-1',
      { selected: ['materiality', 'unknown-id'] },
      scopes,
      'Scopes: Materiality and impact topics, unknown-id',
    ],
    ['step-3', { selected: ['E1'] }, undefined, 'Topics: E1'],
    ['step-2', { Name: 'Acme Ltd', Industry: null }, undefined, 'Company details: Acme Ltd'],
    ['step-4', { files: [] }, undefined, 'Skipped'],
    ['step-4', { files: [{ name: 'a.pdf', size: 1 }] }, undefined, 'Uploaded 1 file'],
    ['step-4', { files: [{ name: 'a.pdf' }, { name: 'b.pdf' }] }, undefined, 'Uploaded 2 files'],
    ['step-6', { confirm: true }, undefined, 'Create the client and start the assessment'],
    ['step-9', { other: 1 }, undefined, 'Answer sent'],
  ])('%s %j reads %j', (stepId, data, context, expected) => {
    expect(summarizeSubmission(stepId, data, context)).toBe(expected);
  });
});

describe('answerRows', () => {
  it('lists the answers in step order with labels instead of ids and codes', () => {
    const rows = answerRows(
      {
        'step-4': { files: [{ name: 'report.pdf', size: 10 }] },
        'step-1': { selected: ['regulations'] },
        'step-0': { website: 'acme.com' },
        'step-2': {
          Name: 'Acme',
          Industry: '',
          EmployeeCount: 'size_51_200',
          Revenue: 'rev_1M_10M',
          FoundedYear: 1990,
        },
      },
      (stepId) => (stepId === 'step-1' ? scopes : undefined),
    );
    expect(rows).toEqual([
      { label: 'Website', value: 'acme.com' },
      { label: 'Scopes', value: 'Regulations and upcoming policies' },
      { label: 'Company', value: 'Acme' },
      { label: 'Employees', value: '51-200 employees' },
      { label: 'Revenue', value: '$1M-$10M' },
      { label: 'Founded', value: '1990' },
      { label: 'Documents', value: 'report.pdf' },
    ]);
  });

  it('is empty for answers that are not an object', () => {
    expect(answerRows(null, () => undefined)).toEqual([]);
    expect(answerRows(['x'], () => undefined)).toEqual([]);
  });
});
