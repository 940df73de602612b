import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

// A fictional software company's report: its suppliers named after the role each plays for it, and a
// table under a sentence that mentions supplier data.
const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.test/report', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => mention.name);

describe('extractSupplierMentions: suppliers named after their role', () => {
  it('reads each name after “our … provider(s)” and “our … suppliers”, one-word names too', () => {
    expect(
      named(
        'Our main suppliers are our hosting providers Nubrava Cloud and Skylarch, our payment service provider Penvo and our laptop suppliers Tarvik and Olmen.',
      ).toSorted(),
    ).toEqual(['Nubrava Cloud', 'Olmen', 'Penvo', 'Skylarch', 'Tarvik']);
  });

  it('takes no table row for a supplier because the sentence above it mentions supplier data', () => {
    const text = [
      'Scope 3 is calculated with a spend-based method and with supplier data for hosting.',
      'Scope 1 – natural gas | 2024: 44 | 2025: 41',
      'Total Scope 1, 2 (market-based) and 3 | 2024: 3,766 | 2025: 3,570',
    ].join('\n');
    expect(named(text)).toEqual([]);
  });
});
