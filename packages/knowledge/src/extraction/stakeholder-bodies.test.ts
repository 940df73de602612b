import { describe, expect, it } from 'vitest';
import { NAMED_BODIES, NO_NAMED_BODY } from './fixtures/stakeholder-bodies.js';
import { extractStakeholderMentions } from './stakeholders.js';

const URL = 'https://www.example.com/nachhaltigkeit';
const READ_ON = { retrievedAt: '2026-11-27' };

const names = (text: string) =>
  extractStakeholderMentions(text, URL, READ_ON)
    .map((mention) => `${mention.type}: ${mention.name}`)
    .toSorted();

describe('extractStakeholderMentions: supervisors, unions, memberships, local authorities and dialogue tables', () => {
  it.each(NAMED_BODIES)('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each(NO_NAMED_BODY)('names no organisation in %s', (text) => {
    expect(extractStakeholderMentions(text, URL, READ_ON).filter((mention) => mention.named)).toEqual([]);
  });
});
