import { RECOMMENDATION_2025_DATAPOINTS } from './recommendation-2025-datapoints.js';
import { RECOMMENDATION_2025_DISCLOSURES } from './disclosures.js';
import type {
  VsmeCondition,
  VsmeDatapoint,
  VsmeDisclosure,
  VsmeDisclosureCode,
  VsmeModule,
  VsmeVersion,
  VsmeVersionId,
} from './types.js';
import { vsmeVersion } from './versions.js';

export type * from './types.js';
export { VSME_VERSIONS, vsmeVersion } from './versions.js';
export { OMISSION_STATEMENT_DATAPOINT } from './disclosures.js';
export { answeredOnItsOwn, tableAnswering } from './tables.js';
export {
  FUEL_EMISSION_FACTORS,
  IPCC_2006_STATIONARY_COMBUSTION,
  TJ_PER_MWH,
  scope1TonnesFromFuel,
  type FuelEmissionFactor,
  type VsmeFuel,
} from './emission-factors.js';
export {
  HIGH_CLIMATE_IMPACT_SECTIONS_REV2,
  HIGH_CLIMATE_IMPACT_SOURCE,
  isHighClimateImpactDivision,
} from './high-climate-impact.js';

/** A version of the standard with what we model of it (nothing, for a version whose text is not verified). */
export interface VsmeStandard {
  version: VsmeVersion;
  disclosures: readonly VsmeDisclosure[];
  datapoints: readonly VsmeDatapoint[];
}

const CONTENT: Record<VsmeVersionId, Omit<VsmeStandard, 'version'>> = {
  'vsme-recommendation-2025': {
    disclosures: RECOMMENDATION_2025_DISCLOSURES,
    datapoints: RECOMMENDATION_2025_DATAPOINTS,
  },
  'vsme-delegated-act': { disclosures: [], datapoints: [] },
};

export function vsmeStandard(versionId: VsmeVersionId): VsmeStandard {
  return { version: vsmeVersion(versionId), ...CONTENT[versionId] };
}

export function vsmeDisclosures(versionId: VsmeVersionId, module?: VsmeModule): readonly VsmeDisclosure[] {
  const all = CONTENT[versionId].disclosures;
  return module ? all.filter((item) => item.module === module) : all;
}

export function vsmeDisclosure(
  versionId: VsmeVersionId,
  code: VsmeDisclosureCode,
): VsmeDisclosure | undefined {
  return CONTENT[versionId].disclosures.find((item) => item.code === code);
}

/** The datapoints of one disclosure, in the order of EFRAG's template. */
export function vsmeDatapointsOf(
  versionId: VsmeVersionId,
  code: VsmeDisclosureCode,
): readonly VsmeDatapoint[] {
  return CONTENT[versionId].datapoints.filter((datapoint) => datapoint.disclosure === code);
}

export function vsmeDatapoint(versionId: VsmeVersionId, id: string): VsmeDatapoint | undefined {
  return CONTENT[versionId].datapoints.find((datapoint) => datapoint.id === id);
}

/** The datapoint tagged with an EFRAG taxonomy element ('vsme:…'); a table reused by C3 is not returned. */
export function vsmeDatapointByIdentifier(
  versionId: VsmeVersionId,
  identifier: string,
): VsmeDatapoint | undefined {
  return CONTENT[versionId].datapoints.find((datapoint) => datapoint.identifier === identifier);
}

/**
 * Whether a datapoint may be left out as classified or sensitive, and where the report must then say so.
 * Undefined for an unknown datapoint.
 */
export function vsmeOmission(
  versionId: VsmeVersionId,
  datapointId: string,
): VsmeDisclosure['omission'] | undefined {
  const datapoint = vsmeDatapoint(versionId, datapointId);
  return datapoint && vsmeDisclosure(versionId, datapoint.disclosure)?.omission;
}

/** The answers known so far, by datapoint id. */
export type VsmeAnswers = Readonly<Record<string, boolean | number | string | readonly string[] | undefined>>;

function holds(condition: VsmeCondition, answers: VsmeAnswers): boolean | undefined {
  const answer = answers[condition.datapoint];
  if (answer === undefined) return undefined;
  const test = condition.test;
  if ('equals' in test) return answer === test.equals;
  if ('atLeast' in test) return typeof answer === 'number' && answer >= test.atLeast;
  return Array.isArray(answer) && answer.includes(test.includes);
}

/**
 * Whether a datapoint applies given the answers so far: true, false, or undefined while an answer it depends
 * on is missing. A false condition decides even when another is still unanswered.
 */
export function vsmeApplies(datapoint: VsmeDatapoint, answers: VsmeAnswers): boolean | undefined {
  const results = datapoint.appliesWhen.map((condition) => holds(condition, answers));
  if (results.includes(false)) return false;
  return results.includes(undefined) ? undefined : true;
}
