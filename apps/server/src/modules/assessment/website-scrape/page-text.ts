import { load } from 'cheerio';

export interface ReadablePage {
  title: string;
  description?: string;
  /** Headings, paragraphs and list items in reading order, one per line. */
  text: string;
}

// Chrome, scripts and forms repeat on every page and say nothing about the company.
const NOISE =
  'script, style, noscript, template, svg, canvas, iframe, nav, footer, header, aside, form, button, ' +
  '[role="navigation"], [role="banner"], [role="contentinfo"], [aria-hidden="true"], .cookie, #cookie, .cookies';
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, blockquote, figcaption, dt, dd, td';

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The readable text of a page: the blocks of its main content (main, else article, else body) with
 * navigation, footers and scripts removed. A block that contains other blocks is left to them, so a
 * list item wrapping a paragraph is not read twice.
 */
export function readPageText(html: string, maxChars: number): ReadablePage {
  const $ = load(html);
  const title =
    clean($('meta[property="og:title"]').attr('content') ?? '') ||
    clean($('title').first().text()) ||
    clean($('h1').first().text());
  const description = clean(
    $('meta[name="description"]').attr('content') ??
      $('meta[property="og:description"]').attr('content') ??
      '',
  );
  $(NOISE).remove();
  // A line break inside a block separates words ('Head office<br>14 Longman Drive<br>Inverness IV1 1SU'):
  // read as a space, so the label, the street and the town stay apart.
  $('br').replaceWith(' ');
  const root = $('main').first().length
    ? $('main').first()
    : $('article').first().length
      ? $('article').first()
      : $('body');
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const element of root.find(BLOCKS).toArray()) {
    if ($(element).find(BLOCKS).length > 0) continue;
    const line = clean($(element).text());
    const isHeading = /^h[1-6]$/i.test(element.tagName);
    // Short non-heading fragments are usually labels and buttons, not statements.
    if (!line || (!isHeading && line.length < 20) || seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  return { title, description: description || undefined, text: capText(lines.join('\n'), maxChars) };
}

/** Cuts at a line or word boundary so the stored text never ends mid-word. */
export function capText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const boundary = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf(' '));
  return (boundary > maxChars * 0.8 ? cut.slice(0, boundary) : cut).trimEnd();
}
