import { describe, expect, it } from 'vitest';
import { NOT_STAKEHOLDERS_NAMED, STAKEHOLDERS_NAMED } from './fixtures/stakeholder-phrasings.js';
import { extractStakeholderMentions } from './stakeholders.js';

const names = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/stakeholder', { retrievedAt: '2026-11-27' }).map(
    (mention) => mention.name,
  );

describe('extractStakeholderMentions: memberships, charities and groups of service companies', () => {
  it.each(STAKEHOLDERS_NAMED)('%s', (text, expected) => {
    expect(names(text)).toEqual(expect.arrayContaining([...expected]));
  });

  it.each(NOT_STAKEHOLDERS_NAMED)('names no such stakeholder: %s', (text, unexpected) => {
    const found = names(text);
    for (const name of unexpected) expect(found).not.toContain(name);
  });
});
