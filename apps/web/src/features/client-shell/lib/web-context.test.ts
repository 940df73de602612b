import { describe, expect, it } from 'vitest';
import { answerParagraphs, citationSegments, webResultText } from './web-context';

const envelope = (content: unknown) => JSON.stringify({ choices: [{ message: { content } }] });

describe('webResultText', () => {
  it('reads the first choice message content of a chat completion', () => {
    expect(webResultText(envelope('Scope 1 fell 12% [1].'))).toBe('Scope 1 fell 12% [1].');
    expect(
      webResultText(
        JSON.stringify({ choices: [{ message: { content: 'first' } }, { message: { content: 'second' } }] }),
      ),
    ).toBe('first');
  });

  it('takes plain text as the answer itself', () => {
    expect(webResultText('  Patagonia moved its voting stock into a trust. ')).toBe(
      'Patagonia moved its voting stock into a trust.',
    );
    expect(webResultText('{not json at all')).toBe('{not json at all');
  });

  it('shows nothing for JSON of another shape, or no result', () => {
    expect(webResultText(JSON.stringify({ choices: [] }))).toBe('');
    expect(webResultText(JSON.stringify({ answer: 'x' }))).toBe('');
    expect(webResultText(envelope(42))).toBe('');
    expect(webResultText('null')).toBe('null');
    expect(webResultText(undefined)).toBe('');
  });
});

describe('answerParagraphs', () => {
  it('splits on blank lines and drops markdown emphasis and headings', () => {
    expect(
      answerParagraphs('## Summary\n**Net zero** by 2040 [1].\r\n\r\n- Scope 3: 42%\n- Water: 2.5 hl/hl\n\n'),
    ).toEqual(['Summary\nNet zero by 2040 [1].', '- Scope 3: 42%\n- Water: 2.5 hl/hl']);
    expect(answerParagraphs('   ')).toEqual([]);
  });
});

describe('citationSegments', () => {
  const sources = [
    { url: 'https://a.example/report', title: 'Annual report' },
    { url: 'https://b.example/news' },
  ];

  it('turns [n] into a link to sources[n - 1]', () => {
    expect(citationSegments('Revenue rose [1] and fell [2].', sources)).toEqual([
      { kind: 'text', text: 'Revenue rose ' },
      { kind: 'citation', number: 1, source: sources[0] },
      { kind: 'text', text: ' and fell ' },
      { kind: 'citation', number: 2, source: sources[1] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('splits grouped markers and adjacent ones', () => {
    expect(citationSegments('Both [1, 2][2]', sources)).toEqual([
      { kind: 'text', text: 'Both ' },
      { kind: 'citation', number: 1, source: sources[0] },
      { kind: 'citation', number: 2, source: sources[1] },
      { kind: 'citation', number: 2, source: sources[1] },
    ]);
  });

  it('keeps markers without a source, and years, as text', () => {
    expect(citationSegments('In [2024] a claim [3] and [0].', sources)).toEqual([
      { kind: 'text', text: 'In [2024] a claim [3] and [0].' },
    ]);
    expect(citationSegments('No sources [1].', [])).toEqual([{ kind: 'text', text: 'No sources [1].' }]);
    expect(citationSegments('', sources)).toEqual([]);
  });
});
