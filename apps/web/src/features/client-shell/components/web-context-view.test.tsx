import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../lib/test-support/render';
import { webContextOf } from '../lib/library';
import { WebContextView } from './web-context-view';

afterEach(cleanup);

const entry = (fields: Record<string, string>) => ({
  ...fields,
  result: JSON.stringify({ choices: [{ message: { content: 'Coverage was mixed [1].' } }] }),
  sources: [{ url: 'https://news.example/a', title: 'A story', retrievedAt: '2026-03-01' }],
});
// As the client read answers it: read defensively, as the panel does.
const context = webContextOf({
  WebsiteContext: null,
  WebContext: {
    data: {
      generatedAt: '2026-03-02T10:00:00.000Z',
      queries: [
        entry({ title: 'Recent news about Acme Foods', query: 'Acme Foods news 2026 sustainability press' }),
        entry({ query: 'What is the sustainability strategy of Acme Foods?' }),
      ],
    },
    lastUpdated: '2026-03-02T10:00:00.000Z',
    provenance: { method: 'llm' },
  },
});

const headings = () => [...document.querySelectorAll('h3')].map((heading) => heading.textContent);

describe('Web Context cards', () => {
  it('are titled in words, with the search as sent in small print below', () => {
    render(<WebContextView context={context} />);
    expect(headings()).toEqual([
      'Recent news about Acme Foods',
      // Stored before titles existed: its question stands as the title.
      'What is the sustainability strategy of Acme Foods?',
    ]);
    expect(document.body.textContent).toContain('Searched for: Acme Foods news 2026 sustainability press');
    expect(document.body.textContent).not.toContain('Searched for: What is');
  });
});
