// Text normalisation for the evidence benchmark's matching rules (bench/evidence-corpus/README.md):
// case, diacritics, punctuation, legal suffixes, stop words, country names. The benchmark's own rules,
// deliberately independent of the engine's code, so that changing the engine cannot change the scoring.

/** Lower case, no diacritics, `®`/`™`/punctuation as spaces, CO₂ written one way, spaces collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/₂/g, '2')
    .replace(/co2[\s-]*(?:e\b|eq\b|equivalents?\b|aequivalente?\b)/g, 'co2e')
    .replace(/[’']/g, ' ')
    .replace(/[^\p{L}\p{N}%/+&]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LEGAL_SUFFIXES =
  /\b(?:b ?v|n ?v|gmbh|ag|e ?v|s ?p ?a|s ?r ?l|s ?l|s ?a|sas|sarl|a ?s|aps|ltd|limited|plc|inc|llc|co operative society limited|society limited)$/;

/** A name as compared: normalised, legal suffix stripped ('Kettwerk Garne GmbH' → 'kettwerk garne'). */
export function nameKey(name: string): string {
  let key = normalize(name).replace(/\//g, ' ').replace(/\s+/g, ' ').replace(/^the /, '');
  for (let i = 0; i < 2; i += 1) key = key.replace(LEGAL_SUFFIXES, '').trim();
  return key;
}

/** Whether `phrase` occurs in `text` as whole words (both normalised). */
export function containsPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${text} `.includes(` ${phrase} `);
}

const STOP_WORDS = new Set(
  (
    'the and for with our from into all its are was were has have this that per ' +
    'van het een voor met onze des der die das und mit fur von zum zur den dem ' +
    'les une pour avec nos sur aux del las los por con para nuestro della delle dei degli per con nel'
  ).split(' '),
);

/** The content words of a title: three letters or more, stop words of the six languages removed. */
export function contentWords(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

/**
 * Countries the corpus names, with their names and adjectives in English, Dutch, German, French,
 * Spanish and Italian (normalised), for supplier countries and for place names that are countries.
 */
const COUNTRY_NAMES: Record<string, string[]> = {
  NL: [
    'netherlands',
    'the netherlands',
    'holland',
    'nederland',
    'niederlande',
    'pays bas',
    'paises bajos',
    'paesi bassi',
    'dutch',
    'nederlandse',
    'niederlandisch',
    'neerlandais',
    'olandese',
  ],
  BE: ['belgium', 'belgie', 'belgien', 'belgique', 'belgica', 'belgio', 'belgian', 'belgische', 'belge'],
  DE: [
    'germany',
    'duitsland',
    'deutschland',
    'allemagne',
    'alemania',
    'germania',
    'german',
    'duitse',
    'deutsch',
    'deutsche',
    'allemand',
    'allemands',
    'allemande',
    'aleman',
    'tedesco',
    'tedeschi',
  ],
  TR: ['turkey', 'turkiye', 'turkije', 'turkei', 'turquie', 'turquia', 'turchia', 'turkish', 'turkse'],
  GB: [
    'united kingdom',
    'uk',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'verenigd koninkrijk',
    'vereinigtes konigreich',
    'royaume uni',
    'reino unido',
    'regno unito',
    'british',
  ],
  IE: ['ireland', 'ierland', 'irland', 'irlande', 'irlanda', 'irish'],
  VN: ['vietnam', 'viet nam', 'vietnamese'],
  PT: ['portugal', 'portogallo', 'portuguese', 'portugees'],
  ES: ['spain', 'spanje', 'spanien', 'espagne', 'espana', 'spagna', 'spanish', 'espanol', 'espanola'],
  FR: ['france', 'frankrijk', 'frankreich', 'francia', 'french', 'francais', 'francaise', 'franse'],
  DK: [
    'denmark',
    'denemarken',
    'danemark',
    'dinamarca',
    'danimarca',
    'danish',
    'danois',
    'danoise',
    'danese',
    'danesi',
    'deense',
  ],
  US: [
    'united states',
    'usa',
    'us',
    'u s',
    'united states of america',
    'verenigde staten',
    'vereinigte staaten',
    'etats unis',
    'estados unidos',
    'stati uniti',
    'american',
  ],
  IN: ['india', 'indie', 'indien', 'inde', 'indian'],
  IT: [
    'italy',
    'italie',
    'italien',
    'italia',
    'italian',
    'italiano',
    'italiani',
    'italiaanse',
    'italienisch',
  ],
  PL: ['poland', 'polen', 'pologne', 'polonia', 'polish', 'poolse', 'polnisch'],
  CZ: [
    'czech republic',
    'czechia',
    'tsjechie',
    'tschechien',
    'republique tcheque',
    'republica checa',
    'repubblica ceca',
    'czech',
  ],
  HU: ['hungary', 'hongarije', 'ungarn', 'hongrie', 'hungria', 'ungheria', 'hungarian'],
  MY: ['malaysia', 'maleisie', 'malaisie', 'malasia', 'malesia', 'malaysian'],
  CH: ['switzerland', 'zwitserland', 'schweiz', 'suisse', 'suiza', 'svizzera', 'swiss'],
  AT: ['austria', 'oostenrijk', 'osterreich', 'autriche', 'austrian'],
  CN: ['china', 'chine', 'cina', 'chinese'],
};
const COUNTRY_BY_NAME = new Map(
  Object.entries(COUNTRY_NAMES).flatMap(([code, names]) => names.map((name) => [name, code] as const)),
);

/** The ISO code of a country named by `text` as a whole (name or adjective), or undefined. */
export function countryCodeOf(text: string): string | undefined {
  return COUNTRY_BY_NAME.get(normalize(text).replace(/^the /, ''));
}

/** Every country a text names as a whole word or phrase. */
export function countriesIn(text: string): string[] {
  const normalized = normalize(text);
  return [
    ...new Set(
      [...COUNTRY_BY_NAME].flatMap(([name, code]) => (containsPhrase(normalized, name) ? [code] : [])),
    ),
  ];
}
