/// <reference types="pdfkit" />
import type { InlineRun } from './markdown-tokens.js';
import { FONT } from './pdf-fonts.js';
import { toBodyText, toWinAnsi } from './pdf-text.js';
import { sourceAnchor } from './report-layout.js';

export type Pdf = PDFKit.PDFDocument;

export const PDF_COLORS = {
  text: '#1A1A1A',
  muted: '#5F6B70',
  accent: '#1F4E5F',
  link: '#0563C1',
  rule: '#A6A6A6',
};
export const BODY_SIZE = 10.5;
export const LINE_GAP = 2;

export interface RunStyle {
  size: number;
  /** Headings and table headers: every run is bold. */
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** A named destination on the first fragment (a source entry, a section heading). */
  destination?: string;
}

// PDFKit carries a continued fragment's options into the next one unless the next sets them, and only
// null clears link/goTo/destination; the published types allow null for `link` only.
type FragmentOptions = Omit<PDFKit.Mixins.TextOptions, 'goTo' | 'destination'> & {
  goTo: string | null;
  destination: string | null;
};

export function fontFor(run: Pick<InlineRun, 'bold' | 'italic' | 'code'>): string {
  if (run.code) return 'Courier';
  if (run.bold && run.italic) return FONT.boldItalic;
  if (run.bold) return FONT.bold;
  return run.italic ? FONT.italic : FONT.regular;
}

/** Starts a new page when less than `height` points are left on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Writes runs as one wrapped paragraph at (x, doc.y), `width` wide; doc.y ends below it. */
export function writeRuns(
  doc: Pdf,
  runs: readonly InlineRun[],
  x: number,
  width: number,
  style: RunStyle,
): void {
  const fragments = toFragments(runs);
  if (fragments.length === 0) return;
  doc.fontSize(style.size);
  fragments.forEach((run, index) => {
    const bold = run.bold || style.bold;
    doc
      .font(fontFor({ ...run, bold }))
      .fillColor(run.link || run.citation ? PDF_COLORS.link : (style.color ?? PDF_COLORS.text));
    const options: FragmentOptions = {
      continued: index < fragments.length - 1,
      link: run.link ?? null,
      goTo: run.citation === undefined ? null : sourceAnchor(run.citation),
      destination: index === 0 ? (style.destination ?? null) : null,
      underline: Boolean(run.link),
      strike: Boolean(run.strike),
    };
    const text = run.code ? toWinAnsi(run.text) : toBodyText(run.text);
    if (index === 0) {
      doc.text(text, x, doc.y, {
        ...options,
        width,
        align: style.align ?? 'left',
        lineGap: LINE_GAP,
      } as PDFKit.Mixins.TextOptions);
    } else {
      doc.text(text, options as PDFKit.Mixins.TextOptions);
    }
  });
  doc.fillColor(PDF_COLORS.text);
  doc.x = x;
}

/** The plain text a paragraph of runs prints, for measuring. */
export function fragmentsText(runs: readonly InlineRun[]): string {
  return toBodyText(
    toFragments(runs)
      .map((run) => run.text)
      .join(''),
  );
}

/** Line breaks become '\n' in the text before them (PDFKit breaks lines there); empty runs go. */
function toFragments(runs: readonly InlineRun[]): InlineRun[] {
  const fragments: InlineRun[] = [];
  for (const run of runs) {
    const last = fragments.at(-1);
    if (run.lineBreak) {
      if (last) last.text += '\n';
      else fragments.push({ text: '\n' });
    } else if (run.text.length > 0) {
      fragments.push({ ...run });
    }
  }
  return fragments;
}
