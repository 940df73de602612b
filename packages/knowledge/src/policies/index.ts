export { upcomingPoliciesFor } from './upcoming-policies.js';
export type {
  UpcomingPoliciesData,
  UpcomingPoliciesOptions,
  UpcomingPoliciesResult,
} from './upcoming-policies.js';
export { PIPELINE_ITEMS } from './data/index.js';
export { assessRelevance, rateRelevance } from './relevance.js';
export { phaseFor, isUpcoming } from './phase.js';
export type {
  FactorResult,
  PolicyAssessment,
  RelevanceAssessment,
  RelevanceFactor,
} from './relevance-types.js';
export type {
  ExposureScope,
  FactorStatus,
  GeographyScope,
  Milestone,
  MissingInput,
  PipelineItem,
  PipelineStage,
  PolicyRelevance,
  SizeScope,
} from './types.js';
