/**
 * The language a text is written in, from the short words every sentence of it uses ('het', 'und',
 * 'les', 'della', 'los'), for a document that states none (a Word file, many PDFs, a page without a
 * `lang`): its sentences are then read in their own words rather than in English. Only words that
 * belong to one of the seven languages count, and one language must clearly lead, else undefined.
 */
const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'our', 'we', 'with', 'was', 'were', 'of', 'this', 'which']),
  nl: new Set(['het', 'een', 'wij', 'onze', 'zijn', 'werd', 'voor', 'ook', 'naar', 'bij']),
  de: new Set(['der', 'die', 'das', 'und', 'wir', 'unsere', 'für', 'wurde', 'ist', 'nicht', 'auch']),
  fr: new Set(['les', 'et', 'des', 'nous', 'nos', 'avec', 'pour', 'une', 'est', 'du', 'aux']),
  it: new Set([
    'il',
    'della',
    'delle',
    'nel',
    'nella',
    'dei',
    'degli',
    'è',
    'sono',
    'anche',
    'nostri',
    'per',
  ]),
  es: new Set([
    'el',
    'los',
    'las',
    'y',
    'del',
    'nuestros',
    'nuestra',
    'nuestras',
    'para',
    'es',
    'también',
    'hemos',
    'fue',
    'según',
    'gracias',
  ]),
  // Portuguese words no other of these languages writes: 'os', 'não', 'são', 'nossos', 'também'.
  pt: new Set([
    'os',
    'dos',
    'das',
    'não',
    'são',
    'também',
    'nosso',
    'nossa',
    'nossos',
    'nossas',
    'uma',
    'pela',
    'pelo',
    'ao',
    'em',
  ]),
};

const MIN_HITS = 5;

export function textLanguage(text: string): string | undefined {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const [language, words] of Object.entries(FUNCTION_WORDS)) {
      if (words.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
    }
  }
  const [first, second] = [...counts].toSorted((a, b) => b[1] - a[1]);
  if (!first || first[1] < MIN_HITS) return undefined;
  return !second || first[1] >= second[1] * 1.5 ? first[0] : undefined;
}
