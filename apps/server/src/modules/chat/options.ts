import { ONBOARDING_SCOPES, type ChoiceOption, type SummaryFields } from '@impact/contracts';
import {
  ESRS_TOPICAL_STANDARDS,
  FRAMEWORKS,
  materialityFor,
  normalizeCompany,
  reportingFrameworksFor,
  sectorsForIndustry,
  type FrameworkId,
} from '@impact/knowledge';

/**
 * The options offered at step-1, step-3 and step-5. Steps 3 and 5 are ranked by the knowledge base
 * for the company in hand (its sector; its size, sector and seat); the ids stay the same whatever the
 * order, so a submission is checked against the full lists.
 */

export const SCOPE_OPTIONS: ChoiceOption[] = ONBOARDING_SCOPES.map(({ id, label }) => ({ id, label }));
export const ALL_TOPIC_IDS: readonly string[] = ESRS_TOPICAL_STANDARDS.map((standard) => standard.id);
export const ALL_FRAMEWORK_IDS: readonly string[] = FRAMEWORKS.map((framework) => framework.id);

/**
 * The ESRS topics, those the sector profile scores first (strongest first), the material ones
 * pre-ticked; each says why it matters for the sector, or what it covers when the sector is unknown.
 */
export function topicOptions(industry: string | null | undefined): ChoiceOption[] {
  const { assessedTopics, sectorsUsed } = materialityFor({ sectors: sectorsForIndustry(industry) });
  const assessed = new Map(assessedTopics.map((topic) => [topic.standard as string, topic]));
  const ranked = [
    ...assessedTopics.map((topic) => topic.standard as string),
    ...ALL_TOPIC_IDS.filter((id) => !assessed.has(id)),
  ];
  return ranked.map((id) => {
    const standard = ESRS_TOPICAL_STANDARDS.find((entry) => entry.id === id)!;
    const topic = assessed.get(id);
    const why =
      topic && sectorsUsed.length > 0
        ? `${topic.rationale} (impact ${topic.impact}/5, financial ${topic.financial}/5)`
        : standard.summary;
    return {
      id,
      label: `${standard.topic} (ESRS ${id})`,
      description: why,
      recommended: topic?.material ?? false,
    };
  });
}

/** The frameworks, most relevant to the company first, each with what it is and its relevance score. */
export function frameworkOptions(fields: Partial<SummaryFields>, preferred: readonly string[] = []) {
  const company = normalizeCompany({
    Name: fields.Name?.trim() || 'The company',
    Industry: fields.Industry ?? null,
    EmployeeCount: fields.EmployeeCount ?? null,
    Revenue: fields.Revenue ?? null,
    Headquarters: fields.Headquarters ?? null,
  });
  const { scores } = reportingFrameworksFor(company);
  return scores.map((score): ChoiceOption => {
    const entry = FRAMEWORKS.find((framework) => framework.id === score.id)!;
    return {
      id: score.id,
      label: score.name,
      description: `${entry.description} Relevance for this company: ${score.score}/100.`,
      recommended: preferred.includes(score.id),
    };
  });
}

/** Words that identify a framework in a free-text name (a sample profile's framework list). */
const FRAMEWORK_MARKERS: Record<FrameworkId, RegExp> = {
  gri: /\bGRI\b/,
  esrs: /\bESRS\b/,
  vsme: /\bVSME\b/,
  issb: /\bISSB\b|\bIFRS S[12]\b/,
  sasb: /\bSASB\b/,
  tcfd: /\bTCFD\b/,
  cdp: /\bCDP\b/,
  sbti: /\bSBTi\b|Science Based Targets/i,
  tnfd: /\bTNFD\b/,
  'ghg-protocol': /GHG Protocol/i,
  ungc: /Global Compact/i,
  sdgs: /\bSDGs?\b|Sustainable Development Goals/,
  'b-corp': /\bB Corp\b|\bB Lab\b|B Impact Assessment/i,
  ecovadis: /EcoVadis/i,
  'iso-14001': /ISO 14001/,
};

/**
 * The framework ids a list of free-text names mentions. The part in parentheses is left out: it often
 * names a predecessor ('IFRS S2 (successor to TCFD)'), which is not the framework used.
 */
export function frameworkIdsNamed(names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of names) {
    const main = name.replace(/\([^)]*\)/g, ' ');
    for (const [id, marker] of Object.entries(FRAMEWORK_MARKERS)) if (marker.test(main)) found.add(id);
  }
  return ALL_FRAMEWORK_IDS.filter((id) => found.has(id));
}
