import {
  Bookmark,
  ExternalHyperlink,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { TEXT_WIDTH_TWIPS } from '../../../lib/docx-house-style.js';
import { sourceAnchor } from './docx-disclosure.js';
import { mutedParagraph, run } from './docx-text.js';
import type { LaidOutFactor } from './factor-list.js';
import type { NumberedSource } from './source-list.js';
import { scalarText } from './value-text.js';

const RETRIEVED = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function retrievedWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : RETRIEVED.format(date);
}

/**
 * '[n] Title. https://… “quote” (page 3 · Energy). Retrieved Nov 2, 2026.' The address is a link; an
 * uploaded document is named by its file name, since it has no address a reader could open.
 */
export function sourceToDocx(source: NumberedSource): Paragraph {
  const origin: ParagraphChild[] = source.url
    ? [
        new ExternalHyperlink({
          link: source.url,
          children: [run(source.url, { style: 'Hyperlink' })],
        }),
        run('. '),
      ]
    : [run(`Uploaded document: ${source.fileName ?? source.title}. `)];
  const title = source.url === null ? [] : [run(`${source.title}. `)];
  const quote = source.quote ? [run(`“${source.quote}”`, { italics: true }), run(' ')] : [];
  const where = source.where ? [run(`(${source.where}). `)] : [];
  return new Paragraph({
    indent: { left: 567, hanging: 567 },
    keepLines: true,
    children: [
      new Bookmark({ id: sourceAnchor(source.n), children: [run(`[${source.n}]`, { bold: true })] }),
      new TextRun({ children: [new Tab()] }),
      ...title,
      ...origin,
      ...quote,
      ...where,
      run(`Retrieved ${retrievedWords(source.retrieved)}.`),
    ],
  });
}

const FACTOR_HEADS = ['Factor', 'Value', 'Unit', 'Country', 'Year', 'Dataset'];
const FACTOR_WIDTHS = [2600, 1100, 1300, 900, 800, TEXT_WIDTH_TWIPS - 6700];

function factorCell(children: Paragraph[], index: number, header = false): TableCell {
  return new TableCell({
    width: { size: FACTOR_WIDTHS[index] ?? 0, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EEF2' } } : {}),
    children,
  });
}

/** The dated, sourced factors the estimates used, each once, with the datapoints it went into. */
export function factorsToDocx(factors: readonly LaidOutFactor[]): (Paragraph | Table)[] {
  if (factors.length === 0)
    return [new Paragraph({ children: [run('The estimates in this report state no factors.')] })];
  const header = new TableRow({
    tableHeader: true,
    children: FACTOR_HEADS.map((text, index) =>
      factorCell([new Paragraph({ children: [run(text, { bold: true })] })], index, true),
    ),
  });
  const rows = factors.map((factor) => {
    const dataset: ParagraphChild[] = [run(factor.dataset)];
    if (factor.url) {
      dataset.push(
        run(' '),
        new ExternalHyperlink({ link: factor.url, children: [run(factor.url, { style: 'Hyperlink' })] }),
      );
    }
    const texts = [scalarText(factor.value), factor.unit, factor.country ?? '–', String(factor.year)];
    return new TableRow({
      cantSplit: true,
      children: [
        factorCell(
          [
            new Paragraph({ spacing: { after: 40 }, children: [run(factor.name)] }),
            mutedParagraph(`Used for: ${factor.usedFor.join('; ')}`),
          ],
          0,
        ),
        ...texts.map((text, index) => factorCell([new Paragraph({ children: [run(text)] })], index + 1)),
        factorCell([new Paragraph({ children: dataset })], 5),
      ],
    });
  });
  return [
    new Table({
      width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
      columnWidths: FACTOR_WIDTHS,
      rows: [header, ...rows],
    }),
  ];
}
