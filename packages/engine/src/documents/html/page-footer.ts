import type { CheerioAPI } from 'cheerio';
import { collapse } from '../document-builder.js';
import { isPageLevel } from './boilerplate.js';
import { isText } from 'domhandler';
import { BLOCK_TAGS, isTag, textOf, type AnyNode, type Element } from './html-dom.js';
import { MAX_HTML_DEPTH } from '../limits.js';

/**
 * The lines of a page's footer. The footer is chrome for the page's content (it repeats on every
 * page), but it is where many European companies write their registered office, their company
 * register entry and how long they have been going ('Sitz der Gesellschaft: Bremen', 'Siège social :
 * 14 rue des Alpes, 74000 Annecy', 'Since 1962'). Link lists (a footer menu) are left out: their
 * words name pages, not facts. Each line as rendered: a line break or a block starts a new one.
 */
const MAX_LINES = 40;
const MAX_LINE = 300;
/** Never text, and the footer's own menu. */
const SKIPPED = new Set([
  'nav',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'select',
  'form',
]);
/** A footer that holds the page's content is a wrapper, not a footer. */
const CONTENT = 'main, article, [role="main"], h1';

/** The text of a node with its line breaks and blocks as new lines, links kept unless the block is only links. */
function linesOf(node: AnyNode): string[] {
  const parts: string[] = [];
  const visit = (current: AnyNode, depth: number) => {
    if (isText(current)) {
      parts.push(current.data);
      return;
    }
    if (!isTag(current) || depth > MAX_HTML_DEPTH || SKIPPED.has(current.name)) return;
    if (current.name === 'br') {
      parts.push('\n');
      return;
    }
    const block = BLOCK_TAGS.has(current.name);
    if (block && onlyLinks(current)) return;
    if (block) parts.push('\n');
    for (const child of current.children) visit(child, depth + 1);
    if (block) parts.push('\n');
  };
  visit(node, 0);
  return parts
    .join('')
    .split('\n')
    .map((line) => collapse(line))
    .filter((line) => line.length >= 3);
}

/** A menu item or list of menu items: every word of it is the text of a link. */
function onlyLinks(element: Element): boolean {
  const text = textOf(element);
  if (!text) return false;
  const linked = linksIn(element)
    .map((link) => textOf(link))
    .join(' ');
  return (
    collapse(linked).length >=
    text
      .replace(/[·|•/,–—-]/g, '')
      .replace(/\s+/g, ' ')
      .trim().length
  );
}

function linksIn(element: Element): Element[] {
  const found: Element[] = [];
  const visit = (node: AnyNode) => {
    if (!isTag(node)) return;
    if (node.name === 'a') found.push(node);
    else node.children.forEach(visit);
  };
  element.children.forEach(visit);
  return found;
}

export function pageFooterLines($: CheerioAPI): string[] {
  const footers = $('footer, [role="contentinfo"]')
    .toArray()
    .filter((element) => isPageLevel(element) && $(element).find(CONTENT).length === 0)
    // A contentinfo inside a footer is the same footer.
    .filter(
      (element, _, all) => !all.some((other) => other !== element && $(other).find(element).length > 0),
    );
  const lines = footers.flatMap((footer) => linesOf(footer));
  return [...new Set(lines.map((line) => line.slice(0, MAX_LINE)))].slice(0, MAX_LINES);
}
