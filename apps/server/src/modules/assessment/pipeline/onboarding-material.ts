import type { SectionBlock, SectionData } from '@impact/contracts';
import { isUploadedDocumentPage } from '../../chat/documents/document-sources.js';
import type { SectionResult } from '../steps/step-types.js';

/**
 * What the onboarding gave a client stays when the assessment rebuilds the same sections: the
 * documents uploaded during onboarding (pages of the website context) and the focus areas the
 * consultant ticked.
 */

const MAX_PAGES = 30;

type WebsiteContext = SectionData<'WebsiteContext'>;

/** The website reading with the uploaded documents' pages kept first (they are the consultant's). */
export function withUploadedDocuments(
  reading: SectionResult<'WebsiteContext'>,
  previous: SectionBlock | undefined,
): SectionResult<'WebsiteContext'> {
  const documents = ((previous?.data as WebsiteContext | undefined)?.pages ?? []).filter(
    isUploadedDocumentPage,
  );
  if (documents.length === 0) return reading;
  const pages = [...documents, ...reading.data.pages.filter((page) => !isUploadedDocumentPage(page))];
  const note = `${reading.provenance.note ?? ''} Kept ${documents.length} page(s) of documents uploaded during onboarding.`;
  return {
    ...reading,
    data: { ...reading.data, pages: pages.slice(0, MAX_PAGES) },
    provenance: { ...reading.provenance, note: note.trim().slice(0, 1000) },
  };
}

/** Whether the client's focus areas are the ones the consultant ticked during onboarding. */
export const isConsultantChoice = (block: SectionBlock | undefined) =>
  block?.provenance.method === 'manual' && block.provenance.provider === 'onboarding';

/**
 * The impact-strategy step's output when the consultant chose the focus areas: those stay (no new
 * version), and the impact topics are those under a chosen focus area.
 */
export function keepConsultantFocusAreas(
  results: SectionResult[],
  chosen: SectionBlock | undefined,
): SectionResult[] {
  if (!isConsultantChoice(chosen)) return results;
  const names = new Set((chosen!.data as SectionData<'FocusAreas'>).map((area) => area.name));
  return results.flatMap((result): SectionResult[] => {
    if (result.key === 'FocusAreas') return [];
    if (result.key !== 'ImpactTopics') return [result];
    const topics = (result.data as SectionData<'ImpactTopics'>).filter((topic) =>
      names.has(topic.focusAreaTags[0] ?? ''),
    );
    const note = `${result.provenance.note ?? ''} Only the topics under the focus areas the consultant chose during onboarding.`;
    return [
      {
        ...result,
        data: topics,
        provenance: {
          ...result.provenance,
          note: note.trim().slice(0, 1000),
          outcome: topics.length > 0 ? 'found' : 'nothing-found',
        },
      },
    ];
  });
}
