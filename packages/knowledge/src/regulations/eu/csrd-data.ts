import type { KnowledgeSource } from '../../sources.js';
import type { RuleVersion } from '../rule-version.js';

/**
 * CSRD facts from the domain fact sheet §2.1 (and §1 for the Accounting Directive 'large' test). Every
 * number a rule compares against lives here, so a change in the law is a change of this file.
 */

const CHECKED = '2026-11-21';

export const CSRD_SOURCES = {
  directive: {
    url: 'https://eur-lex.europa.eu/eli/dir/2022/2464/oj',
    title: 'Directive (EU) 2022/2464 (CSRD)',
    asOf: '2022-12-16',
  },
  stopTheClock: {
    url: 'https://eur-lex.europa.eu/eli/dir/2025/794/oj',
    title: "Directive (EU) 2025/794 ('stop-the-clock')",
    asOf: '2025-04-16',
  },
  omnibus: {
    url: 'https://eur-lex.europa.eu/eli/dir/2026/470/oj',
    title: 'Directive (EU) 2026/470 (Omnibus I)',
    asOf: '2026-02-26',
  },
  omnibusPublished: {
    url: 'https://sustainablefutures.linklaters.com/post/102mkjf/eu-omnibus-i-directive-published-in-the-official-journal-of-the-eu',
    title: 'Linklaters: EU Omnibus I Directive published in the Official Journal',
    asOf: CHECKED,
  },
  omnibusDetail: {
    url: 'https://www.mofo.com/resources/insights/251222-eu-sustainability-omnibus-i-detailed-omnibus',
    title: 'Morrison Foerster: EU Sustainability Omnibus I in detail',
    asOf: CHECKED,
  },
  omnibusScope: {
    url: 'https://www.akd.eu/insights/provisional-agreement-on-omnibus-i-changes-to-the-scope-and-reporting-obligations-under-the-csrd',
    title: 'AKD: provisional agreement on Omnibus I, changes to CSRD scope and reporting obligations',
    asOf: CHECKED,
  },
  accountingDirectiveSizes: {
    url: 'https://eur-lex.europa.eu/eli/dir_del/2023/2775/oj',
    title:
      'Commission Delegated Directive (EU) 2023/2775 adjusting the size criteria of Directive 2013/34/EU',
    asOf: '2023-12-21',
  },
} satisfies Record<string, KnowledgeSource>;

/** Directive 2013/34/EU Art. 3(4) as adjusted by 2023/2775: 'large' exceeds 2 of these 3 (fact sheet §1). */
export const LARGE_UNDERTAKING = { employees: 250, turnoverEur: 50e6, balanceSheetEur: 25e6 } as const;

/** Original CSRD and stop-the-clock: the phase-in waves, by first financial year reported (fact sheet §2.1). */
export interface PhaseInVersion extends RuleVersion {
  kind: 'phase-in';
  firstFinancialYear: { wave1: number; wave2: number; wave3: number; wave4: number };
  /** Wave 1: public-interest entities (listed, banks, insurers) with more than this many employees. */
  wave1Employees: number;
  /** Wave 4: non-EU parents with more than this EU net turnover in each of the last 2 financial years… */
  nonEuTurnoverEur: number;
  /** …and an EU branch above this turnover (or a large or listed EU subsidiary). */
  nonEuBranchTurnoverEur: number;
}

/** After Omnibus I: one test for EU undertakings and groups, one for non-EU groups (Art. 40a). */
export interface OmnibusVersion extends RuleVersion {
  kind: 'omnibus';
  /** EU undertakings or groups must exceed both. */
  employees: number;
  turnoverEur: number;
  firstFinancialYear: number;
  /** Non-EU groups: EU net turnover above this in each of the last 2 consecutive financial years… */
  nonEuTurnoverEur: number;
  /** …and an EU subsidiary or branch above this turnover (§23.2: sources differ on 'any large subsidiary'). */
  nonEuSubsidiaryTurnoverEur: number;
  nonEuFirstFinancialYear: number;
  /** Wave-1 reporters below the new thresholds: Member States may exempt FY2025 and FY2026; out from this FY. */
  wave1OutFromFinancialYear: number;
  /** Member States must transpose by this date; until then national law (with stop-the-clock) governs (§0.2). */
  transpositionDeadline: string;
}

export type CsrdVersion = PhaseInVersion | OmnibusVersion;

const phaseInCommon = {
  kind: 'phase-in' as const,
  wave1Employees: 500,
  nonEuTurnoverEur: 150e6,
  nonEuBranchTurnoverEur: 40e6,
};

export const CSRD_VERSIONS: readonly CsrdVersion[] = [
  {
    ...phaseInCommon,
    version: 'CSRD as adopted (Directive (EU) 2022/2464)',
    inForceFrom: '2023-01-05',
    asOf: CHECKED,
    sources: [CSRD_SOURCES.directive, CSRD_SOURCES.accountingDirectiveSizes],
    firstFinancialYear: { wave1: 2024, wave2: 2025, wave3: 2026, wave4: 2028 },
  },
  {
    ...phaseInCommon,
    version: "CSRD as amended by 'stop-the-clock' (Directive (EU) 2025/794)",
    inForceFrom: '2025-04-17',
    asOf: CHECKED,
    sources: [CSRD_SOURCES.stopTheClock, CSRD_SOURCES.directive, CSRD_SOURCES.accountingDirectiveSizes],
    // Waves 2 and 3 postponed by two years; waves 1 and 4 unchanged.
    firstFinancialYear: { wave1: 2024, wave2: 2027, wave3: 2028, wave4: 2028 },
  },
  {
    kind: 'omnibus',
    version: 'CSRD as amended by Omnibus I (Directive (EU) 2026/470)',
    inForceFrom: '2026-03-18',
    asOf: CHECKED,
    sources: [
      CSRD_SOURCES.omnibus,
      CSRD_SOURCES.omnibusPublished,
      CSRD_SOURCES.omnibusDetail,
      CSRD_SOURCES.omnibusScope,
    ],
    employees: 1000,
    turnoverEur: 450e6,
    firstFinancialYear: 2027,
    nonEuTurnoverEur: 450e6,
    nonEuSubsidiaryTurnoverEur: 200e6,
    nonEuFirstFinancialYear: 2028,
    wave1OutFromFinancialYear: 2027,
    transpositionDeadline: '2027-03-19',
  },
];
