import { NACE_REV21_GOODS_GROUPS } from './nace-rev21-groups-goods.js';
import { NACE_REV21_SERVICE_GROUPS } from './nace-rev21-groups-services.js';
import { NACE_REV21_DIVISIONS, describeDivision, sectionOfDivision } from './nace-rev21.js';

export {
  NACE_REV21_DIVISIONS,
  NACE_REV21_SECTIONS,
  NACE_REV21_SOURCE,
  describeDivision,
  rev2SectionOf,
  sectionOfDivision,
  type NaceRev21Section,
} from './nace-rev21.js';

/** Every NACE Rev. 2.1 group the knowledge base holds ('13.2' → 'Weaving of textiles'). */
export const NACE_REV21_GROUPS: Readonly<Record<string, string>> = {
  ...NACE_REV21_GOODS_GROUPS,
  ...NACE_REV21_SERVICE_GROUPS,
};

export interface NaceCode {
  /** Two digits, '13'. */
  division: string;
  /** Division and one digit, '13.2', when the evidence tells the group. */
  group?: string;
  /** The Rev. 2.1 section letter, 'C'. */
  section: string;
  /** The most detailed label known: the group's, else the division's. */
  label: string;
  /** 'C13 Manufacture of textiles' */
  display: string;
}

/** A division (and optionally a group) as a NaceCode; undefined for a code NACE Rev. 2.1 does not have. */
export function naceCode(division: string, group?: string): NaceCode | undefined {
  const section = sectionOfDivision(division);
  const divisionLabel = NACE_REV21_DIVISIONS[division];
  const display = describeDivision(division);
  if (!section || !divisionLabel || !display) return undefined;
  const groupLabel = group && group.startsWith(`${division}.`) ? NACE_REV21_GROUPS[group] : undefined;
  return {
    division,
    ...(groupLabel ? { group } : {}),
    section,
    label: groupLabel ?? divisionLabel,
    display,
  };
}

/**
 * A NACE code written in a text ('NACE 13.20', 'C13', '13 – Manufacture of textiles', '62.10'):
 * a consultant may type the code itself. Only codes NACE Rev. 2.1 has are read.
 */
export function naceCodeInText(text: string | null | undefined): NaceCode | undefined {
  if (!text) return undefined;
  const match =
    /\bnace(?:\s*rev\.?\s*2(?:\.1)?)?\s*[:\-–]?\s*(?:[A-V]\s?)?(\d{2})(?:\.(\d))?\d?\b/i.exec(text) ??
    /\b[A-V](\d{2})(?:\.(\d))?\d?\b/.exec(text) ??
    /^\s*(\d{2})(?:\.(\d)\d?)?(?=\s*(?:[-–:]|$)|\s+\p{Lu})/u.exec(text);
  if (!match) return undefined;
  const division = match[1]!;
  return naceCode(division, match[2] ? `${division}.${match[2]}` : undefined);
}
