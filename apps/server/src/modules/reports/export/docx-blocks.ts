import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  InternalHyperlink,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { TEXT_WIDTH_TWIPS } from '../../../lib/docx-house-style.js';
import type { Block, CellAlign, InlineRun } from './markdown-tokens.js';
import { sourceAnchor } from './report-layout.js';

const INDENT_TWIPS = 360;
const HEADINGS = { 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3, 4: HeadingLevel.HEADING_4 } as const;

/** Ordered lists share one numbering definition per start value; each list is its own instance (restarts). */
export interface OrderedNumbering {
  /** The numbering reference for a list starting at `start`, and a fresh instance number. */
  next(start: number): { reference: string; instance: number };
}

interface Place {
  /** Nesting depth inside lists and quotes, for indentation. */
  depth: number;
  numbering: OrderedNumbering;
}

/** Renders blocks as Word paragraphs and tables. */
export function blocksToDocx(blocks: readonly Block[], place: Place): (Paragraph | Table)[] {
  return blocks.flatMap((block) => blockToDocx(block, place));
}

function blockToDocx(block: Block, place: Place): (Paragraph | Table)[] {
  const indent = place.depth > 0 ? { left: place.depth * 2 * INDENT_TWIPS } : undefined;
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level], children: runsToDocx(block.runs) })];
    case 'paragraph':
      return [new Paragraph({ indent, children: runsToDocx(block.runs) })];
    case 'code':
      return [codeParagraph(block.text, indent)];
    case 'rule':
      return [
        new Paragraph({
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'A6A6A6', space: 1 } },
        }),
      ];
    case 'quote':
      return blocksToDocx(block.blocks, { ...place, depth: place.depth + 1 });
    case 'list':
      return listToDocx(block, place);
    case 'table':
      return [tableToDocx(block), new Paragraph({})];
  }
}

/** The first paragraph of an item carries the bullet or number; the rest of the item is indented under it. */
function listToDocx(list: Extract<Block, { kind: 'list' }>, place: Place): (Paragraph | Table)[] {
  const level = Math.min(place.depth, 8);
  const numbering = list.ordered ? place.numbering.next(list.start) : undefined;
  return list.items.flatMap((item) => {
    const [first, ...rest] = item;
    const marker = numbering ? { numbering: { ...numbering, level } } : { bullet: { level } };
    const lead = new Paragraph({
      ...marker,
      children: first?.kind === 'paragraph' ? runsToDocx(first.runs) : [],
    });
    const remaining = first?.kind === 'paragraph' ? rest : item;
    return [lead, ...blocksToDocx(remaining, { ...place, depth: place.depth + 1 })];
  });
}

function tableToDocx(table: Extract<Block, { kind: 'table' }>): Table {
  const columns = Math.max(1, table.header.length);
  const columnWidth = Math.floor(TEXT_WIDTH_TWIPS / columns);
  const row = (cells: InlineRun[][], header: boolean) =>
    new TableRow({
      tableHeader: header,
      cantSplit: true,
      children: Array.from({ length: columns }, (_, index) => {
        const runs = (cells[index] ?? []).map((run) => (header ? { ...run, bold: true } : run));
        return new TableCell({
          width: { size: columnWidth, type: WidthType.DXA },
          margins: { top: 60, bottom: 60, left: 100, right: 100 },
          ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EEF2' } } : {}),
          children: [new Paragraph({ alignment: alignment(table.align[index]), children: runsToDocx(runs) })],
        });
      }),
    });
  return new Table({
    width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, () => columnWidth),
    rows: [row(table.header, true), ...table.rows.map((cells) => row(cells, false))],
  });
}

function alignment(align: CellAlign | undefined) {
  if (align === 'center') return AlignmentType.CENTER;
  if (align === 'right') return AlignmentType.RIGHT;
  return AlignmentType.LEFT;
}

function codeParagraph(text: string, indent: { left: number } | undefined): Paragraph {
  const lines = text.split('\n');
  return new Paragraph({
    indent,
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' },
    children: lines.map(
      (line, index) => new TextRun({ text: line, font: 'Consolas', size: 18, break: index > 0 ? 1 : 0 }),
    ),
  });
}

/** Inline runs as Word runs: links as hyperlinks, citations as internal links to the source entry. */
export function runsToDocx(runs: readonly InlineRun[]): ParagraphChild[] {
  return runs.map((run) => {
    if (run.lineBreak) return new TextRun({ break: 1 });
    const text = new TextRun({
      text: run.text,
      bold: run.bold,
      italics: run.italic,
      strike: run.strike,
      ...(run.code ? { font: 'Consolas' } : {}),
      ...(run.link ? { style: 'Hyperlink' } : {}),
    });
    if (run.link) return new ExternalHyperlink({ link: run.link, children: [text] });
    if (run.citation !== undefined) {
      return new InternalHyperlink({ anchor: sourceAnchor(run.citation), children: [text] });
    }
    return text;
  });
}
