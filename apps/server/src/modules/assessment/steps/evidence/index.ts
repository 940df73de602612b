/**
 * The six evidence steps: each reads the client's stored contexts (its website pages and the web
 * research answers) and produces one section, every item with the sources it rests on. With a model:
 * one call per step, uncited items dropped. Without: the knowledge base's extractors, or an honest
 * section saying what was checked.
 */
export { computeLocationPresence } from './location-presence.js';
export { computeBusinessModel } from './business-model.js';
export { computeStakeholders } from './stakeholders.js';
export { computeControversies, CONTROVERSIES_NOT_JUDGED } from './controversies.js';
export { computePublicPerception } from './public-perception.js';
export { computeInitiatives, INITIATIVES_SYSTEM_PROMPT, type InitiativesResult } from './initiatives.js';
export { normalizeInitiativeTitle } from './initiative-title.js';
export { credibilityScore, MAX_SCORE, WEIGHTS, type CredibilityEvidence } from './credibility.js';
