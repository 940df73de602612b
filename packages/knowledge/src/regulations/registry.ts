import type { NormalizedCompany } from '../company/types.js';
import type { KnowledgeSource } from '../sources.js';
import { batteriesRule } from './eu/batteries.js';
import { beCsrdRule } from './eu/be-csrd.js';
import { cbamRule } from './eu/cbam.js';
import { csdddRule } from './eu/csddd.js';
import { csrdRule } from './eu/csrd.js';
import { empcoRule, greenClaimsRule } from './eu/empco.js';
import { esprRule } from './eu/espr.js';
import { etsRule } from './eu/ets.js';
import { eudrRule } from './eu/eudr.js';
import { forcedLabourRule } from './eu/forced-labour.js';
import { ppwrRule } from './eu/ppwr.js';
import { sfdrRule } from './eu/sfdr.js';
import { taxonomyRule } from './eu/taxonomy.js';
import { isVersionedRule, versionAt } from './rule-version.js';
import type { ApplicabilityResult, ApplicabilityRule } from './types.js';

/** The EU-level instruments of the fact sheet's applicability matrix (§22), plus the Belgian CSRD law. */
export const EU_RULES: readonly ApplicabilityRule[] = [
  csrdRule,
  taxonomyRule,
  sfdrRule,
  csdddRule,
  eudrRule,
  cbamRule,
  batteriesRule,
  ppwrRule,
  esprRule,
  empcoRule,
  greenClaimsRule,
  forcedLabourRule,
  etsRule,
  beCsrdRule,
];

function mergeSources(...lists: KnowledgeSource[][]): KnowledgeSource[] {
  const byUrl = new Map<string, KnowledgeSource>();
  for (const source of lists.flat()) if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  return [...byUrl.values()];
}

/**
 * One rule's answer for one company on a date, with the identity, sources and version the answer rests
 * on. For a rule with versions, the version in force on `today` supplies version, asOf and its sources.
 */
export function evaluateRule(
  rule: ApplicabilityRule,
  company: NormalizedCompany,
  today: string,
): ApplicabilityResult {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new Error(`evaluateRule needs a YYYY-MM-DD date, got '${today}'`);
  const result = rule.evaluate(company, today);
  const version = isVersionedRule(rule) ? versionAt(rule.versions, today) : undefined;
  return {
    instrumentId: rule.id,
    verdict: result.verdict,
    reason: result.reason,
    dates: result.dates,
    missingFacts: [...new Set(result.missingFacts)],
    sources: mergeSources(version?.sources ?? [], rule.sources),
    ruleVersion: version?.version ?? rule.version,
    asOf: version?.asOf ?? rule.asOf,
  };
}

export function evaluateRules(
  rules: readonly ApplicabilityRule[],
  company: NormalizedCompany,
  today: string,
): ApplicabilityResult[] {
  return rules.map((rule) => evaluateRule(rule, company, today));
}
