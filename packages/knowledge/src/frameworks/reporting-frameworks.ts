import type { reportingFrameworksSchema } from '@impact/contracts';
import type { z } from 'zod';
import type { NormalizedCompany } from '../company/types.js';
import type { KnowledgeProvenance, KnowledgeSource } from '../sources.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { FRAMEWORKS } from './catalogue.js';
import { frameworkProfile, type FrameworkProfile } from './company-profile.js';
import { INITIATIVE_RULES } from './rules-initiatives.js';
import { REPORTING_RULES, type FrameworkRule } from './rules-reporting.js';
import type {
  FrameworkContext,
  FrameworkEntry,
  FrameworkId,
  ProfileInput,
  ScoreContribution,
} from './types.js';

export type ReportingFrameworksData = z.infer<typeof reportingFrameworksSchema>;

const RULES = { ...REPORTING_RULES, ...INITIATIVE_RULES } satisfies Record<FrameworkId, FrameworkRule>;

/** One framework's score with what moved it; the contract's items have no room for sources, so they are here. */
export interface FrameworkScore {
  id: FrameworkId;
  name: string;
  score: number;
  baseScore: number;
  contributions: ScoreContribution[];
  /** Profile inputs the rule reads that are unknown for this company. */
  unknownInputs: ProfileInput[];
  sources: KnowledgeSource[];
}

export interface ReportingFrameworksResult {
  /** The ReportingFrameworks section's data, as reportingFrameworksSchema defines it. */
  data: ReportingFrameworksData;
  provenance: KnowledgeProvenance;
  scores: FrameworkScore[];
}

/**
 * The ReportingFrameworks section for a company: every catalogue framework scored 0–100 from its base
 * and the rules in rules-*.ts (weights in weights.ts), highest first, each explained by the factors that
 * moved it; plus an overview paragraph naming the top ones.
 */
export function reportingFrameworksFor(
  company: NormalizedCompany,
  context: FrameworkContext = {},
): ReportingFrameworksResult {
  const profile = frameworkProfile(company);
  const scores = FRAMEWORKS.map((entry) => scoreFramework(entry, profile, context)).toSorted(
    (a, b) => b.score - a.score || a.name.localeCompare(b.name),
  );
  const byId = new Map(FRAMEWORKS.map((entry) => [entry.id, entry]));
  return {
    data: {
      overview: overviewFor(company, profile, context, scores),
      frameworks: scores.map((s) => {
        const entry = byId.get(s.id) as FrameworkEntry;
        return { name: s.name, relevanceScore: s.score, explanation: explain(entry, s), url: entry.url };
      }),
    },
    provenance: { method: 'rule', knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION },
    scores,
  };
}

function scoreFramework(
  entry: FrameworkEntry,
  profile: FrameworkProfile,
  context: FrameworkContext,
): FrameworkScore {
  const rule: FrameworkRule = RULES[entry.id];
  const contributions = rule.score(profile, context);
  const raw = entry.baseScore + contributions.reduce((sum, c) => sum + c.points, 0);
  const ceiling = entry.legacy?.maxScore ?? 100;
  return {
    id: entry.id,
    name: entry.name,
    score: Math.round(Math.min(ceiling, Math.max(0, raw))),
    baseScore: entry.baseScore,
    contributions,
    unknownInputs: rule.inputs.filter((input) => profile.unknown.includes(input)),
    sources: entry.sources,
  };
}

function explain(entry: FrameworkEntry, score: FrameworkScore): string {
  const moved = score.contributions.map(
    (c) => `${c.factor} ${c.points > 0 ? '+' : ''}${c.points} (${c.reason})`,
  );
  const parts = [
    entry.description,
    moved.length > 0
      ? `Relevance ${score.score}/100: base ${score.baseScore}; ${moved.join('; ')}.`
      : `Relevance ${score.score}/100: no company factor moved it from its base of ${score.baseScore}.`,
  ];
  if (entry.legacy) parts.push(entry.legacy.note);
  if (score.unknownInputs.length > 0) {
    parts.push(`Not known, and could change the score: ${score.unknownInputs.join(', ')}.`);
  }
  return parts.join(' ');
}

function overviewFor(
  company: NormalizedCompany,
  profile: FrameworkProfile,
  context: FrameworkContext,
  scores: FrameworkScore[],
): string {
  const top = scores.slice(0, 3).map((s) => `${s.name} (${s.score}/100)`);
  const parts = [`For ${company.name}, the most relevant frameworks are ${joinList(top)}.`];
  if (context.csrdInScope === true) parts.push('The CSRD applies, so reporting under the ESRS is mandatory.');
  if (context.issbJurisdiction === true)
    parts.push('An ISSB-based regime applies, so IFRS S1/S2 are the baseline.');
  const notGiven = [
    context.csrdInScope === undefined ? 'whether the CSRD applies' : '',
    context.issbJurisdiction === undefined ? 'whether an ISSB-based regime applies' : '',
  ].filter(Boolean);
  if (notGiven.length > 0) parts.push(`Not given: ${notGiven.join(' and ')}.`);
  if (profile.unknown.length > 0) parts.push(`Unknown company inputs: ${profile.unknown.join(', ')}.`);
  parts.push(
    'TCFD is shown as legacy: IFRS S2 incorporates its recommendations. Scores (0–100) are rule-based, from mandatory alignment, sector, size, listing, region, and investor and customer pressure.',
  );
  return parts.join(' ');
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
