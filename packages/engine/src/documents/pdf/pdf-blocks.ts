import type { DocumentBuilder } from '../document-builder.js';
import { cellKind } from '../table-header.js';
import type { Line } from './pdf-lines.js';
import { rowsWrittenCellByCell } from './cell-by-cell-rows.js';
import { findTables } from './pdf-tables.js';
import type { PageLines } from './running-lines.js';

/** A line this much larger than the body text is a heading. */
const HEADING_RATIO = 1.15;
/** Baselines further apart than this many font sizes start a new paragraph. */
const PARAGRAPH_GAP = 1.6;
const BULLET = /^(?:[•▪●◦‣∙·■□➢►✓*]|[-–—](?=\s))\s*/;
const NUMBERED = /^\(?(?:\d{1,2}|[a-z])[.)]\s+/;

/**
 * Writes a PDF's lines as blocks: tables first (their lines are not prose), then headings by font
 * size relative to the page's body text (levels ranked by size over the document), lists by their
 * bullets, and paragraphs split at wide vertical gaps.
 */
export function writePdfBlocks(pages: readonly PageLines[], builder: DocumentBuilder): void {
  const documentBody = bodySize(pages.flatMap((page) => page.lines));
  const bodies = new Map(pages.map(({ page, lines }) => [page, pageBodySize(lines, documentBody)]));
  const headingSizes = [
    ...new Set(
      pages.flatMap(({ page, lines }) =>
        lines.filter((line) => isHeading(line, bodies.get(page)!)).map((line) => round(line.size)),
      ),
    ),
  ].toSorted((a, b) => b - a);
  const levelOf = (line: Line) => Math.min(headingSizes.indexOf(round(line.size)) + 1, 6);

  for (const { page, lines: printed } of pages) {
    if (builder.full) return;
    const lines = rowsWrittenCellByCell(printed);
    builder.setPage(page);
    const body = bodies.get(page)!;
    const tables = new Map(findTables(lines).map((found) => [found.start, found]));
    const prose = new ProseWriter(builder);
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!;
      const table = tables.get(i);
      if (table) {
        prose.flush();
        builder.table(table.table);
        i = table.end;
      } else if (isHeading(line, body)) {
        prose.flush();
        let text = line.text;
        // A heading set over two lines: same size, close together.
        while (i + 1 < lines.length && !tables.has(i + 1) && continuesHeading(lines[i]!, lines[i + 1]!)) {
          text += ` ${lines[(i += 1)]!.text}`;
        }
        builder.heading(levelOf(line), text);
      } else {
        prose.add(line);
      }
    }
    prose.flush();
  }
}

/** Gathers body lines into paragraphs and bulleted or numbered lines into lists. */
class ProseWriter {
  #lines: Line[] = [];
  #items: { text: string; x: number }[] = [];
  #ordered = false;

  constructor(private readonly builder: DocumentBuilder) {}

  add(line: Line): void {
    const previous = this.#lines.at(-1);
    const marker = BULLET.exec(line.text) ?? NUMBERED.exec(line.text);
    const item = this.#items.at(-1);
    if (marker) {
      this.#flushParagraph();
      if (this.#items.length > 0 && this.#ordered !== NUMBERED.test(line.text)) this.#flushList();
      this.#ordered = NUMBERED.test(line.text);
      this.#items.push({ text: line.text.slice(marker[0].length), x: line.segments[0]!.x });
      this.#lines = [line];
      return;
    }
    if (item && previous && !breaksParagraph(previous, line) && line.segments[0]!.x > item.x) {
      item.text = join(item.text, line.text);
      this.#lines = [line];
      return;
    }
    this.#flushList();
    if (previous && breaksParagraph(previous, line)) this.#flushParagraph();
    this.#lines.push(line);
  }

  flush(): void {
    this.#flushParagraph();
    this.#flushList();
  }

  #flushParagraph(): void {
    if (this.#items.length === 0 && this.#lines.length > 0) {
      this.builder.paragraph(this.#lines.map((line) => line.text).reduce(join));
    }
    this.#lines = [];
  }

  #flushList(): void {
    if (this.#items.length === 0) return;
    this.builder.list(
      this.#ordered,
      this.#items.map((item) => item.text),
    );
    this.#items = [];
    this.#lines = [];
  }
}

/**
 * A numbered section title: '1. Profil', '2.3 Water use', '4 Our people'. The words after the number
 * hold one of four letters or more and no currency or percent sign, so a call-out's '1.2 Mio. €' or
 * '12 Mt' is still a figure.
 */
const NUMBERED_TITLE = /^\d{1,2}(?:\.\d{1,2}){0,2}\.?\s+(?=[^€$£%]*\p{L}{4})[^€$£%\d]+$/u;

function isHeading(line: Line, body: number): boolean {
  if (line.size < body * HEADING_RATIO || line.text.length > 150 || line.segments.length > 1) return false;
  // A large figure ('1.2 Mt' in a call-out) is not a section title.
  return cellKind(line.text) === 'text' || NUMBERED_TITLE.test(line.text);
}

function continuesHeading(previous: Line, next: Line): boolean {
  return round(previous.size) === round(next.size) && breaksParagraph(previous, next) === false;
}

function breaksParagraph(previous: Line, next: Line): boolean {
  const gap = previous.y - next.y;
  const size = Math.max(previous.size, next.size);
  return gap <= 0 || gap > size * PARAGRAPH_GAP || Math.abs(previous.size - next.size) > previous.size * 0.15;
}

/**
 * A conjunction after a hyphen at a line's end: the hyphen leaves out a shared part ('Intralogistik- und
 * Verpackungsanlagen', 'pre- and post-consumer'), so it is kept with its space.
 */
const CONJUNCTION_AFTER_HYPHEN = /^(?:und|oder|bzw\.|sowie|and|or|et|ou|en|of|e|o|y|u)(?!\p{L})/u;

/**
 * Joins wrapped lines, mending words hyphenated at the line break ('emis-' + 'sions'). A capital after
 * the break goes on a hyphenated name ('Provence-Alpes-' + 'Côte d’Azur'): the hyphen is the name's own.
 */
function join(text: string, next: string): string {
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next) && !CONJUNCTION_AFTER_HYPHEN.test(next))
    return text.slice(0, -1) + next;
  if (/\p{L}-$/u.test(text) && /^\p{Lu}/u.test(next)) return text + next;
  return `${text} ${next}`;
}

/** The font size most of the text is set in. */
function bodySize(lines: readonly Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines)
    weight.set(round(line.size), (weight.get(round(line.size)) ?? 0) + line.text.length);
  let best = 0;
  let bestWeight = -1;
  for (const [size, count] of weight) if (count > bestWeight) [best, bestWeight] = [size, count];
  return best;
}

/** The page's own body size when it has enough text to tell, else the document's. */
function pageBodySize(lines: readonly Line[], documentBody: number): number {
  const characters = lines.reduce((sum, line) => sum + line.text.length, 0);
  return characters >= 300 ? bodySize(lines) : documentBody;
}

const round = (size: number) => Math.round(size * 2) / 2;
