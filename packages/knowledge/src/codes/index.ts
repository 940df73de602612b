export type * from './types.js';
export { VOLUNTARY_CODES, voluntaryCode } from './catalogue.js';
export { detectCodes, detectCodesInPages, type PageText } from './detect-codes.js';
export { adoptionStatus, type AdoptionStatus } from './adoption-status.js';
export { heldStatusOf } from './held-status.js';
export { validUntilFrom, withoutExpiry } from './valid-until.js';
export { voluntaryCodesSection } from './section.js';
export { listedItems, type ListedItem } from './code-lists.js';
