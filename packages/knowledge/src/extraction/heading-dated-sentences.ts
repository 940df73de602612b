import { splitLines, splitSentences } from './sentences.js';
import { headingYear } from './years.js';

export interface HeadingDatedSentence {
  text: string;
  /** The year the nearest heading above states ('Key figures 2024'), if it dates the lines under it. */
  headingYear?: number;
}

/**
 * The sentences of page text in reading order, each with the year of the nearest heading above it. A
 * heading that states no reporting year ('Our people') clears the year of the one before: a figure
 * under it is not dated by a section it is no longer in.
 */
export function* sentencesUnderHeadings(text: string): Generator<HeadingDatedSentence> {
  let year: number | undefined;
  for (const line of splitLines(text)) {
    if (line.isHeading) {
      year = headingYear(line.text);
      continue;
    }
    for (const sentence of splitSentences(line.text)) {
      yield { text: sentence, ...(year !== undefined && { headingYear: year }) };
    }
  }
}
