import type { Source } from '@impact/contracts';

/** Words too common in ratings and news titles to tell one source from another. */
const COMMON = new Set([
  'about',
  'after',
  'also',
  'from',
  'have',
  'into',
  'more',
  'over',
  'rating',
  'ratings',
  'report',
  'reported',
  'score',
  'than',
  'that',
  'their',
  'this',
  'with',
  'index',
]);

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4 && !COMMON.has(word)),
  );

/**
 * The sources of a block (public perception keeps one list for the whole block) whose title or address
 * names this item: an ESG rating is cited with the agency's page, not with all of the block's sources.
 * A short item needs one shared word, a sentence two; the company's own name, in nearly every title,
 * does not count. With no match, all the block's sources stand.
 */
export function matchingSources(
  text: string,
  sources: readonly Source[],
  companyName: string,
): readonly Source[] {
  const own = wordsOf(companyName);
  const words = new Set([...wordsOf(text)].filter((word) => !own.has(word)));
  if (words.size === 0) return sources;
  const needed = words.size <= 4 ? 1 : 2;
  const matched = sources.filter((source) => {
    const haystack = `${source.title ?? ''} ${source.url ?? ''}`.toLowerCase();
    let shared = 0;
    for (const word of words) if (haystack.includes(word)) shared += 1;
    return shared >= needed;
  });
  return matched.length > 0 ? matched : sources;
}
