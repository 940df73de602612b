import type {
  DocumentBlock,
  DocumentKind,
  StructuredDocument,
  TableBlock,
  TableRow,
} from '@impact/contracts';
import {
  MAX_BLOCK_CHARACTERS,
  MAX_BLOCKS,
  MAX_CELL_CHARACTERS,
  MAX_DOCUMENT_CHARACTERS,
  MAX_LIST_ITEMS,
  MAX_NOTES,
  MAX_TABLE_ROWS,
  formatCount,
} from './limits.js';

export interface DocumentSource {
  url?: string | null;
  documentId?: string | null;
}

export interface TableInput {
  caption?: string;
  headerRows: number;
  rows: TableRow[];
  /** Rows the source table has, when more than were passed (the producer stopped at the cap). */
  totalRows?: number;
}

/** Cuts at a word boundary, marking the cut, so a kept passage never ends mid-word. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

/**
 * Collects blocks in reading order for any reader: tracks the heading path, numbers the tables, and
 * enforces the caps of the stored structure, noting each cap once.
 */
export class DocumentBuilder {
  readonly #blocks: DocumentBlock[] = [];
  readonly #notes: string[] = [];
  readonly #headings: { level: number; text: string }[] = [];
  #characters = 0;
  #tables = 0;
  #truncated = false;
  #full = false;
  #page: number | undefined;

  constructor(
    readonly kind: DocumentKind,
    readonly source: DocumentSource = {},
  ) {}

  /** True once a cap on the whole document was reached: the reader can stop. */
  get full(): boolean {
    return this.#full;
  }

  get blocks(): readonly DocumentBlock[] {
    return this.#blocks;
  }

  setPage(page: number): void {
    this.#page = page;
  }

  note(message: string, truncated = false): void {
    if (truncated) this.#truncated = true;
    if (this.#notes.length < MAX_NOTES && !this.#notes.includes(message)) this.#notes.push(message);
  }

  heading(level: number, rawText: string): void {
    const text = this.#text(rawText, MAX_BLOCK_CHARACTERS);
    if (!text) return;
    while ((this.#headings.at(-1)?.level ?? 0) >= level) this.#headings.pop();
    if (this.#add({ type: 'heading', level, text, locator: this.#locator() }, text.length)) {
      this.#headings.push({ level, text });
    }
  }

  paragraph(rawText: string): void {
    const text = this.#text(rawText, MAX_BLOCK_CHARACTERS);
    if (text) this.#add({ type: 'paragraph', text, locator: this.#locator() }, text.length);
  }

  list(ordered: boolean, rawItems: readonly string[]): void {
    const items = rawItems.map((item) => this.#text(item, MAX_BLOCK_CHARACTERS)).filter(Boolean);
    if (items.length === 0) return;
    if (items.length > MAX_LIST_ITEMS) {
      this.note(`A list cut at ${formatCount(MAX_LIST_ITEMS)} items of ${formatCount(items.length)}`, true);
      items.length = MAX_LIST_ITEMS;
    }
    const size = items.reduce((sum, item) => sum + item.length, 0);
    this.#add({ type: 'list', ordered, items, locator: this.#locator() }, size);
  }

  table(input: TableInput): void {
    // Spacer rows (all cells empty) are dropped; header rows are counted among the rows kept.
    const cleaned = input.rows.map((row) => ({
      cells: row.cells.map((cell) => ({ ...cell, text: this.#text(cell.text, MAX_CELL_CHARACTERS) })),
    }));
    const kept = cleaned.map((row) => row.cells.some((cell) => cell.text !== ''));
    const rows = cleaned.filter((_, i) => kept[i]);
    if (rows.length === 0) return;
    const headerRows = kept.slice(0, input.headerRows).filter(Boolean).length;
    const index = this.#tables;
    const total = Math.max(input.totalRows ?? 0, input.rows.length);
    if (rows.length > MAX_TABLE_ROWS || total > input.rows.length) {
      rows.length = Math.min(rows.length, MAX_TABLE_ROWS);
      this.note(`Table ${index + 1} cut at ${formatCount(rows.length)} rows of ${formatCount(total)}`, true);
    }
    const caption = input.caption ? this.#text(input.caption, MAX_BLOCK_CHARACTERS) : '';
    const block: TableBlock = {
      type: 'table',
      ...(caption ? { caption } : {}),
      headerRows: Math.min(headerRows, rows.length),
      rows,
      locator: { ...this.#locator(), table: index },
    };
    const size = rows.reduce((sum, row) => sum + row.cells.reduce((n, cell) => n + cell.text.length, 0), 0);
    if (this.#add(block, size)) this.#tables += 1;
  }

  /** The finished document; title and language as the reader found them. */
  finish(meta: {
    title?: string | null;
    language?: string | null;
    pageCount?: number | null;
    /** A web page's meta description. */
    description?: string;
    /** A web page's footer lines, kept apart from its content. */
    footer?: readonly string[];
  }): StructuredDocument {
    return {
      kind: this.kind,
      url: this.source.url ?? null,
      documentId: this.source.documentId ?? null,
      title: meta.title ? clip(collapse(meta.title), 1000) : null,
      language: meta.language ? collapse(meta.language).slice(0, 35) || null : null,
      pageCount: meta.pageCount ?? null,
      blocks: this.#blocks,
      notes: this.#notes,
      truncated: this.#truncated,
      ...(meta.description ? { description: clip(collapse(meta.description), 1000) } : {}),
      ...(meta.footer && meta.footer.length > 0 ? { footer: [...meta.footer] } : {}),
    };
  }

  #locator(): DocumentBlock['locator'] {
    return {
      headingPath: this.#headings.map((heading) => heading.text),
      ...(this.#page === undefined ? {} : { page: this.#page }),
    };
  }

  #text(raw: string, max: number): string {
    const text = collapse(raw);
    if (text.length <= max) return text;
    this.note(`Passages longer than ${formatCount(max)} characters were cut`, true);
    return clip(text, max);
  }

  #add(block: DocumentBlock, size: number): boolean {
    if (this.#full) return false;
    if (this.#blocks.length >= MAX_BLOCKS) {
      return this.#stop(`Stopped after ${formatCount(MAX_BLOCKS)} blocks`);
    }
    if (this.#characters + size > MAX_DOCUMENT_CHARACTERS) {
      return this.#stop(`Stopped at ${formatCount(MAX_DOCUMENT_CHARACTERS)} characters of text`);
    }
    this.#characters += size;
    this.#blocks.push(block);
    return true;
  }

  #stop(message: string): false {
    this.#full = true;
    this.note(message, true);
    return false;
  }
}

/** Whitespace (including non-breaking and zero-width spaces) collapsed to single spaces. */
export function collapse(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
