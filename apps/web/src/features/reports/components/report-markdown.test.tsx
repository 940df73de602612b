import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportMarkdown } from './report-markdown';

const render = (content: string) => renderToStaticMarkup(<ReportMarkdown content={content} />);

describe('ReportMarkdown', () => {
  it('renders GFM tables with column headers', () => {
    const html = render('| Regulation | Status |\n|---|---|\n| CSRD | Applies [1] |');
    expect(html).toContain('<table');
    expect(html).toMatch(/<th scope="col"[^>]*>Regulation<\/th>/);
    expect(html).toMatch(/<td[^>]*>CSRD<\/td>/);
  });

  it("starts the section's own headings at h3", () => {
    const html = render('## Overview\n\ntext\n\n### Detail');
    expect(html).toMatch(/<h3[^>]*>Overview<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Detail<\/h4>/);
  });

  it('opens web links in a new tab and empties unsafe targets (spec 02 §5)', () => {
    const html = render(
      '[Source](https://example.com/a) and [bad](javascript:alert(1)) and [mail](mailto:a@b.c)',
    );
    expect(html).toContain('href="https://example.com/a" target="_blank" rel="noreferrer"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<span>bad</span>');
    expect(html).toContain('href="mailto:a@b.c"');
  });

  it('keeps raw HTML as text and decodes character references outside code', () => {
    const html = render('AT&amp;T <b>bold</b> `a &lt; b`\n\n<script>alert(1)</script>');
    expect(html).toContain('AT&amp;T &lt;b&gt;bold&lt;/b&gt;');
    // CommonMark: inside a code span, a reference is shown as written.
    expect(html).toMatch(/<code[^>]*>a &amp;lt; b<\/code>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
  });

  it('renders lists, emphasis, strikethrough, quotes, code and bare web addresses', () => {
    const html = render(
      [
        '- **Headquarters:** Valencia [1]',
        '- *nested*',
        '  1. ~~old~~ new',
        '',
        'Steps:',
        '',
        '3. third',
        '4. fourth',
        '',
        '> A note',
        '',
        '```',
        'x < y',
        '```',
        '',
        'See https://example.com/report',
      ].join('\n'),
    );
    expect(html).toMatch(/<ul[^>]*>\n?<li><strong>Headquarters:<\/strong> Valencia \[1\]<\/li>/);
    expect(html).toMatch(/<em>nested<\/em>\n?<ol[^>]*>\n?<li><del>old<\/del> new/);
    expect(html).toMatch(/<ol[^>]*start="3"[^>]*>\n?<li>third<\/li>\n?<li>fourth/);
    expect(html).toMatch(/<blockquote[^>]*>\n?<p>A note<\/p>\n?<\/blockquote>/);
    expect(html).toMatch(/<pre[^>]*><code[^>]*>x &lt; y\n?<\/code><\/pre>/);
    expect(html).toContain('href="https://example.com/report" target="_blank" rel="noreferrer"');
  });

  it('wraps tables so wide ones scroll inside the card', () => {
    const html = render('| A |\n|---|\n| 1 |');
    expect(html).toMatch(/^<div[^>]*><div class="overflow-x-auto rounded-lg border"><table/);
  });
});
