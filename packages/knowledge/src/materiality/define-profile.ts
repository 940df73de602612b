import type { KnowledgeSource } from '../sources.js';
import type {
  EsrsStandardId,
  MaterialityScore,
  SectorMaterialityProfile,
  SectorTopicScore,
} from './types.js';

type ScoredTopic = Omit<SectorTopicScore, 'sources'> & { extraSources: KnowledgeSource[] };

/** One row of a sector profile: ESRS standard, impact and financial scores (1–5), why, key sub-topics. */
export function scored(
  standard: EsrsStandardId,
  impact: MaterialityScore,
  financial: MaterialityScore,
  rationale: string,
  keySubTopics: string[],
  extraSources: KnowledgeSource[] = [],
): ScoredTopic {
  return { standard, impact, financial, rationale, keySubTopics, extraSources };
}

/** A sector profile whose every row carries the profile's sources plus its own (a law, a GRI standard). */
export function defineProfile(
  key: string,
  label: string,
  kind: SectorMaterialityProfile['kind'],
  sources: KnowledgeSource[],
  topics: ScoredTopic[],
): SectorMaterialityProfile {
  return {
    key,
    label,
    kind,
    sources,
    topics: topics.map(({ extraSources, ...topic }) => ({
      ...topic,
      sources: [...sources, ...extraSources],
    })),
  };
}
