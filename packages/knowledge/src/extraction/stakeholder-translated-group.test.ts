import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const names = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.test/dialogue', { retrievedAt: '2026-11-27' }).map(
    (mention) => `${mention.type}: ${mention.name}`,
  );

describe('extractStakeholderMentions: a group’s word translated in brackets', () => {
  it('names the works council once when its Dutch word follows in brackets', () => {
    expect(
      names('Our works council (ondernemingsraad) in Utrecht meets the management team every month.'),
    ).toEqual(['Employees: Works council']);
  });

  it('still names two groups a sentence lists side by side', () => {
    expect(
      names('Our works council and our employees (about 300 people) shaped the hybrid-work policy.'),
    ).toEqual(expect.arrayContaining(['Employees: Works council', 'Employees: Employees']));
  });
});
