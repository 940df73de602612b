/**
 * The knowledge base's version: every output carries it, so a verdict can be traced to the data it was
 * computed from. Bump it (date-based) whenever a fact, threshold or rule changes.
 */
// A second change on one day takes a suffix.
export const KNOWLEDGE_BASE_VERSION = '2026.11.28.10';
