import { blockLocator, type DocumentBlock, type StructuredDocument } from '@impact/contracts';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { retrievedAtOf } from './evidence.js';
import { initiativeCategory } from './initiative-category.js';
import { quoteOf, shortQuote, splitSentences } from './sentences.js';
import type { ExtractionOptions, InitiativeCandidate } from './types.js';

/**
 * Initiatives as a company's own pages lay them out: a heading naming it, with its paragraph (and the
 * figures in it) underneath. A heading counts when it sits under one that announces programmes
 * ('Our programmes', 'What we are doing', 'Projecten', 'Maßnahmen'), or when it is a sub-heading
 * (third level or deeper) of a sustainability page, where each topic's projects get their own heading.
 * Product features and news headlines have headings too, which is why neither rule reads home,
 * product or news pages on their own.
 */
const SUSTAINABILITY_PAGE =
  /sustainab|duurzaam|nachhaltig|durabilit|impact|\besg\b|\bcsr\b|\bmvo\b|responsib|responsab|sostenib|verantwortung/i;
const PROGRAMMES_HEADING =
  /programm|initiativ|\bprojects?\b|projecten|projekte|progetti|proyectos|what we(?:'re|’re| are) doing|our actions|wat we doen|maßnahmen|nos actions|iniciativas/i;
/** A heading that says what a section is about, not what the company runs. */
const TOPIC_HEADING =
  /^(?:certific\w*|standards?\b|commitments?|key figures|kerncijfers|kennzahlen|contact|downloads?|news|nieuws|faq)/i;
const MAX_TITLE_WORDS = 8;

function pathOf(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function isSustainabilityPage(document: StructuredDocument): boolean {
  return SUSTAINABILITY_PAGE.test(`${pathOf(document.url)} ${document.title ?? ''}`);
}

/** The paragraphs under a heading, up to the next heading. */
function paragraphsAfter(blocks: readonly DocumentBlock[], index: number): string[] {
  const paragraphs: string[] = [];
  for (const block of blocks.slice(index + 1)) {
    if (block.type === 'heading') break;
    if (block.type === 'paragraph') paragraphs.push(block.text);
  }
  return paragraphs;
}

function isInitiativeHeading(document: StructuredDocument, block: DocumentBlock): boolean {
  if (block.type !== 'heading') return false;
  const title = block.text.trim();
  const words = title.split(/\s+/).length;
  if (!title || words > MAX_TITLE_WORDS || /[?:]$/.test(title) || TOPIC_HEADING.test(title)) return false;
  const parent = block.locator.headingPath.at(-1) ?? '';
  if (PROGRAMMES_HEADING.test(parent)) return true;
  return block.level >= 3 && isSustainabilityPage(document);
}

export function extractInitiativeBlocks(
  documents: readonly StructuredDocument[],
  options: ExtractionOptions = {},
): InitiativeCandidate[] {
  const retrievedAt = retrievedAtOf(options);
  const candidates: InitiativeCandidate[] = [];
  // Web pages only: a report's layout headings are read as text by the sentence rules instead.
  for (const document of documents.filter((candidate) => candidate.kind === 'html' && candidate.url)) {
    const url = document.url!;
    document.blocks.forEach((block, index) => {
      if (block.type !== 'heading' || !isInitiativeHeading(document, block)) return;
      const paragraphs = paragraphsAfter(document.blocks, index);
      if (paragraphs.length === 0) return;
      const description = paragraphs.join(' ');
      const quote = quoteOf(splitSentences(paragraphs[0]!).slice(0, 2).join(' '));
      candidates.push({
        title: block.text.trim(),
        description,
        category: initiativeCategory(`${block.text} ${description}`),
        sourceUrl: url,
        quote,
        url,
        sources: [
          {
            url,
            title: shortQuote(block.text.trim()),
            retrievedAt,
            locator: blockLocator(document, block),
            quote,
          },
        ],
        method: 'extraction',
        knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
      });
    });
  }
  return candidates;
}
