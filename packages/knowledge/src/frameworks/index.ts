export { reportingFrameworksFor } from './reporting-frameworks.js';
export type {
  FrameworkScore,
  ReportingFrameworksData,
  ReportingFrameworksResult,
} from './reporting-frameworks.js';
export { FRAMEWORKS } from './catalogue.js';
export { WEIGHTS as FRAMEWORK_SCORE_WEIGHTS } from './weights.js';
export type {
  FrameworkContext,
  FrameworkEntry,
  FrameworkId,
  ProfileInput,
  ScoreContribution,
  ScoreFactor,
} from './types.js';
