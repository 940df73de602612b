export { EU_RULES, evaluateRule, evaluateRules } from './registry.js';
export { displayDate } from './describe.js';
export { isRowForCompany, jurisdictionOf } from './jurisdiction.js';
export {
  complianceStatusFor,
  obligationStart,
  statusVariantFor,
  toRegulationRow,
  type RegulationRow,
} from './to-row.js';
export { isVersionedRule, versionAt, type RuleVersion, type VersionedRule } from './rule-version.js';
export {
  allOf,
  anyOf,
  atLeastTwoOf,
  compareRange,
  compareValue,
  type RangeComparison,
  type ThresholdOperator,
} from './compare.js';
export { csrdRule } from './eu/csrd.js';
export { CSRD_VERSIONS, type CsrdVersion } from './eu/csrd-data.js';
export { taxonomyRule } from './eu/taxonomy.js';
export { sfdrRule } from './eu/sfdr.js';
export { csdddRule } from './eu/csddd.js';
export { CSDDD_VERSIONS, type CsdddVersion } from './eu/csddd-data.js';
export { eudrRule } from './eu/eudr.js';
export { cbamRule } from './eu/cbam.js';
export { batteriesRule } from './eu/batteries.js';
export { ppwrRule } from './eu/ppwr.js';
export { esprRule } from './eu/espr.js';
export { empcoRule, greenClaimsRule } from './eu/empco.js';
export { forcedLabourRule } from './eu/forced-labour.js';
export { etsRule } from './eu/ets.js';
export { beCsrdRule, BE_CSRD_VERSIONS } from './eu/be-csrd.js';
export {
  EEA_CONSUMER_SALES,
  INFERENCES,
  LKSG_ASSUMED_GERMAN_SHARE,
  californiaBusinessInference,
  germanWorkforceInference,
  inferred,
  type Inference,
} from './inferences.js';
