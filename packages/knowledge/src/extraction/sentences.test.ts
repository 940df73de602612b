import { describe, expect, it } from 'vitest';
import { shortQuote, splitLines, splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it.each([
    ['Scope 1 emissions fell. Scope 2 rose.', ['Scope 1 emissions fell.', 'Scope 2 rose.']],
    [
      'Emissions were 1.2 MtCO2e in 2024. Energy was flat.',
      ['Emissions were 1.2 MtCO2e in 2024.', 'Energy was flat.'],
    ],
    ['We cut waste by approx. 40% in 2024. Good.', ['We cut waste by approx. 40% in 2024.', 'Good.']],
    ['Hartwell Ltd. Reports annually.', ['Hartwell Ltd. Reports annually.']],
    ['Our U.S. plants use solar. They are new.', ['Our U.S. plants use solar.', 'They are new.']],
    ['Based in Ventura, CA. We ship worldwide.', ['Based in Ventura, CA.', 'We ship worldwide.']],
    ['Is it green? Yes! It is.', ['Is it green?', 'Yes!', 'It is.']],
  ])('%s', (line, expected) => {
    expect(splitSentences(line)).toEqual(expected);
  });
});

describe('splitLines', () => {
  it('marks short lines without sentence punctuation as headings, but not table rows', () => {
    const lines = splitLines(
      'Key figures 2024/25\nScope 3 emissions: 2,960,000 tCO2e\n\nOur targets\nWe aim high.',
    );
    expect(lines.map((line) => [line.text, line.isHeading])).toEqual([
      ['Key figures 2024/25', true],
      ['Scope 3 emissions: 2,960,000 tCO2e', false],
      ['Our targets', true],
      ['We aim high.', false],
    ]);
  });

  it('drops list bullets', () => {
    expect(splitLines('• Colleagues: 18,600\n- Stores: 310').map((line) => line.text)).toEqual([
      'Colleagues: 18,600',
      'Stores: 310',
    ]);
  });
});

describe('shortQuote', () => {
  it('keeps short sentences and cuts long ones at a word with an ellipsis', () => {
    expect(shortQuote('Short.')).toBe('Short.');
    const long = `${'word '.repeat(40)}end.`;
    const quote = shortQuote(long, 50);
    expect(quote.length).toBeLessThanOrEqual(50);
    expect(quote.endsWith('word…')).toBe(true);
  });
});
