import { rev2SectionOf } from '../company/nace-rev21.js';
import type { KnowledgeSource } from '../sources.js';

/**
 * High climate impact sectors, which C3 asks about: the sections A to H and L of NACE Rev. 2 (Annex I
 * to Regulation (EC) No 1893/2006), as Delegated Regulation (EU) 2022/1288 defines them. The knowledge
 * base classifies in NACE Rev. 2.1, whose section letters moved from J on, so a division is judged by
 * its Rev. 2 section (real estate, division 68, is Rev. 2's L).
 */
export const HIGH_CLIMATE_IMPACT_SECTIONS_REV2 = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'] as const;

export const HIGH_CLIMATE_IMPACT_SOURCE: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/eli/reg_del/2022/1288/oj',
  title:
    "Commission Delegated Regulation (EU) 2022/1288, Annex I: 'high climate impact sectors' are those of Sections A to H and L of NACE Rev. 2",
  asOf: '2026-11-26',
};

/** Whether a NACE Rev. 2.1 division is in a high climate impact sector; undefined for an unknown one. */
export function isHighClimateImpactDivision(division: string): boolean | undefined {
  const section = rev2SectionOf(division);
  return section === undefined
    ? undefined
    : (HIGH_CLIMATE_IMPACT_SECTIONS_REV2 as readonly string[]).includes(section);
}
