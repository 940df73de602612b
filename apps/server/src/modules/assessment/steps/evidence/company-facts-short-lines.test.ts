import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { clientFacts } from './company-facts.js';
import { SITE, northwindClient, stepInput } from './test-fixtures.js';

// A fictional company's pages, read by the product's own HTML reader: what the page text leaves out.
const client = northwindClient({ foundedYear: null, headquarters: null, name: 'Brinkwater Tools' });
const page = (path: string, title: string, content: string) => ({
  url: `${SITE}${path}`,
  title,
  summary: '',
  content,
});
const website = (...pages: ReturnType<typeof page>[]) => ({
  generatedAt: '2026-03-01T00:00:00Z',
  pages,
  selectedLinks: pages.map((read) => read.url),
});

describe('company facts the page text leaves out', () => {
  it("reads a 'since' in the page title", () => {
    const facts = clientFacts(
      stepInput({
        client,
        website: website(
          page('/', 'Brinkwater Tools – precision valves since 1978', 'We make precision valves.'),
        ),
        documents: [],
      }),
    );
    expect(facts.foundedYear).toMatchObject({ origin: 'website', value: 1978 });
  });

  it('reads a history timeline written as a definition list, its years too short for the page text', () => {
    const history = readHtmlDocument(
      `<html><head><title>Our history</title></head><body><main><h1>Our history</h1><dl>
       <dt>1978</dt><dd>Company founded in a garage in Leeds</dd>
       <dt>1985</dt><dd>First export to France and Belgium</dd></dl></main></body></html>`,
      { url: `${SITE}/history` },
    );
    const facts = clientFacts(
      stepInput({
        client,
        website: website(
          page(
            '/history',
            'Our history',
            'Our history\nCompany founded in a garage in Leeds\nFirst export to France and Belgium',
          ),
        ),
        documents: [history],
      }),
    );
    expect(facts.foundedYear).toMatchObject({ origin: 'website', value: 1978 });
  });
});
