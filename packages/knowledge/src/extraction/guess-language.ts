/**
 * The language a text is written in, from its most frequent short words, for documents that do not say
 * (a PDF's metadata rarely does). Only the six languages the extractor reads; undefined when the text
 * is too short or no language clearly leads, so the caller keeps its own default.
 */
const FUNCTION_WORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'of', 'our', 'with', 'for', 'to', 'in', 'is', 'we', 'was', 'by', 'from', 'this'],
  nl: ['het', 'een', 'van', 'en', 'onze', 'wij', 'met', 'voor', 'zijn', 'werd', 'door', 'naar', 'dat', 'ook'],
  de: ['der', 'die', 'und', 'das', 'mit', 'für', 'unsere', 'wir', 'von', 'den', 'ist', 'im', 'auf', 'wurde'],
  fr: ['le', 'la', 'les', 'des', 'et', 'du', 'nos', 'nous', 'une', 'est', 'pour', 'sur', 'avec', 'au'],
  es: [
    'el',
    'los',
    'las',
    'del',
    'y',
    'nuestra',
    'nuestras',
    'nuestros',
    'con',
    'una',
    'por',
    'para',
    'se',
    'fue',
  ],
  it: ['il', 'gli', 'della', 'delle', 'di', 'e', 'nostra', 'nostri', 'con', 'una', 'per', 'sono', 'nel', 'è'],
};

/** At least this many function words must be seen before the text says anything. */
const MIN_HITS = 4;
/** The leader must have this many times the runner-up's hits. */
const MIN_LEAD = 1.5;

const WORD_LANGUAGES = new Map<string, string[]>();
for (const [language, words] of Object.entries(FUNCTION_WORDS))
  for (const word of words) WORD_LANGUAGES.set(word, [...(WORD_LANGUAGES.get(word) ?? []), language]);

export function guessLanguage(text: string): string | undefined {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const language of WORD_LANGUAGES.get(word) ?? [])
      counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < MIN_HITS) return undefined;
  if (second && first[1] < second[1] * MIN_LEAD) return undefined;
  return first[0];
}
