import { SENTIMENTS } from '@impact/contracts';
import { cleanText, matchKnown, type Chip, type Tone } from './tone';

/** Spec 02 §2: any media sentiment other than the four known ones reads 'Limited coverage'. */
export const LIMITED_COVERAGE = 'Limited coverage';

const SENTIMENT_TONES: Record<(typeof SENTIMENTS)[number], Tone> = {
  Positive: 'success',
  Mixed: 'warning',
  Neutral: 'neutral',
  Negative: 'danger',
};

/** The media-sentiment chip: Positive, Mixed, Neutral or Negative, else 'Limited coverage'. */
export function sentimentChip(overall: unknown): Chip {
  const known = matchKnown(overall, SENTIMENTS);
  return known ? { label: known, tone: SENTIMENT_TONES[known] } : { label: LIMITED_COVERAGE, tone: 'muted' };
}

/**
 * The NGO and activist mentions to list; empty means 'None reported'. The details are the evidence, so
 * they are listed whenever there are some, whatever the mentions flag says.
 */
export function ngoMentionList(
  ngoActivity: { mentions?: boolean; details?: readonly string[] | null } | null | undefined,
): string[] {
  return (ngoActivity?.details ?? []).map(cleanText).filter(Boolean);
}
