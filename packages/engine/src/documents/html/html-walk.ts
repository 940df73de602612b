import { isText } from 'domhandler';
import type { DocumentBuilder } from '../document-builder.js';
import { MAX_HTML_DEPTH } from '../limits.js';
import { readDefinitionList } from './definition-list.js';
import { readDivTable } from './div-tables.js';
import { readHtmlTable } from './html-table.js';
import {
  BLOCK_TAGS,
  elementChildren,
  findBelow,
  hasBelow,
  headingLevel,
  isTag,
  rawTextOf,
  textOf,
  type AnyNode,
  type Element,
} from './html-dom.js';

const LISTS = new Set(['ul', 'ol', 'menu']);
const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);
const TEXT_BLOCKS = new Set(['p', 'pre', 'address', 'figcaption', 'summary', 'dt', 'dd', 'caption']);
/** Blocks that unclosed markup can leave inside a heading or paragraph. */
const CONTENT_BLOCKS = new Set(['p', 'table', 'ul', 'ol', 'dl']);
const isContentBlock = (element: Element) => CONTENT_BLOCKS.has(element.name);

/** Reads the content root in document order into the builder. */
export function walkHtml(root: Element, builder: DocumentBuilder): void {
  new HtmlWalk(builder).walk(root);
}

/**
 * Loose text between blocks (text directly inside a div, links and spans) is gathered into
 * paragraphs; each block element becomes one block, and containers are walked into.
 */
class HtmlWalk {
  readonly #loose: string[] = [];

  constructor(private readonly builder: DocumentBuilder) {}

  walk(root: Element): void {
    for (const child of root.children) this.#visit(child, 1);
    this.#flush();
  }

  #flush(): void {
    if (this.#loose.length > 0) this.builder.paragraph(this.#loose.join(''));
    this.#loose.length = 0;
  }

  #visit(node: AnyNode, depth: number): void {
    if (this.builder.full) return;
    if (isText(node)) {
      this.#loose.push(node.data);
      return;
    }
    if (!isTag(node)) return;
    if (depth > MAX_HTML_DEPTH) {
      this.builder.note(`Content nested deeper than ${MAX_HTML_DEPTH} elements was not read`, true);
      return;
    }
    if (node.name === 'br') {
      this.#loose.push(' ');
      return;
    }
    if (!BLOCK_TAGS.has(node.name) && !hasBelow(node, (child) => BLOCK_TAGS.has(child.name))) {
      this.#loose.push(rawTextOf(node));
      return;
    }
    this.#flush();
    if (!this.#readBlock(node, depth)) {
      for (const child of node.children) this.#visit(child, depth + 1);
    }
    this.#flush();
  }

  /** Reads node as one block if it is one; false when it is a container to walk into. */
  #readBlock(node: Element, depth: number): boolean {
    const builder = this.builder;
    const level = headingLevel(node);
    if (level !== undefined || TEXT_BLOCKS.has(node.name)) {
      let nested = findBelow(node, isContentBlock);
      let text = nested.length > 0 ? textOf(node, isContentBlock) : textOf(node);
      // <h2><p>Title</p></h2>: the wrapped text is the heading.
      if (text === '' && nested.length > 0) [text, nested] = [textOf(node), []];
      if (level === undefined) builder.paragraph(text);
      else builder.heading(level, text);
      for (const block of nested) this.#visit(block, depth + 1);
      return true;
    }
    if (node.name === 'table') {
      const table = readHtmlTable(node);
      if (table === 'layout') return false;
      builder.table(table);
      return true;
    }
    if (node.name === 'dl') {
      const table = readDefinitionList(node);
      if (table) builder.table(table);
      return table !== undefined;
    }
    const divTable = TABLE_PARTS.has(node.name) ? undefined : readDivTable(node);
    if (divTable) {
      builder.table(divTable);
      return true;
    }
    return LISTS.has(node.name) && readList(node, builder);
  }
}

/** A list of short items; a list whose items hold headings or tables (cards) is walked instead. */
function readList(list: Element, builder: DocumentBuilder): boolean {
  const items = elementChildren(list).filter((child) => child.name === 'li');
  const sectioned = items.some((item) =>
    hasBelow(item, (child) => headingLevel(child) !== undefined || child.name === 'table'),
  );
  if (sectioned) return false;
  builder.list(list.name === 'ol', items.map(itemText));
  return true;
}

/** An item's own text, followed by its sub-items: 'Scope 3: travel; purchased goods'. */
function itemText(item: Element): string {
  const own = textOf(item, (child) => LISTS.has(child.name));
  const nested = findBelow(item, (child) => LISTS.has(child.name))
    .flatMap((list) => elementChildren(list).filter((child) => child.name === 'li'))
    .map(itemText)
    .filter(Boolean);
  if (nested.length === 0) return own;
  if (!own) return nested.join('; ');
  return `${own}${own.endsWith(':') ? '' : ':'} ${nested.join('; ')}`;
}
