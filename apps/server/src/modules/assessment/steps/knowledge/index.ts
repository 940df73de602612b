/**
 * The assessment steps the knowledge base answers: by rule alone (regulations, policies, frameworks), or
 * with a model tailoring or adding evidence it must cite and that is checked against the context.
 */
export { computeRegulations, computeUpcomingPolicies, computeReportingFrameworks } from './rule-sections.js';
export { computeImpactStrategy } from './impact-strategy.js';
export { computeVoluntaryCodes } from './voluntary-codes.js';
export { computeReportedMetrics } from './reported-metrics.js';
