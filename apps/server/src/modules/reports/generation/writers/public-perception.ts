import { blocks, heading, narrativeNote, sourcedText, table, withCitation } from '../markdown.js';
import { matchingSources } from '../matching-sources.js';
import { notYetResearched, type SectionWriter, type WriterInput } from '../section-writer.js';

function perception({ data, registry }: WriterInput): string {
  const stored = data.sections.PublicPerception?.data;
  if (!stored) return blocks(heading('Perception'), notYetResearched('public perception'));
  const all = registry.cite(stored.sources);
  if (!all) return blocks(heading('Perception'), 'The public perception section has no stored source.');
  const cite = (text: string) => registry.cite(matchingSources(text, stored.sources, data.client.name));
  const { mediaSentiment, ngoActivity, esgRatings, certifications, credibilityScore } = stored;
  const themes =
    mediaSentiment.keyThemes.length > 0 ? ` Key themes: ${mediaSentiment.keyThemes.join('; ')}.` : '';
  return blocks(
    heading('Perception'),
    stored.summary && withCitation(stored.summary, all),
    withCitation(`**Media sentiment:** ${mediaSentiment.overall ?? 'Limited coverage'}.${themes}`, all),
    heading('NGO and activist mentions'),
    ngoActivity.details.length > 0
      ? ngoActivity.details.map((detail) => `- ${withCitation(detail, cite(detail))}`).join('\n')
      : 'None reported in the sources checked.',
    heading('ESG ratings'),
    esgRatings.length > 0
      ? table(
          ['Agency', 'Rating', 'Date', 'Sources'],
          esgRatings.map((rating) => [rating.agency, rating.rating, rating.date, cite(rating.agency)]),
        )
      : 'No formal ESG ratings available in the sources checked.',
    heading('Certifications and awards'),
    certifications.length > 0
      ? table(
          ['Certification', 'Year', 'Sources'],
          certifications.map((certification) => [
            certification.name,
            certification.year,
            cite(certification.name),
          ]),
        )
      : 'No certifications reported in the sources checked.',
    heading('Credibility score'),
    withCitation(`**${credibilityScore.score} / ${credibilityScore.maxScore}**`, all),
    credibilityScore.rationale.map((reason) => `- ${withCitation(reason, cite(reason))}`).join('\n'),
  );
}

function controversies({ data, registry }: WriterInput): string {
  const stored = data.sections.Controversies;
  if (!stored) return blocks(heading('Controversies'), notYetResearched('controversies check'));
  const cited = stored.data.controversies.filter((item) => registry.cite(item.sources));
  const checked = stored.lastCheckedDate?.slice(0, 10);
  return blocks(
    heading('Controversies'),
    // 'None found in the sources checked' needs no source; a summary of findings does.
    stored.data.hasControversies
      ? sourcedText(stored.data.summary, registry.cite(cited.flatMap((item) => item.sources)))
      : stored.data.summary,
    checked && `Last checked: ${checked}.`,
    cited.length > 0 &&
      table(
        ['Year', 'Status', 'Controversy', 'Category', 'Sources'],
        cited.map((item) => [item.year, item.status, item.title, item.category, registry.cite(item.sources)]),
      ),
    cited
      .map((item) =>
        withCitation(
          `**${item.title}** (${item.year}, ${item.status}): ${item.description} *Relevance to the impact strategy:* ${item.relevanceToImpact}`,
          registry.cite(item.sources),
        ),
      )
      .join('\n\n'),
    cited.length === 0 && 'No controversy with a stored source was found in the sources checked.',
  );
}

export const publicPerceptionWriter: SectionWriter = {
  hasEvidence: (data) =>
    Boolean(data.sections.PublicPerception || data.sections.Controversies?.data.controversies.length),
  compose: (input) =>
    blocks(
      perception(input),
      controversies(input),
      narrativeNote(
        'A reading of what the perception means for the client’s licence to operate and its claims needs a language model.',
      ),
    ),
  evidence: ({ data, registry }) => ({
    publicPerception: data.sections.PublicPerception && {
      ...data.sections.PublicPerception.data,
      sources: registry.numbersOf(data.sections.PublicPerception.data.sources),
    },
    controversies: data.sections.Controversies && {
      ...data.sections.Controversies.data,
      lastCheckedDate: data.sections.Controversies.lastCheckedDate,
      controversies: data.sections.Controversies.data.controversies.map((item) => ({
        ...item,
        sources: registry.numbersOf(item.sources),
      })),
    },
  }),
};
