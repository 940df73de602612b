import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const customers = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.test/about', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.type === 'Customers')
    .map((mention) => mention.name);

describe('extractStakeholderMentions: the kinds of customer a company names', () => {
  it('names a kind made of a generic word and what sets it apart', () => {
    expect(customers('Our customers are haulage companies and municipalities (B2B and B2G).')).toEqual([
      'Haulage companies',
      'Municipalities',
    ]);
  });

  it('leaves generic words alone, and the group’s own word after another', () => {
    expect(customers('Our customers are companies and others.')).toEqual(['Customers']);
    expect(customers('Our customers are industrial customers and retailers.')).toEqual(['Customers']);
    expect(customers('Our customers are local companies and retailers.')).toEqual(['Customers']);
  });
});
