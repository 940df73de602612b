import type { InitiativeFinding } from '../step-types.js';
import { normalizeInitiativeTitle } from './initiative-title.js';

/** Title words that can name a thing: four letters or more ('scarti', 'water'), not 'our' or 'the'. */
function titleWords(title: string): Set<string> {
  return new Set(
    normalizeInitiativeTitle(title)
      .split(' ')
      .filter((word) => word.length >= 4),
  );
}

/** The sentence a finding was read from: its first source's quote, else its description. */
function quoteOf(finding: InitiativeFinding): string {
  return (finding.sources[0]?.quote ?? finding.description).trim();
}

/**
 * The later finding says again what an earlier one from the same page says: its sentence is inside the
 * earlier finding's description, and the two titles share a word. A heading 'Scarti crudi e cotti' with
 * its paragraph, and the same paragraph's sentence read again as 'Scarti reintrodotti' and 'Scarti
 * riutilizzati', are one initiative, not three. A programme named inside another's paragraph under a
 * title of its own ('Green Schools Programme' in a 'Community' block) shares no title word, and stays.
 */
function restates(later: InitiativeFinding, earlier: InitiativeFinding): boolean {
  const quote = quoteOf(later);
  if (!quote || later.sourceMetadata.source !== earlier.sourceMetadata.source) return false;
  if (!earlier.description.includes(quote)) return false;
  const earlierWords = titleWords(earlier.title);
  return [...titleWords(later.title)].some((word) => earlierWords.has(word));
}

/** The findings in their order, without those that restate an earlier one (restates above). */
export function withoutRestatements(findings: InitiativeFinding[]): InitiativeFinding[] {
  const kept: InitiativeFinding[] = [];
  for (const finding of findings) {
    if (!kept.some((earlier) => restates(finding, earlier))) kept.push(finding);
  }
  return kept;
}
