import { resolveHeadquarters } from '../headquarters.js';

/**
 * Polish names a town in the locative after 'w' ('z siedzibą w Poznaniu', 'w Warszawie', 'w
 * Katowicach'), which no town list holds. Each ending's likely nominatives, tried in order; a
 * candidate counts only when the city list knows it, so a word of another language is left alone.
 */
const LOCATIVE_ENDINGS: readonly [RegExp, readonly string[]][] = [
  [/niu$/u, ['ń']], // Poznaniu → Poznań, Toruniu → Toruń
  [/owie$/u, ['ów']], // Krakowie → Kraków, Rzeszowie → Rzeszów
  [/wie$/u, ['wa']], // Warszawie → Warszawa
  [/nie$/u, ['n', 'na']], // Lublinie → Lublin, Szczecinie → Szczecin
  [/ach$/u, ['e', 'y', 'i']], // Katowicach → Katowice, Tychach → Tychy, Obornikach → Oborniki
  [/cu$/u, ['iec']], // Wągrowcu → Wągrowiec
  [/iu$/u, ['']], // Wrocławiu → Wrocław
  [/u$/u, ['', 'e', 'o']], // Gdańsku → Gdańsk, Opolu → Opole, Kościelisku → Kościelisko
  [/ni$/u, ['nia']], // Gdyni → Gdynia
  [/y$/u, ['']], // Bydgoszczy → Bydgoszcz
  [/dzi$/u, ['dź']], // Łodzi → Łódź (by the list's unaccented spelling too)
];

/**
 * Every nominative a Polish locative may stand for, known to the city list or not ('Kościanie' →
 * 'Kościan', 'Kościana'): for matching the town the company's own postal address writes.
 */
export function locativeNominatives(place: string): string[] {
  const words = place.split(' ');
  const last = words.at(-1) ?? '';
  return LOCATIVE_ENDINGS.flatMap(([ending, replacements]) =>
    ending.test(last)
      ? replacements.map((replacement) =>
          [...words.slice(0, -1), last.replace(ending, replacement)].join(' '),
        )
      : [],
  );
}

/** The town's own name for a Polish locative the city list knows ('Poznaniu' → 'Poznań'), else the place as written. */
export function nominativePlace(place: string): string {
  if (resolveHeadquarters(place)) return place;
  const words = place.split(' ');
  const last = words.at(-1) ?? '';
  for (const [ending, replacements] of LOCATIVE_ENDINGS) {
    if (!ending.test(last)) continue;
    for (const replacement of replacements) {
      const candidate = [...words.slice(0, -1), last.replace(ending, replacement)].join(' ');
      if (resolveHeadquarters(candidate)?.via === 'city') return candidate;
    }
  }
  return place;
}
