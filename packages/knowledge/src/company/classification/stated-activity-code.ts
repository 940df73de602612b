import { naceCode } from '../nace.js';
import type { SectorFinding } from './classify-sector.js';
import type { EvidenceItem } from './evidence.js';

/**
 * The activity code a company states for itself in its country's classification, each of which
 * repeats NACE Rev. 2 down to the class: 'PKD 41.20.Z', 'kod PKD: 41.20.Z', 'code NAF 4120A', 'ATECO
 * 41.20.00', 'CNAE 4120', 'WZ 2008: 41.20', 'SBI 4120', 'NACE 41.20'. Only the division is kept: NACE
 * Rev. 2.1 renumbered groups within divisions (Rev. 2's 41.20 is Rev. 2.1's 41.0). Case-sensitive, as
 * registers write the acronyms, so that no word of a sentence is read as one.
 */
const STATED_CODE =
  /\b(?:PKD(?:\s*20(?:07|25))?|NACE(?:\s*Rev\.?\s*2(?:\.1)?)?|ATECO(?:\s*2007)?|CNAE(?:[-\s]20\d\d)?|WZ\s*2008|SBI|(?:[Cc]ode\s+)?(?:NAF|APE))\s*(?:[Cc]ode\s*)?[:\-–]?\s*(?:[A-U]\s?)?(\d{2})\.?\d(?:\d(?:\.\d{1,2})?)?(?:\.?[A-Z])?(?![\d.]\d)/;

/**
 * The division of the first activity code the company's pages state: a register, and the report that
 * copies it, write the main activity first ('PKD 41.20.Z …, also PKD 23.61.Z'). Read when the words
 * decide no sector, as on a site in a language the vocabulary does not hold.
 */
export function statedActivityCode(evidence: readonly EvidenceItem[]): SectorFinding | undefined {
  for (const item of evidence) {
    if (item.kind === 'industry') continue;
    const match = STATED_CODE.exec(item.text);
    const code = match ? naceCode(match[1]!) : undefined;
    if (!match || !code) continue;
    return { ...code, confidence: 0.9, decidingPhrase: item.text, locator: item.locator, alternatives: [] };
  }
  return undefined;
}
