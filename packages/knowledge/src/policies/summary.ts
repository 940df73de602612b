import type { NormalizedCompany } from '../company/types.js';
import { INPUT_LABELS } from './fact-labels.js';
import type { PolicyAssessment } from './relevance-types.js';
import type { MissingInput } from './types.js';

/** How many items the summary names per relevance band, so it stays a paragraph. */
const NAMED_PER_BAND = 4;

/**
 * The per-company paragraph above the cards: the items rated High (with their phase), then Medium,
 * what was left out, which facts would sharpen the ratings, and what the rating is (and is not).
 */
export function summarizeUpcomingPolicies(
  company: NormalizedCompany,
  assessments: PolicyAssessment[],
  today: string,
): string {
  const high = assessments.filter((a) => a.relevance === 'High');
  const medium = assessments.filter((a) => a.relevance === 'Medium');
  const omitted = assessments.filter((a) => !a.included);
  const parts: string[] = [];
  parts.push(
    high.length > 0
      ? `For ${company.name}, ${high.length} of the ${assessments.length} upcoming policy changes tracked ${high.length === 1 ? 'is' : 'are'} highly relevant: ${nameItems(high)}.`
      : `For ${company.name}, none of the ${assessments.length} upcoming policy changes tracked is rated highly relevant on what is known.`,
  );
  if (medium.length > 0) parts.push(`Worth watching: ${nameItems(medium)}.`);
  if (omitted.length > 0) {
    parts.push(
      `${omitted.length} further ${omitted.length === 1 ? 'item was' : 'items were'} rated lower and left out.`,
    );
  }
  const missing = mostUsefulMissingInputs(assessments);
  if (missing.length > 0) {
    parts.push(`Ratings would sharpen with: ${missing.map((input) => INPUT_LABELS[input]).join('; ')}.`);
  }
  parts.push(
    `Relevance is rated from geography, company size and sector exposure as of ${today}; it ranks what to watch and is not a legal applicability verdict.`,
  );
  return parts.join(' ');
}

function nameItems(items: PolicyAssessment[]): string {
  const named = items.slice(0, NAMED_PER_BAND).map((a) => `${a.name} (${a.phase})`);
  const rest = items.length - named.length;
  return rest > 0 ? `${named.join('; ')}; and ${rest} more` : named.join('; ');
}

/** Inputs that left factors unknown or borderline, most frequent first (at most five). */
function mostUsefulMissingInputs(assessments: PolicyAssessment[]): MissingInput[] {
  const counts = new Map<MissingInput, number>();
  for (const assessment of assessments) {
    for (const factor of assessment.factors) {
      if (factor.status === 'met' || factor.status === 'not-met') continue;
      for (const input of factor.missing) counts.set(input, (counts.get(input) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .toSorted((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([input]) => input);
}
