import type { SectionData } from '@impact/contracts';
import { blocks, heading, narrativeNote, sourcedText, table, withCitation } from '../markdown.js';
import { notYetResearched, type SectionWriter, type WriterInput } from '../section-writer.js';

type ImpactTopic = SectionData<'ImpactTopics'>[number];

function focusAreas({ data, registry }: WriterInput): string {
  const stored = data.sections.FocusAreas?.data;
  if (!stored) return blocks(heading('Focus areas'), notYetResearched('focus areas'));
  const cited = stored.filter((area) => registry.cite(area.sources));
  if (cited.length === 0) return blocks(heading('Focus areas'), 'No focus area with a stored source.');
  return blocks(
    heading('Focus areas'),
    cited
      .map(
        (area) => `- ${withCitation(`**${area.name}**: ${area.description}`, registry.cite(area.sources))}`,
      )
      .join('\n'),
  );
}

const score = (value: number | undefined) => (value === undefined ? 'Not scored' : `${value} / 5`);

/** A topic's double-materiality weight: impact plus financial score (unscored counts as 0). */
const weight = (topic: ImpactTopic) => (topic.impactScore ?? 0) + (topic.financialScore ?? 0);

/** Topics by double-materiality weight (impact plus financial), scored ones first. */
function topics({ data, registry }: WriterInput): string {
  const stored = data.sections.ImpactTopics?.data;
  const title = heading('Impact topics and materiality');
  if (!stored) return blocks(title, notYetResearched('impact topics'));
  const cited = stored
    .filter((topic) => registry.cite(topic.sources))
    .toSorted((a, b) => weight(b) - weight(a));
  if (cited.length === 0) return blocks(title, 'No impact topic with a stored source.');
  return blocks(
    title,
    table(
      ['Topic', 'Focus areas', 'Impact materiality', 'Financial materiality', 'Sources'],
      cited.map((topic) => [
        topic.name,
        topic.focusAreaTags.join('; ') || 'Other',
        score(topic.impactScore),
        score(topic.financialScore),
        registry.cite(topic.sources),
      ]),
    ),
  );
}

function frameworks({ data, registry }: WriterInput): string {
  const stored = data.sections.ReportingFrameworks?.data;
  const title = heading('Reporting frameworks');
  if (!stored) return blocks(title, notYetResearched('reporting frameworks'));
  const ranked = stored.frameworks
    .filter((framework) => registry.cite([framework]))
    .toSorted((a, b) => b.relevanceScore - a.relevanceScore);
  return blocks(
    title,
    sourcedText(stored.overview, registry.cite(ranked)),
    ranked.length > 0
      ? table(
          ['Framework', 'Relevance', 'Why it matters', 'Source'],
          ranked.map((framework) => [
            framework.name,
            `${framework.relevanceScore}%`,
            framework.explanation,
            registry.cite([framework]),
          ]),
        )
      : 'No reporting framework was identified.',
  );
}

export const strategicPositioningWriter: SectionWriter = {
  hasEvidence: (data) =>
    Boolean(
      data.sections.FocusAreas?.data.length ||
      data.sections.ImpactTopics?.data.length ||
      data.sections.ReportingFrameworks?.data.frameworks.length,
    ),
  compose: (input) =>
    blocks(
      focusAreas(input),
      topics(input),
      frameworks(input),
      narrativeNote(
        'Positioning against peers, and a recommendation on where to lead and where to catch up, needs a language model.',
      ),
    ),
  evidence: ({ data, registry }) => ({
    focusAreas: data.sections.FocusAreas?.data.map((area) => ({
      ...area,
      sources: registry.numbersOf(area.sources),
    })),
    impactTopics: data.sections.ImpactTopics?.data.map((topic) => ({
      ...topic,
      sources: registry.numbersOf(topic.sources),
    })),
    reportingFrameworks: data.sections.ReportingFrameworks && {
      overview: data.sections.ReportingFrameworks.data.overview,
      frameworks: data.sections.ReportingFrameworks.data.frameworks.map(({ url, ...framework }) => ({
        ...framework,
        sources: registry.numbersOf([{ url }]),
      })),
    },
  }),
};
