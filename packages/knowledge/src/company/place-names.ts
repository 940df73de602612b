/**
 * Multi-word place names keep the lower-case particles between their capitalised words: 'Santa Maria
 * da Feira', 'Frankfurt am Main', 'Castellón de la Plana', 'Stratford-upon-Avon', 'Bergen op Zoom',
 * 'Neustadt an der Weinstraße'. 'en' joins only with hyphens ('Saint-Germain-en-Laye'), since as a
 * separate word it is Dutch for 'and' ('Tilburg en Breda' is two places). An elided particle joins the
 * next word without a space: 'Platja d'Aro', 'Castell d'Aro', 'Villeneuve-d'Ascq', 'Riva dell'Adda'. Catalan
 * and French 'des' joins as 'de' does: 'Santa Eulària des Riu'.
 */
const PARTICLES = [
  'da',
  'de',
  'do',
  'dos',
  'das',
  'del',
  'des',
  'della',
  'di',
  'la',
  'le',
  'of',
  'van',
  'von',
  'der',
  'den',
  'sur',
  'sous',
  'lès',
  'am',
  'an',
  'im',
  'upon',
  'on',
  'op',
  'aan',
];
const PARTICLE = String.raw`(?:${PARTICLES.join('|')})`;

/** What joins two capitalised words of one place name: a space or hyphen, with any particles between. */
export const PLACE_JOIN = String.raw`(?:-en-|[\s-](?:${PARTICLE}[\s-]){0,3}(?:(?:d|l|dell|sull)['’](?=\p{Lu}))?)`;

const PARTICLE_WORD = new RegExp(String.raw`^${PARTICLE}$`, 'u');

/** 'da', 'am', 'upon': a word that may stand between two capitalised words of a place name. */
export function isPlaceParticle(word: string): boolean {
  return PARTICLE_WORD.test(word);
}

/**
 * What Spanish and Italian pages put in brackets after a town: its province's one capitalised name
 * ('Lucena (Córdoba)') or an Italian province's code ('Bergamo (BG)'). Either says the name is a town.
 */
export const PROVINCE_IN_BRACKETS = /^(?:\p{Lu}[\p{Ll}'’-]+|[A-Z]{2})$/u;
