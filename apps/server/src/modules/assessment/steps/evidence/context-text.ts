import { EMPLOYEE_COUNT_LABELS, REVENUE_LABELS } from '@impact/contracts';
import { pageHeading, pageRef } from '../../../chat/documents/document-sources.js';
import type { StepInput } from '../step-types.js';
import { researchAnswers, researchMissingReason, type ResearchAnswer } from './research-answers.js';
import { clip, cut } from './text.js';

type WebsitePage = NonNullable<StepInput['website']>['pages'][number];

/** Pages whose address or title promises evidence about the company and its impact come first. */
export const DEFAULT_PAGE_PREFERENCE =
  /sustainab|\besg\b|\bcsr\b|impact|responsib|environment|climate|about|company|who-we-are|investor|report/i;

/** How much of a page the model sees: its summary and the start of its text. */
const PAGE_CONTENT_CHARS = 1500;

export interface ContextOptions {
  /** Characters for research answers (0: leave them out, e.g. controversies read research only). */
  researchChars: number;
  /** Characters for the company's pages (0: leave them out). */
  pageChars: number;
  prefer?: RegExp;
  /** Blocks the step adds (a computed score, another section's findings), already bounded. */
  extra?: string[];
}

const label = <T extends Record<string, string>>(labels: T, code: string | null) =>
  code && code in labels ? labels[code as keyof T] : undefined;

function profileBlock(input: StepInput): string {
  const { client } = input;
  const lines = [
    `Name: ${client.name}`,
    client.industry && `Industry: ${client.industry}`,
    label(EMPLOYEE_COUNT_LABELS, client.employeeCount) &&
      `Employees (size range): ${label(EMPLOYEE_COUNT_LABELS, client.employeeCount)}`,
    label(REVENUE_LABELS, client.revenue) &&
      `Revenue range (a size bucket from the profile, not a reported figure): ${label(REVENUE_LABELS, client.revenue)}`,
    client.headquarters && `Headquarters as recorded in the profile: ${client.headquarters}`,
    client.websiteUrl && `Website: ${client.websiteUrl}`,
  ].filter(Boolean);
  return `# Company profile\n${lines.join('\n')}`;
}

/** At most this many sources listed per answer: the ones its kept text cites, in their numbering. */
const MAX_LISTED_SOURCES = 12;
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

function answerBlock(answer: ResearchAnswer, number: number, maxChars: number): string {
  // A third of the room for the sources list, the rest for the text: both stay bounded.
  const text = cut(answer.text, Math.max(300, Math.floor(maxChars * 0.66) - answer.query.length));
  const cited = new Set(
    [...text.matchAll(MARKER)].flatMap((match) => (match[1] ?? '').split(',').map((n) => Number(n.trim()))),
  );
  const listed = answer.sources
    .map((source, i) => ({ source, n: i + 1 }))
    .filter(({ n }) => cited.has(n) || (cited.size === 0 && n <= 3))
    .slice(0, MAX_LISTED_SOURCES)
    .map(({ source, n }) => `[${n}] ${source.url}${source.title ? ` — ${clip(source.title, 80)}` : ''}`);
  return cut(`[R${number}] ${answer.query}\n${text}\nSources:\n${listed.join('\n') || '(none)'}`, maxChars);
}

function researchBlock(input: StepInput, maxChars: number): string {
  const answers = researchAnswers(input.web);
  if (answers.length === 0) return `# Web research\nNone: ${researchMissingReason(input)}.`;
  const each = Math.floor(maxChars / answers.length) - 2;
  const blocks = answers.map((answer, i) => answerBlock(answer, i + 1, each));
  return `# Web research answers (independent sources; cite their URLs)\n${blocks.join('\n\n')}`;
}

/** Pages in the order to show them: preferred first, otherwise as read. */
export function orderedPages(pages: readonly WebsitePage[], prefer: RegExp): WebsitePage[] {
  const preferred = (page: WebsitePage) => (prefer.test(`${pageRef(page)} ${page.title}`) ? 0 : 1);
  return pages
    .map((page, index) => ({ page, index }))
    .toSorted((a, b) => preferred(a.page) - preferred(b.page) || a.index - b.index)
    .map(({ page }) => page);
}

function pageBlock(input: StepInput, maxChars: number, prefer: RegExp): string {
  const pages = input.website?.pages ?? [];
  if (!input.website) return "# The company's website\nNot read: no website context is stored.";
  if (pages.length === 0) return "# The company's website\nRead, but no page could be used.";
  const blocks: string[] = [];
  let room = maxChars;
  for (const [i, page] of orderedPages(pages, prefer).entries()) {
    if (room < 300) break;
    const body = [page.summary, cut(page.content, PAGE_CONTENT_CHARS)].filter(Boolean).join('\n');
    const block = cut(`[P${i + 1}] ${clip(pageHeading(page), 200)} — ${pageRef(page)}\n${body}`, room);
    blocks.push(block);
    room -= block.length + 2;
  }
  const read = input.website.generatedAt.slice(0, 10);
  return `# Pages of the company's own website (read on ${read}; the company's own claims)\n${blocks.join('\n\n')}`;
}

/**
 * The context a step's model reads, compact and bounded: the profile, the research answers ([R1] …,
 * each with its numbered sources) and the company's pages ([P1] title — url, summary, start of text).
 */
export function renderContext(input: StepInput, options: ContextOptions): string {
  const parts = [profileBlock(input)];
  if (options.researchChars > 0) parts.push(researchBlock(input, options.researchChars));
  if (options.pageChars > 0)
    parts.push(pageBlock(input, options.pageChars, options.prefer ?? DEFAULT_PAGE_PREFERENCE));
  parts.push(...(options.extra ?? []));
  return parts.join('\n\n');
}
