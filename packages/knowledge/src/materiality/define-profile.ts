import type { KnowledgeSource } from '../sources.js';
import { esrsStandard } from './esrs-standards.js';
import type {
  EsrsStandardId,
  MaterialityScore,
  SectorMaterialityProfile,
  SectorTopicScore,
} from './types.js';

type ScoredTopic = Omit<SectorTopicScore, 'sources'> & { topicSources: KnowledgeSource[] };

/**
 * One row of a sector profile: ESRS standard, impact and financial scores (1–5), why, key sub-topics, and
 * the sources for this topic in this sector (the sector standard that lists it, the law or agency material
 * behind the rationale). The ESRS standard itself is cited by `defineProfile`.
 */
export function scored(
  standard: EsrsStandardId,
  impact: MaterialityScore,
  financial: MaterialityScore,
  rationale: string,
  keySubTopics: string[],
  topicSources: KnowledgeSource[],
): ScoredTopic {
  return { standard, impact, financial, rationale, keySubTopics, topicSources };
}

function byUrl(sources: KnowledgeSource[]): KnowledgeSource[] {
  const first = new Map<string, KnowledgeSource>();
  for (const source of sources) if (!first.has(source.url)) first.set(source.url, source);
  return [...first.values()];
}

/**
 * A sector profile. Every row cites its ESRS standard first, then its own sources; the profile's sources
 * are every source its rows cite besides the ESRS standards.
 */
export function defineProfile(
  key: string,
  label: string,
  kind: SectorMaterialityProfile['kind'],
  topics: ScoredTopic[],
): SectorMaterialityProfile {
  return {
    key,
    label,
    kind,
    sources: byUrl(topics.flatMap((topic) => topic.topicSources)),
    topics: topics.map(({ topicSources, ...topic }) => ({
      ...topic,
      sources: [...esrsStandard(topic.standard).sources, ...topicSources],
    })),
  };
}
