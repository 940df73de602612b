/**
 * Lower-case ASCII words separated by single spaces, padded with one space each side, so a phrase can
 * be found as whole words with `includes(' phrase ')`. Accents are dropped ('München' → 'munchen') and
 * the letters NFD does not decompose are spelled out ('ß' → 'ss', 'ø' → 'o').
 */
export function normalizeWords(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[øö]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[łľ]/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return folded ? ` ${folded} ` : ' ';
}

/** Where a phrase occurs as whole words in text normalised by `normalizeWords`, or -1. */
export function findPhrase(normalizedText: string, phrase: string): number {
  const needle = normalizeWords(phrase);
  return needle === ' ' ? -1 : normalizedText.indexOf(needle);
}
