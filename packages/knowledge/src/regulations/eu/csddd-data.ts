import type { KnowledgeSource } from '../../sources.js';
import type { RuleVersion } from '../rule-version.js';

const CHECKED = '2026-11-21';

/**
 * CSDDD scope by version (fact sheet §5). Each tier is a size test with its application date; an EU
 * company must exceed both numbers (worldwide, consolidated), a non-EU company only the EU turnover.
 */
export interface CsdddTier {
  employees: number;
  turnoverEur: number;
  appliesFrom: string;
}

export interface CsdddVersion extends RuleVersion {
  /** Strictest first. */
  tiers: CsdddTier[];
  /** Franchise/licensing route (not assessed: no fact holds royalties), quoted in reasons. */
  franchise?: { royaltiesEur: number; turnoverEur: number };
}

export const CSDDD_SOURCES = {
  directive: {
    url: 'https://eur-lex.europa.eu/eli/dir/2024/1760/oj',
    title: 'Directive (EU) 2024/1760 (CSDDD)',
    asOf: '2024-07-05',
  },
  omnibus: {
    url: 'https://eur-lex.europa.eu/eli/dir/2026/470/oj',
    title: 'Directive (EU) 2026/470 (Omnibus I)',
    asOf: '2026-02-26',
  },
  stopTheClock: {
    url: 'https://eur-lex.europa.eu/eli/dir/2025/794/oj',
    title: "Directive (EU) 2025/794 ('stop-the-clock')",
    asOf: '2025-04-16',
  },
  agreement: {
    url: 'https://www.clecat.org/en/news/newsletters/council-and-parliament-agree-on-omnibus-i',
    title: 'CLECAT: Council and Parliament agree on Omnibus I',
    asOf: CHECKED,
  },
  changes: {
    url: 'https://reclaimfinance.org/site/en/2025/12/17/what-changes-does-the-omnibus-law-bring-to-csddd-and-csrd',
    title: 'Reclaim Finance: what changes the Omnibus law brings to CSDDD and CSRD',
    asOf: '2025-12-17',
  },
} satisfies Record<string, KnowledgeSource>;

export const CSDDD_VERSIONS: readonly CsdddVersion[] = [
  {
    version: 'CSDDD as adopted (Directive (EU) 2024/1760)',
    inForceFrom: '2024-07-25',
    asOf: CHECKED,
    sources: [CSDDD_SOURCES.directive],
    tiers: [
      { employees: 5000, turnoverEur: 1.5e9, appliesFrom: '2027-07-26' },
      { employees: 3000, turnoverEur: 900e6, appliesFrom: '2028-07-26' },
      { employees: 1000, turnoverEur: 450e6, appliesFrom: '2029-07-26' },
    ],
  },
  {
    version: "CSDDD as amended by 'stop-the-clock' (Directive (EU) 2025/794)",
    inForceFrom: '2025-04-17',
    asOf: CHECKED,
    sources: [CSDDD_SOURCES.stopTheClock],
    // The first wave moved by one year to join the second (fact sheet §5).
    tiers: [
      { employees: 5000, turnoverEur: 1.5e9, appliesFrom: '2028-07-26' },
      { employees: 3000, turnoverEur: 900e6, appliesFrom: '2028-07-26' },
      { employees: 1000, turnoverEur: 450e6, appliesFrom: '2029-07-26' },
    ],
  },
  {
    version: 'CSDDD as amended by Omnibus I (Directive (EU) 2026/470)',
    inForceFrom: '2026-03-18',
    asOf: CHECKED,
    sources: [CSDDD_SOURCES.omnibus, CSDDD_SOURCES.agreement, CSDDD_SOURCES.changes],
    // One application date for every company in scope; transposition by 26 Jul 2028.
    tiers: [{ employees: 5000, turnoverEur: 1.5e9, appliesFrom: '2029-07-26' }],
    franchise: { royaltiesEur: 75e6, turnoverEur: 275e6 },
  },
];
