import type { TableBlock } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { readFetchedPage } from './site-fetch.js';

const url = 'https://acme.example/figures';
const tablesOf = (blocks: readonly { type: string }[]) =>
  blocks.filter((block): block is TableBlock => block.type === 'table');

// Each page is parsed in the reader's worker, which takes seconds to start on a busy machine.
describe('a fetched page as stored', () => {
  it('reads tables built from divs and repairs malformed HTML, saying table cells in the text', async () => {
    const html = `<html><body><main><h1>Key figures</h1><p>Unclosed paragraph about our plants in Goirle and Tilburg
      <div role="table"><div role="row"><span role="columnheader">Indicator</span><span role="columnheader">2025</span></div>
      <div role="row"><span role="cell">Energy use (MWh)</span><span role="cell">28,742.5</span></div></div>
      <table><tr><td>Waste (t)<td>1,093</table></main>`;
    const page = await readFetchedPage({ url, html }, 6000);
    expect(tablesOf(page.document.blocks).length).toBeGreaterThanOrEqual(1);
    expect(page.text).toContain('Energy use (MWh) | 2025: 28,742.5');
    expect(page.text).toContain('Waste (t)');
  });

  it('keeps a 10,000-row table to the cap, with a note, and the text within its limit', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `<tr><td>Site ${i}</td><td>${i}</td></tr>`).join(
      '',
    );
    const html = `<html><body><main><h1>All sites</h1><table><tr><th>Site</th><th>Staff</th></tr>${rows}</table></main></body></html>`;
    const page = await readFetchedPage({ url, html }, 6000);
    const [table] = tablesOf(page.document.blocks);
    expect(table!.rows).toHaveLength(2000);
    expect(page.document.truncated).toBe(true);
    expect(page.document.notes.join(' ')).toMatch(/cut at 2,000 rows/);
    expect(page.text.length).toBeLessThanOrEqual(6000);
  });

  it('reads a page that was not in UTF-8 as the fetcher decoded it', async () => {
    // The fetcher decodes by the declared charset; the page's own meta tag must not decode it again.
    const html = `<html><head><meta charset="windows-1252"><title>Qualité</title></head><body><main>
      <p>Nous réduisons nos émissions de 12 % à Liège depuis 2019.</p></main></body></html>`;
    const page = await readFetchedPage({ url, html }, 6000);
    expect(page.text).toContain('Nous réduisons nos émissions de 12 % à Liège depuis 2019.');
  });
});
