/**
 * Every ISO 3166-1 country by its name in the languages the engine reads, from the CLDR data the
 * JavaScript runtime carries (Intl.DisplayNames): the curated country tables know the countries
 * companies are headquartered in, but a supply chain reaches further ('Honduras', 'Ruanda', 'Birmanie').
 * Read only where the words already say a country is meant (a list after 'comes from', 'suppliers in').
 */

const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es', 'it', 'pt', 'pl'] as const;

/**
 * Codes CLDR names that are no country (the EU, the euro area, the UN, outlying or private-use regions),
 * and countries whose English name is as often a US state, a person or a Channel Island's namesake
 * ('Georgia', 'Jordan', 'Chad', 'New Jersey'): those stay unread rather than guessed.
 */
const NOT_READ = new Set('AC CP CQ DG EA EU EZ IC QO TA UN XA XB XK ZZ GE JO TD JE GG'.split(' '));

export function foldCountryName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

let byName: Map<string, string> | undefined;

const withoutQualifier = (name: string) => name.replace(/\s*(?:\(|\s-\s).*$/u, '');

function namesByFoldedName(): Map<string, string> {
  const names = new Map<string, string>();
  const displays = LANGUAGES.map(
    (language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
  );
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      // A withdrawn code CLDR still names is read as its successor's ('BU' is Myanmar's 'MM').
      if (NOT_READ.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      for (const display of displays) {
        const name = display.of(code);
        if (!name) continue;
        // 'Myanmar (Burma)', 'Congo - Kinshasa': the name alone counts too, and the bracketed one.
        const bracketed = /\(([^)]+)\)/u.exec(name)?.[1];
        for (const written of [name, withoutQualifier(name), ...(bracketed ? [bracketed] : [])]) {
          const folded = foldCountryName(written);
          if (folded.length > 2 && !names.has(folded)) names.set(folded, code);
        }
      }
    }
  }
  return names;
}

/** The ISO code of a country written by its name in one of the languages, else undefined. */
export function isoCountryNamed(written: string): string | undefined {
  byName ??= namesByFoldedName();
  return byName.get(foldCountryName(written.replace(/^the\s+/i, '')));
}

/** The country's English name ('Honduras' for HN), else undefined. */
export function englishCountryName(code: string): string | undefined {
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
  return name && withoutQualifier(name);
}
