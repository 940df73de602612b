import type { KnowledgeSource } from '../sources.js';
import type { ApplicabilityRule } from './types.js';

/**
 * One legal version of an instrument (the original act, an amendment…). A rule with several versions
 * picks the one in force on the evaluation date, so 'what did the rule say on 1 Jan 2025' stays
 * answerable after the law changes (fact sheet §0.1: always store the version).
 */
export interface RuleVersion {
  /** e.g. 'CSRD as amended by Omnibus I (Directive (EU) 2026/470)'. */
  version: string;
  /** YYYY-MM-DD: the date this version entered into force (the evaluation date picks it from then on). */
  inForceFrom: string;
  /** YYYY-MM-DD: when the encoded facts of this version were checked. */
  asOf: string;
  sources: KnowledgeSource[];
}

export interface VersionedRule extends ApplicabilityRule {
  /** Oldest first. */
  versions: readonly RuleVersion[];
}

export function isVersionedRule(rule: ApplicabilityRule): rule is VersionedRule {
  return Array.isArray((rule as Partial<VersionedRule>).versions);
}

/** The version in force on `today`; before the first one, the first (the act as adopted). */
export function versionAt<V extends RuleVersion>(versions: readonly V[], today: string): V {
  const first = versions[0];
  if (!first) throw new Error('A versioned rule needs at least one version');
  return versions.reduce<V>((chosen, version) => (version.inForceFrom <= today ? version : chosen), first);
}
