import type { NormalizedCompany } from '../../company/types.js';
import type { RuleOutcome } from '../types.js';
import { allOf, compareRange } from '../compare.js';
import { describeHeadquarters, displayDate } from '../describe.js';
import { outcome } from '../outcome.js';
import { versionAt, type VersionedRule } from '../rule-version.js';
import { CSRD_VERSIONS, type OmnibusVersion, type PhaseInVersion } from './csrd-data.js';
import { evaluatePhaseIn } from './csrd-phase-in.js';

const CHECKED = '2026-11-21';

const SOURCES = {
  law: {
    url: 'https://www.ejustice.just.fgov.be/eli/loi/2024/12/02/2024011683/justel',
    title:
      'Loi du 2 décembre 2024 relative à la publication d’informations en matière de durabilité (MB 20 Dec 2024, numac 2024011683)',
    asOf: '2024-12-20',
  },
  kpmg: {
    url: 'https://kpmg.com/be/en/home/insights/2024/12/txl-csrd-is-transposed-into-belgian-law.html',
    title: 'KPMG Belgium: CSRD is transposed into Belgian law',
    asOf: CHECKED,
  },
  stopTheClock: {
    url: 'https://www.claeysengels.be/en-gb/news-events/eu-stop-clock-directive-under-csrd-implemented-under-belgian-law-second-and-third-waves',
    title:
      'Claeys & Engels: EU stop-the-clock directive implemented under Belgian law (second and third waves)',
    asOf: CHECKED,
  },
};

const phaseIn = {
  kind: 'phase-in' as const,
  wave1Employees: 500,
  nonEuTurnoverEur: 150e6,
  nonEuBranchTurnoverEur: 40e6,
};

/** The Belgian transposition as it stands: original waves, then stop-the-clock (fact sheet §14.4). */
export const BE_CSRD_VERSIONS: readonly PhaseInVersion[] = [
  {
    ...phaseIn,
    version: 'Belgian law of 2 December 2024 transposing CSRD',
    inForceFrom: '2024-12-30',
    asOf: CHECKED,
    sources: [SOURCES.law, SOURCES.kpmg],
    firstFinancialYear: { wave1: 2024, wave2: 2025, wave3: 2026, wave4: 2028 },
  },
  {
    ...phaseIn,
    version: 'Belgian law of 2 December 2024 as amended by the law of 12 December 2025 (stop-the-clock)',
    inForceFrom: '2025-12-23',
    asOf: CHECKED,
    sources: [SOURCES.law, SOURCES.stopTheClock],
    firstFinancialYear: { wave1: 2024, wave2: 2027, wave3: 2028, wave4: 2028 },
  },
];

const omnibus = CSRD_VERSIONS.find((version): version is OmnibusVersion => version.kind === 'omnibus');

/**
 * Omnibus I is settled EU law that Belgium must transpose by 19 Mar 2027; no Belgian transposition is
 * known (fact sheet §14.4, §23.3). A company in scope of the current Belgian law but below the Omnibus
 * thresholds is therefore only 'likely' in scope: the transposition is expected to remove it.
 */
function withOmnibusOutlook(company: NormalizedCompany, national: RuleOutcome, today: string): RuleOutcome {
  if (!omnibus || today < omnibus.inForceFrom || national.verdict === 'not-in-scope') return national;
  const eu = allOf(
    compareRange(company.employees, '>', omnibus.employees),
    compareRange(company.revenue?.EUR, '>', omnibus.turnoverEur),
  );
  if (eu === 'meets' || eu === 'unknown') return national;
  const note = ` Belgium must transpose Omnibus I by ${displayDate(omnibus.transpositionDeadline)} (no transposition is known yet); it will keep only companies with more than ${omnibus.employees.toLocaleString('en-US')} employees and a turnover above €450 million, so this company may drop out.`;
  const verdict = national.verdict === 'in-scope' ? 'likely-in-scope' : national.verdict;
  return { ...national, verdict, reason: `${national.reason}${note}` };
}

function evaluate(company: NormalizedCompany, today: string): RuleOutcome {
  if (company.country && company.country !== 'BE') {
    return outcome(
      'not-in-scope',
      `The Belgian CSRD law applies to companies and groups governed by Belgian law; this company is ${describeHeadquarters(company)}. A Belgian subsidiary would be assessed on its own.`,
    );
  }
  const national = evaluatePhaseIn(company, versionAt(BE_CSRD_VERSIONS, today), 'the Belgian CSRD law');
  if (!company.country && national.verdict !== 'not-in-scope') {
    return outcome(
      'possibly-in-scope',
      `The Belgian CSRD law applies to companies governed by Belgian law; the headquarters country is unknown. ${national.reason}`,
      national.dates,
      national.missingFacts,
    );
  }
  return withOmnibusOutlook(company, national, today);
}

export const beCsrdRule: VersionedRule = {
  id: 'be-csrd',
  name: 'Belgian CSRD transposition law (Loi du 2 décembre 2024)',
  typeLabel: 'BE Law',
  version: BE_CSRD_VERSIONS[BE_CSRD_VERSIONS.length - 1]?.version ?? '',
  asOf: CHECKED,
  sources: [SOURCES.law],
  versions: BE_CSRD_VERSIONS,
  evaluate,
};
