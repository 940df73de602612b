import type { Source } from '@impact/contracts';
import { toSource, type KnowledgeSource } from '../sources.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { ESRS_TOPICAL_STANDARDS, esrsStandard } from './esrs-standards.js';
import type { AssessedTopic, EsrsStandardId, FocusArea, ImpactTopic } from './types.js';

const RULE = { method: 'rule', knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION } as const;
/** The contracts cap `sources` at 30 per item. */
const MAX_SOURCES = 30;

/**
 * Sub-topics that also belong under another focus area, shown as extra tags (chips) when that area is
 * material too. E4: AR 16 lists climate change and pollution among the direct drivers of biodiversity
 * loss. S2: value-chain workers are reached through supplier management, a G1 sub-topic.
 */
const CROSS_LINKS: Record<string, EsrsStandardId[]> = {
  'E4|Direct impact drivers of biodiversity loss': ['E1', 'E2'],
  'S2|Working conditions': ['G1'],
  'S2|Other work-related rights': ['G1'],
};

/** Sub-topic names that occur under more than one standard (S1 and S2) get their topic appended. */
const SHARED_SUB_TOPICS = (() => {
  const counts = new Map<string, number>();
  for (const standard of ESRS_TOPICAL_STANDARDS)
    for (const subTopic of standard.subTopics)
      counts.set(subTopic.name, (counts.get(subTopic.name) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([name]) => name));
})();

export function impactTopicName(standard: EsrsStandardId, subTopic: string): string {
  return SHARED_SUB_TOPICS.has(subTopic) ? `${subTopic} (${esrsStandard(standard).topic})` : subTopic;
}

export function uniqueSources(sources: KnowledgeSource[]): Source[] {
  const byUrl = new Map<string, KnowledgeSource>();
  for (const source of sources) if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  return [...byUrl.values()].slice(0, MAX_SOURCES).map(toSource);
}

const scores = (topic: AssessedTopic) =>
  `Impact materiality ${topic.impact}/5, financial materiality ${topic.financial}/5 (ESRS ${topic.standard}).`;

/** One focus area per material ESRS topic; its name is the ESRS topic, so impact topics can tag it. */
export function focusAreasFrom(material: AssessedTopic[], sectorLabel: string): FocusArea[] {
  return material.map((topic) => ({
    name: topic.topic,
    description: `${esrsStandard(topic.standard).summary} For ${sectorLabel}: ${topic.rationale} ${scores(topic)}`,
    sources: uniqueSources([...topic.sources, ...esrsStandard(topic.standard).sources]),
    ...RULE,
  }));
}

/**
 * The key sub-topics of each material topic, tagged with their focus area (and linked areas shown), with
 * the topic's impact and financial scores and their rationale.
 */
export function impactTopicsFrom(material: AssessedTopic[]): ImpactTopic[] {
  const shownAreas = new Map(material.map((topic) => [topic.standard, topic.topic]));
  return material.flatMap((topic) => {
    const standard = esrsStandard(topic.standard);
    return topic.keySubTopics.map((subTopicName) => {
      const subTopic = standard.subTopics.find((entry) => entry.name === subTopicName);
      const covers = subTopic?.subSubTopics.length ? ` It covers ${subTopic.subSubTopics.join('; ')}.` : '';
      const linked = (CROSS_LINKS[`${topic.standard}|${subTopicName}`] ?? [])
        .map((id) => shownAreas.get(id))
        .filter((name): name is string => name !== undefined);
      return {
        name: impactTopicName(topic.standard, subTopicName),
        description: `A sustainability matter under ESRS ${standard.id} ${standard.topic}.${covers} Why it matters here: ${topic.rationale}`,
        focusAreaTags: [topic.topic, ...linked],
        sources: uniqueSources([...topic.sources, ...standard.sources]),
        // The sector's scores for the ESRS topic: every key sub-topic of it sits at the same point of
        // the double-materiality matrix the strategy page draws.
        impactScore: topic.impact,
        financialScore: topic.financial,
        scoreRationale: topic.rationale,
        ...RULE,
      };
    });
  });
}
