/**
 * The key under which a generated initiative is stored once per client (a unique index): lower case,
 * without accents, punctuation or repeated spaces, so 'ReCirc – Take-back' and 'recirc take back' are
 * the same initiative and a re-run adds no twin.
 */
export function normalizeInitiativeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
