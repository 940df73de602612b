import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { collapse } from '../document-builder.js';
import { MAX_HTML_DEPTH } from '../limits.js';

export { isTag, type AnyNode, type Element };

/** Elements that start a new line of text when rendered (so their texts are never glued together). */
export const BLOCK_TAGS = new Set(
  (
    'address article aside blockquote caption center dd details dialog div dl dt fieldset figcaption ' +
    'figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main menu nav ol p pre section summary ' +
    'table tbody td tfoot th thead tr ul'
  ).split(' '),
);

export const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export const elementChildren = (node: Element): Element[] => node.children.filter(isTag);

export const attr = (node: Element, name: string): string => node.attribs[name]?.trim() ?? '';

export const role = (node: Element): string => attr(node, 'role').toLowerCase();

/** The rendered text of a node: blocks and line breaks become spaces, whitespace collapsed. */
export function textOf(node: AnyNode, skip?: (element: Element) => boolean): string {
  return collapse(rawTextOf(node, skip));
}

/** As textOf, with the whitespace at its ends kept (inline text joins its neighbours as written). */
export function rawTextOf(node: AnyNode, skip?: (element: Element) => boolean): string {
  const parts: string[] = [];
  const visit = (current: AnyNode, depth: number) => {
    if (isText(current)) {
      parts.push(current.data);
      return;
    }
    if (!isTag(current) || depth > MAX_HTML_DEPTH || (skip && depth > 0 && skip(current))) return;
    if (current.name === 'br') {
      parts.push(' ');
      return;
    }
    const mark = current.name === 'sup' ? superscriptMark(current) : undefined;
    if (mark) {
      parts.push(mark);
      return;
    }
    const block = BLOCK_TAGS.has(current.name);
    if (block) parts.push(' ');
    for (const child of current.children) visit(child, depth + 1);
    if (block) parts.push(' ');
  };
  visit(node, 0);
  return parts.join('');
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * A footnote mark or an exponent set in <sup> ('4,210<sup>1</sup>', 'm<sup>3</sup>') as the superscript
 * digits it shows ('4,210¹', 'm³'): glued on as plain digits it would change the figure or the unit.
 */
function superscriptMark(sup: Element): string | undefined {
  const text = collapse(sup.children.map((child) => rawTextOf(child)).join(''));
  if (!/^\d{1,2}$/.test(text)) return undefined;
  return text.replace(/\d/g, (digit) => SUPERSCRIPT_DIGITS[Number(digit)] ?? digit);
}

/** Depth-first search below node (not node itself), not descending into matches. */
export function findBelow(node: Element, match: (element: Element) => boolean, limit = Infinity): Element[] {
  const found: Element[] = [];
  const stack: { element: Element; depth: number }[] = elementChildren(node)
    .toReversed()
    .map((element) => ({ element, depth: 1 }));
  while (stack.length > 0) {
    const { element, depth } = stack.pop()!;
    if (match(element)) {
      if (found.push(element) >= limit) break;
      continue;
    }
    if (depth < MAX_HTML_DEPTH) {
      for (const child of elementChildren(element).toReversed())
        stack.push({ element: child, depth: depth + 1 });
    }
  }
  return found;
}

export const hasBelow = (node: Element, match: (element: Element) => boolean): boolean =>
  findBelow(node, match, 1).length > 0;

export function headingLevel(node: Element): number | undefined {
  if (HEADING_TAGS.has(node.name)) return Number(node.name[1]);
  if (role(node) !== 'heading') return undefined;
  const level = Number.parseInt(attr(node, 'aria-level'), 10);
  return Number.isInteger(level) ? Math.min(Math.max(level, 1), 6) : 2;
}
