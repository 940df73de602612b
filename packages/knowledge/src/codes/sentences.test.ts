import { describe, expect, it } from 'vitest';
import { maskAddresses, splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits on full stops, paragraphs and bullets, not after abbreviations or inside wrapped lines', () => {
    const text =
      'We use labels, e.g. FSC and PEFC. We are a member\nof amfori BSCI.\n\nHeading\n- Item one\n- Item two. Next.';
    expect(splitSentences(text)).toEqual([
      'We use labels, e.g. FSC and PEFC.',
      'We are a member of amfori BSCI.',
      'Heading',
      'Item one',
      'Item two.',
      'Next.',
    ]);
  });
});

describe('maskAddresses', () => {
  it('blanks web and e-mail addresses without moving the rest', () => {
    const text = 'See www.example.com/fsc-paper or mail fsc@example.com now';
    const masked = maskAddresses(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).not.toMatch(/fsc/i);
    expect(masked.endsWith(' now')).toBe(true);
  });
});
