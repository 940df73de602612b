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
});
