import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { computeInitiatives } from './initiatives.js';
import { SITE, contactPageOnly, stepInput } from './test-fixtures.js';

// Fictional companies' pages, read by the product's own HTML reader into structured documents.
const page = (path: string, title: string, body: string) =>
  readHtmlDocument(`<html><head><title>${title}</title></head><body><main>${body}</main></body></html>`, {
    url: `${SITE}${path}`,
  });

const titlesOf = async (...documents: ReturnType<typeof page>[]) => {
  const result = await computeInitiatives(stepInput({ website: contactPageOnly(), documents }));
  return result.findings.map((finding) => finding.title);
};

describe('initiatives named by their heading alone, without a verb', () => {
  const about = page(
    '/about-us',
    'About us',
    `<h1>About Vessmark</h1><p>Vessmark makes marine paints in Bergen.</p>
     <h2>Our values</h2><p>We care about our customers, our colleagues and the sea.</p>
     <h2>Our history</h2><p>Founded in 1921, we planted our first factory by the harbour.</p>
     <h2>Through the Marethe Vessmark Foundation</h2>
     <p>The foundation funds marine research and sailing courses for young people in schools along the coast.</p>
     <h2>Our Clean Water Promise</h2><p>Every litre of rinse water from our plant is treated before it returns to the fjord.</p>
     <h2>The Green Fleet Pledge</h2><p>Our delivery vans run on electricity, and our sales cars follow by 2027.</p>
     <h2>Our Price Promise</h2><p>If you find the same paint cheaper, we match the price.</p>
     <h2>Certificates</h2><p>ISO 14001 certified since 2015, covering our energy and water use.</p>
     <h2>Targets</h2><p>We aim to cut our energy use by a third.</p>
     <h2>Contact</h2><p>Write to us about your community project.</p>`,
  );

  it('reads a foundation, a promise and a pledge the company names, under its own name', async () => {
    expect(await titlesOf(about)).toEqual([
      'Marethe Vessmark Foundation',
      'Clean Water Promise',
      'Green Fleet Pledge',
    ]);
  });

  it('reads no named scheme from a news item', async () => {
    const news = page(
      '/news/2025/foundation-grants',
      'Foundation grants',
      `<h1>News</h1><h2>The Marethe Vessmark Foundation</h2><p>The foundation gave grants to three schools this spring.</p>`,
    );
    expect(await titlesOf(news)).toEqual([]);
  });
});
