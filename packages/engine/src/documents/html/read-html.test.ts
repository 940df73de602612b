import { structuredDocumentSchema, type DocumentBlock, type StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { readHtmlDocument } from './read-html.js';

const allText = (document: StructuredDocument) => JSON.stringify(document.blocks);
const summary = (blocks: readonly DocumentBlock[]) =>
  blocks.map((block) =>
    block.type === 'table'
      ? `table:${block.rows.length}`
      : `${block.type}:${'text' in block ? block.text : block.items.join('|')}`,
  );

const chromePage = `<!doctype html><html lang="en-GB"><head>
  <title>Sustainability | Acme</title><meta property="og:title" content="Sustainability at Acme">
  <script>var tracking = 1;</script><style>.x{}</style></head>
  <body>
    <div id="onetrust-banner-sdk"><p>We use cookies to improve your experience on our site.</p><table><tr><td>Cookie</td><td>1 year</td></tr><tr><td>Other</td><td>2 days</td></tr></table></div>
    <div class="cookie-banner" aria-label="Cookie consent">Accept all cookies please</div>
    <header><a href="/">Acme</a><nav><ul><li><a href="/about">About</a></li><li><a href="/esg">ESG</a></li></ul></nav></header>
    <main>
      <nav class="breadcrumbs"><a href="/">Home</a> › ESG</nav>
      <h1>Sustainability</h1>
      <p>We have cut our direct emissions every year since 2019.</p>
      <h2>Climate</h2>
      <p>Our plants run on renewable electricity.</p>
      <h3>Targets</h3>
      <ul><li>Net zero by 2040</li><li>Scope 3: <ul><li>suppliers</li><li>travel</li></ul></li></ul>
      <table><tr><th></th><th>2024</th><th>2023</th></tr><tr><td>Scope 1 (t)</td><td>1,234</td><td>1,456</td></tr></table>
      <h2>People</h2>
      <ol><li>Safety first</li><li>Fair pay</li></ol>
      <form><label>Newsletter</label><input name="email"><button>Subscribe</button></form>
    </main>
    <footer><table><tr><td>Paris office</td><td>1 rue de la Paix, 75002 Paris</td></tr><tr><td>Lyon office</td><td>2 quai Rambaud, 69002 Lyon</td></tr></table><p>© 2024 Acme</p></footer>
  </body></html>`;

describe('readHtmlDocument', () => {
  it('reads the main content into headings, paragraphs, lists and tables, with heading paths', () => {
    const document = readHtmlDocument(chromePage, { url: 'https://acme.example/esg' });
    expect(structuredDocumentSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      kind: 'html',
      url: 'https://acme.example/esg',
      documentId: null,
      title: 'Sustainability at Acme',
      language: 'en-GB',
      pageCount: null,
      notes: [],
      truncated: false,
    });
    expect(summary(document.blocks)).toEqual([
      'heading:Sustainability',
      'paragraph:We have cut our direct emissions every year since 2019.',
      'heading:Climate',
      'paragraph:Our plants run on renewable electricity.',
      'heading:Targets',
      'list:Net zero by 2040|Scope 3: suppliers; travel',
      'table:2',
      'heading:People',
      'list:Safety first|Fair pay',
    ]);
    const paths = document.blocks.map((block) => block.locator.headingPath.join(' > '));
    expect(paths).toEqual([
      '',
      'Sustainability',
      'Sustainability',
      'Sustainability > Climate',
      'Sustainability > Climate',
      'Sustainability > Climate > Targets',
      'Sustainability > Climate > Targets',
      'Sustainability',
      'Sustainability > People',
    ]);
    expect(document.blocks.find((block) => block.type === 'list' && block.ordered)).toBeDefined();
  });

  it('drops cookie banners, navigation, forms and the page footer, its office table too', () => {
    const text = allText(readHtmlDocument(chromePage));
    for (const chrome of [
      'cookies',
      'Cookie',
      'About',
      'Home',
      'Newsletter',
      'Subscribe',
      'Paris office',
      '©',
      'tracking',
    ]) {
      expect(text).not.toContain(chrome);
    }
    expect(text).toContain('1,234');
  });

  it('keeps the page footer apart, one line each, without its link menus', () => {
    const document = readHtmlDocument(
      `<html><head><meta name="description" content="Kontraktlogistik aus Bremen, seit 1962."></head><body><header><nav><a href="/">Start</a></nav></header>
      <main><h1>Unternehmen</h1><p>Wir bringen Waren sicher ans Ziel, jeden Tag.</p></main>
      <footer class="site-footer">
        <div><p><strong>Brandquist Spedition GmbH</strong><br>Am Speicherhafen 7<br>28217 Bremen<br>Deutschland</p></div>
        <ul><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li></ul>
        <nav><a href="/karriere">Karriere</a> · <a href="/kontakt">Kontakt</a></nav>
        <p class="legal">Sitz der Gesellschaft: Bremen · Amtsgericht Bremen HRB 00000 · Seit 1962 · © 2026 <a href="/">Brandquist</a></p>
      </footer></body></html>`,
      { url: 'https://brandquist.example/unternehmen' },
    );
    expect(structuredDocumentSchema.parse(document)).toEqual(document);
    expect(document.footer).toEqual([
      'Brandquist Spedition GmbH',
      'Am Speicherhafen 7',
      '28217 Bremen',
      'Deutschland',
      'Sitz der Gesellschaft: Bremen · Amtsgericht Bremen HRB 00000 · Seit 1962 · © 2026 Brandquist',
    ]);
    // The page's description is kept beside it.
    expect(document.description).toBe('Kontraktlogistik aus Bremen, seit 1962.');
    // The content stays without it.
    expect(allText(document)).not.toContain('Sitz der Gesellschaft');
    // A page without a footer has none.
    expect(
      readHtmlDocument('<html><body><main><p>Nur Inhalt, kein Fuß.</p></main></body></html>'),
    ).not.toHaveProperty('footer');
  });

  it('reads the body minus chrome when there is no main, keeping a sidebar\u2019s figures table but not its text', () => {
    const document = readHtmlDocument(`<html><body>
      <div id="cookie-notice">This site uses cookies.</div>
      <header><h1>Acme Corp</h1><a href="/contact">Contact</a></header>
      <div class="content"><h1>Our impact</h1><p>Acme reports its footprint every year.</p></div>
      <aside><p>Related: read our blog</p><table><tr><th>Employees</th><td>5,000</td></tr><tr><th>Sites</th><td>12</td></tr></table></aside>
      <footer><p>Imprint</p></footer></body></html>`);
    expect(summary(document.blocks)).toEqual([
      'heading:Our impact',
      'paragraph:Acme reports its footprint every year.',
      'table:2',
    ]);
    expect(document.title).toBe('Our impact');
  });

  it('keeps the content of a page wrapped in one form, or hidden behind an open consent dialog', () => {
    const aspNet = readHtmlDocument(`<body><form id="aspnetForm" action="/default.aspx">
      <div class="nav"><nav><a href="/">Home</a></nav></div>
      <div id="content"><h1>Responsibility</h1><p>We publish our figures every spring.</p></div>
      <form role="search"><input name="q"></form></form></body>`);
    expect(summary(aspNet.blocks)).toEqual([
      'heading:Responsibility',
      'paragraph:We publish our figures every spring.',
    ]);
    const behindDialog = readHtmlDocument(`<body class="cookie-banner-open">
      <div id="cookie-consent" role="dialog"><p>We use cookies.</p></div>
      <div id="page" class="cookie-consent-pending" aria-hidden="true"><main><h1>Climate</h1><p>Net zero by 2040.</p></main></div></body>`);
    expect(summary(behindDialog.blocks)).toEqual(['heading:Climate', 'paragraph:Net zero by 2040.']);
  });

  it('keeps an article header (its title) while dropping the page header', () => {
    const document =
      readHtmlDocument(`<body><header>Site header</header><article><header><h1>Annual review</h1></header>
      <p>Revenue grew by a tenth over the year.</p><footer>Posted in News</footer></article></body>`);
    expect(summary(document.blocks)).toEqual([
      'heading:Annual review',
      'paragraph:Revenue grew by a tenth over the year.',
      'paragraph:Posted in News',
    ]);
  });

  it('gathers loose text and inline elements into paragraphs', () => {
    const document =
      readHtmlDocument(`<body><main><div>Founded in <b>1901</b>, we employ <a href="#">5,000 people</a>.<br>Head office: Paris</div>
      <a class="card" href="/x"><h3>Water</h3><p>We reuse process water.</p></a></main></body>`);
    expect(summary(document.blocks)).toEqual([
      'paragraph:Founded in 1901, we employ 5,000 people. Head office: Paris',
      'heading:Water',
      'paragraph:We reuse process water.',
    ]);
  });

  it('decodes a windows-1252 page from its Content-Type charset', () => {
    const html =
      '<html><body><main><p>Chiffre d\u2019affaires : 12 \u20ac, \u00e9nergie renouvelable</p></main></body></html>';
    const bytes = new Uint8Array(Buffer.from(new TextEncoder().encode(html)).length);
    const encoded = encodeWindows1252(html);
    expect(encoded.length).toBeLessThan(bytes.length);
    const document = readHtmlDocument(encoded, { contentType: 'text/html; charset=windows-1252' });
    expect(summary(document.blocks)).toEqual([
      'paragraph:Chiffre d\u2019affaires : 12 \u20ac, \u00e9nergie renouvelable',
    ]);
  });

  it('decodes an iso-8859-1 page from its <meta charset> when the server states none', () => {
    const html =
      '<html><head><meta charset="iso-8859-1"></head><body><main><p>Caf\u00e9 cr\u00e8me \u20ac</p></main></body></html>';
    const document = readHtmlDocument(encodeWindows1252(html), { contentType: 'text/html' });
    // WHATWG decodes the iso-8859-1 label as windows-1252, so 0x80 is the euro sign as browsers show it.
    expect(summary(document.blocks)).toEqual(['paragraph:Caf\u00e9 cr\u00e8me \u20ac']);
  });

  it('reads UTF-8 bytes with an unknown charset label as UTF-8', () => {
    const document = readHtmlDocument(new TextEncoder().encode('<p>Gr\u00fc\u00dfe \u20ac</p>'), {
      contentType: 'text/html; charset=x-made-up',
    });
    expect(summary(document.blocks)).toEqual(['paragraph:Gr\u00fc\u00dfe \u20ac']);
  });

  it('survives malformed HTML', () => {
    const document = readHtmlDocument(
      '<html><body><main><h2>Report</h3><p>Unclosed paragraph <b>bold <i>both</b> italic<table><tr><td>Waste<td>12 t<tr><td>Water<td>3 ML</table><li>stray item</main></span></div>',
    );
    expect(summary(document.blocks)).toEqual([
      'heading:Report',
      'paragraph:Unclosed paragraph bold both italic',
      'table:2',
      'paragraph:stray item',
    ]);
  });

  it('reads a deeply nested page without overflowing the stack, noting the content too deep to read', () => {
    const depth = 2_000;
    const document = readHtmlDocument(
      `<main><p>Top</p>${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}</main>`,
    );
    expect(summary(document.blocks)).toEqual(['paragraph:Top']);
    expect(document.notes).toEqual(['Content nested deeper than 256 elements was not read']);
  });

  // Parsing megabytes takes seconds on a busy machine: these tests' time limit is raised; nothing is timed.
  it('cuts a 10,000-row table at 2,000 rows with a note', { timeout: 60_000 }, () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `<tr><td>Site ${i}</td><td>${i * 3}</td></tr>`,
    ).join('');
    const document = readHtmlDocument(
      `<main><table><thead><tr><th>Site</th><th>Waste (t)</th></tr></thead>${rows}</table></main>`,
    );
    const table = document.blocks[0]!;
    expect(table.type === 'table' && table.rows.length).toBe(2_000);
    expect(table.type === 'table' && table.rows[1]!.cells[0]!.text).toBe('Site 0');
    expect(document.notes).toEqual(['Table 1 cut at 2,000 rows of 10,001']);
    expect(document.truncated).toBe(true);
  });

  it('reads the first 5 MB of a bigger page and says so', { timeout: 60_000 }, () => {
    const html = `<main><h1>Long</h1><p>${'word '.repeat((6 * 1024 * 1024) / 5)}</p></main>`;
    const document = readHtmlDocument(html);
    expect(document.notes).toEqual([
      'Read the first 5 MB of 6 MB',
      'Passages longer than 20,000 characters were cut',
    ]);
    expect(document.truncated).toBe(true);
    expect(document.blocks.length).toBeGreaterThan(0);
  });
});

/** The page's text as windows-1252 bytes (the euro sign is 0x80 there; the rest of Latin-1 is itself). */
function encodeWindows1252(text: string): Uint8Array {
  const special: Record<string, number> = { '\u20ac': 0x80, '\u2019': 0x92 };
  return Uint8Array.from([...text].map((char) => special[char] ?? char.charCodeAt(0)));
}
