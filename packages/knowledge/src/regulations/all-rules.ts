import { EU_RULES } from './index.js';
import type { ApplicabilityRule } from './types.js';
import { WORLD_RULES } from './world/index.js';

/**
 * Every applicability rule the product evaluates: the EU instruments (with the Belgian transposition)
 * and the member-state, non-EU and global ones. Ids are unique across both lists (tested).
 */
export const ALL_RULES: readonly ApplicabilityRule[] = [...EU_RULES, ...WORLD_RULES];
