import { markdownToBlocks, safeHref, type Block } from './markdown-tokens.js';
import { sectionDisplayTitle, titlePage, type TitlePage } from './title.js';
import type { ExportReport, ExportSource } from './types.js';

const SOURCE_LIST_SECTION = 'source_list';

/** An uploaded document has no address: the entry says what it is instead. */
const UPLOADED_DOCUMENT = 'Document uploaded by the consultant';

/** A Heading 1 part of the document: a section's markdown, or the numbered source list. */
export type LaidOutPart =
  | { kind: 'markdown'; heading: string; blocks: Block[] }
  | { kind: 'sources'; heading: string; sources: LaidOutSource[] };

export interface LaidOutSource {
  n: number;
  title: string | null;
  /** What follows the title: the page's address, or that it is an uploaded document. */
  text: string;
  /** The url when it is safe to link (http/https), else absent and the text is shown plain. */
  href?: string;
  /** The words the citing statements rest on, as the writers print them: '“…” (page 14 · Suppliers)'. */
  quote: string | null;
}

export interface ReportLayout {
  titlePage: TitlePage;
  parts: LaidOutPart[];
}

/** The name both writers give a source entry's anchor, so `[n]` can link to it. */
export function sourceAnchor(n: number): string {
  return `source_${n}`;
}

/**
 * What both writers render, in order. The numbered source list is built from `report.sources` (real
 * links, anchors for the citations): it takes the place of the `source_list` section's markdown, which
 * says the same thing as text, or comes last under 'Sources' when the report has no such section yet.
 */
export function layoutReport(report: ExportReport): ReportLayout {
  const sources = orderedSources(report.sources);
  const citations = new Set(sources.map((source) => source.n));
  const sourcesPart = (heading: string): LaidOutPart => ({ kind: 'sources', heading, sources });
  const parts = report.sections.map((section): LaidOutPart => {
    const heading = sectionDisplayTitle(section.title);
    if (section.title === SOURCE_LIST_SECTION && sources.length > 0) return sourcesPart(heading);
    const blocks = markdownToBlocks(section.content, { citations, sectionTitle: heading });
    return { kind: 'markdown', heading, blocks };
  });
  const hasSourceList = parts.some((part) => part.kind === 'sources');
  if (!hasSourceList && sources.length > 0) parts.push(sourcesPart('Sources'));
  return { titlePage: titlePage(report), parts };
}

function quoteLine(source: ExportSource): string | null {
  const words = source.quote?.replace(/\s+/g, ' ').trim();
  if (!words) return null;
  return `“${words}”${source.where ? ` (${source.where})` : ''}`;
}

/** Sources by number, one per number (the first wins), so anchors are unique. */
function orderedSources(sources: readonly ExportSource[]): LaidOutSource[] {
  const byNumber = new Map<number, LaidOutSource>();
  for (const source of sources) {
    if (byNumber.has(source.n)) continue;
    const title = source.title?.trim() || null;
    const quote = quoteLine(source);
    if (source.url === null) {
      byNumber.set(source.n, { n: source.n, title, text: UPLOADED_DOCUMENT, quote });
      continue;
    }
    const href = safeHref(source.url);
    const text = source.url.trim();
    byNumber.set(
      source.n,
      href && /^https?:/.test(href)
        ? { n: source.n, title, text, href, quote }
        : { n: source.n, title, text, quote },
    );
  }
  return [...byNumber.values()].toSorted((a, b) => a.n - b.n);
}
