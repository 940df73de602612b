import {
  CLIENT_PROFILE_FIELDS,
  structuredDocumentSchema,
  type ClientProfileField,
  type FieldOrigin,
  type SectionData,
} from '@impact/contracts';
import {
  ESRS_TOPICAL_STANDARDS,
  materialityFor,
  sectorsForIndustry,
  toSource,
  type KnowledgeSource,
} from '@impact/knowledge';
import { documentText } from '../assessment/documents/document-text.js';
import type { DocumentRow } from './documents/documents.js';
import type { FoundProfile, Step2Data } from './session-state.js';

/** What the final step writes onto the new client besides its profile: pure functions of the answers. */

const PAGE_TEXT_MAX = 20_000;
const MAX_PAGES = 30;
const MAX_SOURCES = 30;

/**
 * The ticked step-3 topics as the client's focus areas, in the order ticked: the ESRS topic as the name
 * (so the assessment's impact topics tag it), what it covers and, where the sector profile scores it,
 * why it matters for the sector.
 */
export function chosenFocusAreas(topicIds: readonly string[], industry: string | null | undefined) {
  const { assessedTopics, sectorsUsed } = materialityFor({ sectors: sectorsForIndustry(industry) });
  return topicIds.flatMap((id): SectionData<'FocusAreas'> => {
    const standard = ESRS_TOPICAL_STANDARDS.find((entry) => entry.id === id);
    if (!standard) return [];
    const topic = sectorsUsed.length > 0 ? assessedTopics.find((entry) => entry.standard === id) : undefined;
    const why = topic ? ` For this sector: ${topic.rationale}` : '';
    const sources = uniqueSources([...(topic?.sources ?? []), ...standard.sources]);
    return [
      {
        name: standard.topic,
        description: `Chosen by the consultant during onboarding. ${standard.summary}${why}`.slice(0, 2000),
        sources,
      },
    ];
  });
}

function uniqueSources(sources: KnowledgeSource[]) {
  const byUrl = new Map(sources.map((source) => [source.url, source]));
  return [...byUrl.values()].slice(0, MAX_SOURCES).map(toSource);
}

/**
 * The uploaded documents as pages of the client's website context (what the assessment reads), each
 * document cut into parts of the contract's 20,000 characters, 30 parts at most in all. A page is the
 * document as a source (file name, id, the day it was uploaded; never an address) with its text.
 */
export function documentsAsWebsiteContext(documents: readonly DocumentRow[]): SectionData<'WebsiteContext'> {
  const pages: SectionData<'WebsiteContext'>['pages'] = [];
  for (const document of documents) {
    const text = textOf(document);
    const parts = Math.ceil(text.length / PAGE_TEXT_MAX);
    for (let part = 0; part < parts && pages.length < MAX_PAGES; part++) {
      const pageCount = document.pageCount ? `${document.pageCount} pages, ` : '';
      pages.push({
        kind: 'uploaded-document',
        documentId: document.documentId,
        url: null,
        title: document.fileName.slice(0, 300),
        retrievedAt: document.createdAt.toISOString().slice(0, 10),
        ...(parts > 1 ? { locator: `part ${part + 1} of ${parts}` } : {}),
        summary: `Uploaded by the consultant during onboarding (${pageCount}${text.length} characters of text).`,
        content: text.slice(part * PAGE_TEXT_MAX, (part + 1) * PAGE_TEXT_MAX),
      });
    }
  }
  return { generatedAt: new Date().toISOString(), pages, selectedLinks: [] };
}

/**
 * A document's text as the website's pages have it, said from its structure (a table row as labelled
 * values); an upload stored before the structured reader keeps the plain text it was read with.
 */
function textOf(document: DocumentRow): string {
  const structure = structuredDocumentSchema.safeParse(document.structure);
  const text = structure.success ? documentText(structure.data) : '';
  return text || document.extractedText;
}

const USER_ORIGIN: FieldOrigin = { method: 'manual', detail: 'user' };

/** Per profile field: the enrichment's origin when the consultant kept its value, else the consultant's. */
export function fieldOriginsOf(
  confirmed: Step2Data,
  profile: FoundProfile | undefined,
): Partial<Record<ClientProfileField, FieldOrigin>> {
  const origins: Partial<Record<ClientProfileField, FieldOrigin>> = {};
  for (const field of CLIENT_PROFILE_FIELDS) {
    if (field === 'WebsiteUrl') continue;
    const value = confirmed[field];
    if (value === null || value === undefined) continue;
    const found = profile?.fields[field];
    const origin = profile?.FieldOrigins[field];
    origins[field] = found === value && origin ? origin : USER_ORIGIN;
  }
  return origins;
}
