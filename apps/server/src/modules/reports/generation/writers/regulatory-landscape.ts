import type { SectionData } from '@impact/contracts';
import { blocks, heading, narrativeNote, sourcedText, table, withCitation } from '../markdown.js';
import { notYetResearched, type SectionWriter, type WriterInput } from '../section-writer.js';

type Regulation = SectionData<'SustainabilityRegulations'>[number];

const VERDICT_LABELS: Record<NonNullable<Regulation['verdict']>, string> = {
  'in-scope': 'In scope',
  'likely-in-scope': 'Likely in scope',
  'possibly-in-scope': 'Possibly in scope',
  'not-in-scope': 'Not in scope',
};

const datesOf = (regulation: Regulation) =>
  regulation.dates?.map((date) => `${date.label}: ${date.date}`).join('; ') || '–';

function regulations({ data, registry }: WriterInput): string {
  const stored = data.sections.SustainabilityRegulations?.data;
  const title = heading('Regulations');
  if (!stored) return blocks(title, notYetResearched('sustainability regulations'));
  const cited = stored.filter((regulation) => registry.cite(regulation.sources));
  if (cited.length === 0) return blocks(title, 'No regulation with a stored source.');
  const reasons = cited.filter((regulation) => regulation.reason || regulation.missingFacts?.length);
  // The knowledge base's rules give verdicts and dates; compiled or researched rows may have neither.
  const withVerdicts = cited.some((regulation) => regulation.verdict);
  const withDates = cited.some((regulation) => regulation.dates?.length);
  return blocks(
    title,
    table(
      [
        'Regulation',
        'Type',
        'Compliance status',
        ...(withVerdicts ? ['Verdict'] : []),
        ...(withDates ? ['Key dates'] : []),
        'Sources',
      ],
      cited.map((regulation) => [
        regulation.name,
        regulation.type,
        regulation.complianceStatus,
        ...(withVerdicts ? [regulation.verdict ? VERDICT_LABELS[regulation.verdict] : '–'] : []),
        ...(withDates ? [datesOf(regulation)] : []),
        registry.cite(regulation.sources),
      ]),
    ),
    cited.length < stored.length && 'Regulations without a stored source are left out.',
    reasons.length > 0 && heading('What each verdict rests on'),
    reasons
      .map((regulation) => {
        const questions = regulation.missingFacts?.map((fact) => fact.question).join(' ');
        const text = [regulation.reason, questions && `Still to confirm: ${questions}`]
          .filter(Boolean)
          .join(' ');
        return `- ${withCitation(`**${regulation.name}**: ${text}`, registry.cite(regulation.sources))}`;
      })
      .join('\n'),
  );
}

function upcoming({ data, registry }: WriterInput): string {
  const stored = data.sections.UpcomingPolicies?.data;
  const title = heading('Upcoming policies');
  if (!stored) return blocks(title, notYetResearched('upcoming policies'));
  const cited = stored.policies.filter((policy) => registry.cite(policy.sources));
  return blocks(
    title,
    sourcedText(stored.summary, registry.cite(cited.flatMap((policy) => policy.sources))),
    cited.length > 0
      ? table(
          ['Policy', 'Phase', 'Sector', 'Relevance', 'Sources'],
          cited.map((policy) => [
            policy.name,
            policy.phase,
            policy.sector,
            policy.relevance,
            registry.cite(policy.sources),
          ]),
        )
      : 'No upcoming policy with a stored source.',
  );
}

export const regulatoryLandscapeWriter: SectionWriter = {
  hasEvidence: (data) =>
    Boolean(
      data.sections.SustainabilityRegulations?.data.length ||
      data.sections.UpcomingPolicies?.data.policies.length,
    ),
  compose: (input) =>
    blocks(
      regulations(input),
      upcoming(input),
      narrativeNote(
        'A prioritised compliance roadmap (what to do first, and what it costs to be late) needs a language model.',
      ),
    ),
  evidence: ({ data, registry }) => ({
    regulations: data.sections.SustainabilityRegulations?.data.map((regulation) => ({
      name: regulation.name,
      type: regulation.type,
      complianceStatus: regulation.complianceStatus,
      verdict: regulation.verdict,
      reason: regulation.reason,
      dates: regulation.dates,
      missingFacts: regulation.missingFacts,
      sources: registry.numbersOf(regulation.sources),
    })),
    upcomingPolicies: data.sections.UpcomingPolicies && {
      summary: data.sections.UpcomingPolicies.data.summary,
      policies: data.sections.UpcomingPolicies.data.policies.map((policy) => ({
        ...policy,
        sources: registry.numbersOf(policy.sources),
      })),
    },
  }),
};
