import type { SectionData } from '@impact/contracts';
import type { StepInput } from '../step-types.js';
import type { CredibilityScore } from './credibility.js';
import type { FoundRating } from './esg-ratings.js';
import type { FoundCertification } from './perception-evidence.js';
import { researchMissingReason, researchWasRun } from './research-answers.js';
import { whatWasRead } from './step-support.js';
import { clip, listOf, plural } from './text.js';

export const ratingLabel = (score: CredibilityScore) => `${score.score}/${score.maxScore}`;

/** Told when the controversies are judged at the same time, from the same web research. */
export const CONTROVERSIES_BEING_JUDGED = [
  '# Controversies section',
  'Being judged at the same time from the web research above; the score is recomputed with them.',
].join('\n');

/** What the model is told besides the evidence: the computed score, and the controversies already found. */
export function perceptionContextBlocks(
  score: CredibilityScore,
  controversies: SectionData<'Controversies'> | undefined | 'being judged',
): string[] {
  const scoreBlock = [
    '# Credibility score computed by the application (copy it; it is recomputed from your answer)',
    `score: ${score.score}, maxScore: ${score.maxScore}`,
    ...score.rationale.map((line) => `- ${line}`),
  ].join('\n');
  if (controversies === 'being judged') return [scoreBlock, CONTROVERSIES_BEING_JUDGED];
  if (!controversies) return [scoreBlock];
  const items = controversies.controversies
    .slice(0, 10)
    .map((item) => `- ${item.year} ${item.status}: ${clip(item.title, 160)}`);
  return [scoreBlock, ['# Controversies section', clip(controversies.summary, 800), ...items].join('\n')];
}

/** The no-model summary: what was found by pattern, and plainly what was not judged. */
export function summaryWithoutModel(
  input: StepInput,
  ratings: FoundRating[],
  certifications: FoundCertification[],
): string {
  const notJudged =
    'Media sentiment and NGO activity were not judged: that needs a language model, and none was used.';
  const coverage = researchWasRun(input)
    ? ''
    : ` Independent coverage was not checked: ${researchMissingReason(input)}.`;
  const read = whatWasRead(input, { pages: true, research: true });
  const found: string[] = [];
  if (ratings.length > 0) {
    const own = ratings.filter((rating) => rating.companyStated).length;
    const listed = ratings.map(
      (r) => `${r.agency} ${r.rating}${r.date === 'Not stated' ? '' : ` in ${r.date}`}`,
    );
    found.push(
      `${plural(ratings.length, 'ESG rating')} (${listOf(listed)})${own > 0 ? `, ${own} of them stated only by the company itself` : ''}`,
    );
  }
  if (certifications.length > 0) {
    const undated = certifications.filter((c) => !c.yearStated).length;
    found.push(
      `${plural(certifications.length, 'certification')} stated as held (${listOf(certifications.map((c) => c.name))})${undated > 0 ? '; where no year is stated, the year shown is the year the source was read' : ''}`,
    );
  }
  const findings =
    found.length > 0
      ? `Found by pattern in ${read}: ${found.join('; ')}.`
      : `No ESG ratings or certifications were found by pattern in ${read}.`;
  return `${notJudged}${coverage} ${findings}`;
}
