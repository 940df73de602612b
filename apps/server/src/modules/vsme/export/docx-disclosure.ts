import {
  HeadingLevel,
  InternalHyperlink,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { VsmeCompletenessCount } from '@impact/contracts';
import { MUTED, TEXT_WIDTH_TWIPS } from '../../../lib/docx-house-style.js';
import { lines, mutedParagraph, run } from './docx-text.js';
import type { LaidOutDatapoint, LaidOutDisclosure } from './layout.js';

/** Datapoint, value and notes; the notes column is the widest because it carries status, method and sources. */
const WIDTHS = [3300, 2500, TEXT_WIDTH_TWIPS - 3300 - 2500];
/** With the previous period's value beside the current one. */
const WIDTHS_WITH_PREVIOUS = [2700, 2100, 1700, TEXT_WIDTH_TWIPS - 2700 - 2100 - 1700];
const NESTED_INDENT_TWIPS = 284;

/** The name both the citations and the Sources appendix give a source's anchor. */
export const sourceAnchor = (n: number) => `source_${n}`;

/**
 * A disclosure: its heading ('B3 – Energy and greenhouse gas emissions'), its completeness, its table;
 * with `withPrevious`, a column of the previous period's values beside the current ones.
 */
export function disclosureToDocx(disclosure: LaidOutDisclosure, withPrevious = false): (Paragraph | Table)[] {
  const columns = new Columns(withPrevious);
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [run(`${disclosure.code} – ${disclosure.title}`)],
    }),
    ...(disclosure.completeness ? [mutedParagraph(completenessWords(disclosure.completeness))] : []),
    new Table({
      width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
      columnWidths: columns.widths,
      rows: [columns.headerRow(), ...disclosure.datapoints.flatMap((item) => columns.datapointRows(item))],
    }),
    new Paragraph({}),
  ];
}

/** '12 of 15 applicable datapoints answered (80%) · 3 missing · 1 awaiting review'. */
export function completenessWords(count: VsmeCompletenessCount): string {
  const share = count.applicable > 0 ? ` (${Math.round((100 * count.answered) / count.applicable)}%)` : '';
  const parts = [`${count.answered} of ${count.applicable} applicable datapoints answered${share}`];
  if (count.missing > 0) parts.push(`${count.missing} missing`);
  if (count.awaitingReview > 0) parts.push(`${count.awaitingReview} awaiting review`);
  return parts.join(' · ');
}

/** The table's columns: datapoint, value, (previous period,) notes. */
class Columns {
  readonly widths: number[];
  private readonly withPrevious: boolean;

  constructor(withPrevious: boolean) {
    this.withPrevious = withPrevious;
    this.widths = withPrevious ? WIDTHS_WITH_PREVIOUS : WIDTHS;
  }

  private cell(children: Paragraph[], index: number, shaded = false): TableCell {
    return new TableCell({
      width: { size: this.widths[index] ?? 0, type: WidthType.DXA },
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
      ...(shaded ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EEF2' } } : {}),
      children: children.length > 0 ? children : [new Paragraph({})],
    });
  }

  /** The row's cells in the table's order: the previous period's only when the table has that column. */
  private cells(label: Paragraph[], value: Paragraph[], previous: Paragraph[], note: Paragraph[]) {
    const ordered = this.withPrevious ? [label, value, previous, note] : [label, value, note];
    return ordered.map((children, index) => this.cell(children, index));
  }

  headerRow(): TableRow {
    const heads = this.withPrevious
      ? ['Datapoint', 'Value', 'Previous period', 'Notes']
      : ['Datapoint', 'Value', 'Notes'];
    return new TableRow({
      tableHeader: true,
      cantSplit: true,
      children: heads.map((text, index) =>
        this.cell([new Paragraph({ children: [run(text, { bold: true })] })], index, true),
      ),
    });
  }

  /** The datapoint's own row, then one nested row per row of a table value. */
  datapointRows(item: LaidOutDatapoint): TableRow[] {
    const { datapoint } = item;
    const reference = [datapoint.paragraph ? `Paragraph ${datapoint.paragraph}` : null, item.identifier];
    const label = [
      new Paragraph({ spacing: { after: 40 }, children: [run(datapoint.label)] }),
      mutedParagraph(reference.filter(Boolean).join(' · ')),
    ];
    const own = new TableRow({
      cantSplit: true,
      children: this.cells(label, valueParagraphs(item), previousParagraphs(item), notes(item)),
    });
    const nested = (item.tableRows ?? []).map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: this.cells(
            [new Paragraph({ indent: { left: NESTED_INDENT_TWIPS }, children: [run(`↳ ${row.row}`)] })],
            row.cells.length > 0
              ? row.cells.map(
                  (c) => new Paragraph({ spacing: { after: 40 }, children: lines(`${c.label}: ${c.text}`) }),
                )
              : [
                  new Paragraph({
                    children: [run('No figures in this row', { italics: true, color: MUTED })],
                  }),
                ],
            [],
            [],
          ),
        }),
    );
    return [own, ...nested];
  }
}

/** The previous period's value, or what stands in its place when that report had none. */
function previousParagraphs(item: LaidOutDatapoint): Paragraph[] {
  const previous = item.previous;
  if (!previous) return [];
  if (previous.text === '')
    return [new Paragraph({ children: [run('Not reported', { italics: true, color: MUTED })] })];
  // 'Changed' beside a figure the report states; a missing one has not changed, it is not there yet.
  const changed =
    previous.changed && item.presentation.shown !== null
      ? [run(' (changed)', { italics: true, color: MUTED })]
      : [];
  return [new Paragraph({ children: [...lines(previous.text), ...changed] })];
}

/** A shown value (with what it still lacks), or what stands in its place; never an empty cell. */
function valueParagraphs(item: LaidOutDatapoint): Paragraph[] {
  const { presentation } = item;
  if (presentation.shown === null) {
    const placeholder = item.givenElsewhere?.placeholder ?? presentation.placeholder;
    return [
      new Paragraph({
        children: [run(placeholder ?? 'Not reported', { italics: true, color: MUTED })],
      }),
    ];
  }
  const text = item.tableRows ? tableSummary(item.tableRows.length) : item.shownText;
  const qualifier = presentation.qualifier
    ? [run(` (${presentation.qualifier})`, { italics: true, color: MUTED })]
    : [];
  return [
    new Paragraph({
      children: [...lines(text, presentation.confirmed ? {} : { italics: true }), ...qualifier],
    }),
  ];
}

const tableSummary = (rows: number) =>
  rows === 0 ? 'Table with no rows' : `Table, ${rows} ${rows === 1 ? 'row' : 'rows'} below`;

/** Status in words, the method, the numbered sources (linked to the appendix) and the consultant's note. */
function notes(item: LaidOutDatapoint): Paragraph[] {
  const words = item.givenElsewhere?.words ?? item.presentation.words;
  const paragraphs = [new Paragraph({ spacing: { after: 40 }, children: [run(words)] })];
  if (item.method)
    paragraphs.push(new Paragraph({ spacing: { after: 40 }, children: lines(`Method: ${item.method}`) }));
  if (item.sourceNumbers.length > 0) {
    const citations = item.sourceNumbers.flatMap((n, index): ParagraphChild[] => [
      ...(index > 0 ? [run(' ')] : []),
      new InternalHyperlink({ anchor: sourceAnchor(n), children: [run(`[${n}]`, { style: 'Hyperlink' })] }),
    ]);
    paragraphs.push(new Paragraph({ spacing: { after: 40 }, children: [run('Sources: '), ...citations] }));
  }
  const note = item.value.note?.trim();
  if (note) paragraphs.push(new Paragraph({ spacing: { after: 40 }, children: lines(`Note: ${note}`) }));
  return paragraphs;
}
