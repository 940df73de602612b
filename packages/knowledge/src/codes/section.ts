import type { KnowledgeProvenance } from '../sources.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import type { DetectedCode, VoluntaryCodesSection } from './types.js';

/** The contracts allow 40 codes per section. */
const MAX_CODES = 40;

const RULE_OF_EVIDENCE =
  "A code is listed only where the company's own text says it holds it, is a member or signatory, or is working towards it; mentions alone do not count.";

/** The VoluntaryCodesAdopted block (spec 02 §3) built from detected codes, with a plain summary. */
export function voluntaryCodesSection(
  detected: DetectedCode[],
): VoluntaryCodesSection & KnowledgeProvenance & { codes: DetectedCode[] } {
  const codes = detected.slice(0, MAX_CODES);
  const listed = codes.map((code) => `${code.name} (${code.status})`).join(', ');
  const summary =
    codes.length === 0
      ? `No voluntary codes or certifications were found stated as adopted on the pages read. ${RULE_OF_EVIDENCE}`
      : `The company's own pages state ${codes.length} voluntary code${codes.length === 1 ? '' : 's'} or certification${codes.length === 1 ? '' : 's'}: ${listed}. ${RULE_OF_EVIDENCE}`;
  return { summary, codes, method: 'extraction', knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION };
}
