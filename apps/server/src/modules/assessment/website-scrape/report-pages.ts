import type { SectionData } from '@impact/contracts';
import { documentText } from '../documents/document-text.js';
import { extractiveSummary } from './extractive-summary.js';
import type { LinkedReport } from './linked-reports.js';
import { titleFromUrl } from './page-title.js';

type ContextPage = SectionData<'WebsiteContext'>['pages'][number];

/** The contract's text of one page of the context. */
const PART_CHARS = 20_000;
/** Parts of one report in the context: the rest stays in its structured document, which steps read whole. */
export const MAX_REPORT_PARTS = 2;

/**
 * A report the site links to as pages of the website context: its text said from its structure
 * (tables as rows of labelled values), cut into parts of the contract's 20,000 characters. A report
 * with no readable text gives no page (its note says why).
 */
export function reportPages(report: LinkedReport, readOn: string): ContextPage[] {
  const { document } = report;
  const text = documentText(document);
  if (!text) return [];
  const title = (
    document.title?.trim() ||
    report.linkText.split(' / ')[0]?.trim() ||
    titleFromUrl(report.url)
  ).slice(0, 300);
  const pieces = splitAtLines(text, PART_CHARS, MAX_REPORT_PARTS);
  const parts = pieces.length;
  const shown = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const about = [
    `${document.kind === 'pdf' ? 'PDF' : 'Word'} report linked from the website`,
    document.pageCount ? `${document.pageCount} pages` : '',
    shown < text.length ? `the first ${shown} of ${text.length} characters here` : '',
  ].filter(Boolean);
  const summary = `${about.join(', ')}. ${extractiveSummary({ text })}`.slice(0, 2000);
  return pieces.map((content, part) => ({
    kind: 'document' as const,
    url: report.url,
    title,
    retrievedAt: readOn,
    ...(parts > 1 ? { part: `part ${part + 1} of ${parts}` } : {}),
    summary,
    content,
  }));
}

/** Up to `count` pieces of at most `max` characters, each ending at a line where one is near. */
function splitAtLines(text: string, max: number, count: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.trim() && pieces.length < count) {
    let cut = rest.slice(0, max);
    const line = cut.lastIndexOf('\n');
    if (rest.length > max && line > max * 0.8) cut = cut.slice(0, line);
    pieces.push(cut.trim());
    rest = rest.slice(cut.length);
  }
  return pieces;
}
