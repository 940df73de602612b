import type { VersionedRule } from '../rule-version.js';
import { versionAt } from '../rule-version.js';
import { CSRD_SOURCES, CSRD_VERSIONS } from './csrd-data.js';
import { evaluateOmnibus } from './csrd-omnibus.js';
import { evaluatePhaseIn } from './csrd-phase-in.js';

const latest = CSRD_VERSIONS[CSRD_VERSIONS.length - 1];

/**
 * CSRD at EU level. The version is chosen by the evaluation date: the original waves before 17 Apr 2025,
 * stop-the-clock until 17 Mar 2026, Omnibus I from 18 Mar 2026. National transposition is a separate
 * rule per Member State (see be-csrd), as the fact sheet asks (§0.2).
 */
export const csrdRule: VersionedRule = {
  id: 'eu-csrd',
  name: 'Corporate Sustainability Reporting Directive (CSRD)',
  typeLabel: 'EU Directive',
  version: latest?.version ?? '',
  asOf: latest?.asOf ?? '',
  sources: [CSRD_SOURCES.directive],
  versions: CSRD_VERSIONS,
  evaluate(company, today) {
    const version = versionAt(CSRD_VERSIONS, today);
    return version.kind === 'omnibus'
      ? evaluateOmnibus(company, version, today)
      : evaluatePhaseIn(company, version);
  },
};
