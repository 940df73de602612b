import { CITIES } from './cities.js';
import { COUNTRIES, countryByCode } from './countries.js';
import { normalizeWords } from './text.js';
import { STATE_NAMES_SHARED_WITH_COUNTRIES, US_STATES } from './us-states.js';

/** What a headquarters text was read as, and which words decided it. */
export interface HeadquartersMatch {
  /** ISO 3166-1 alpha-2. */
  country: string;
  inEu: boolean;
  inEea: boolean;
  /** The words that decided, as written in the table ('Belgium', 'CA', 'München'). */
  matched: string;
  via: 'country-name' | 'us-state' | 'city' | 'country-code';
}

type Kind = 'country' | 'state' | 'city';
interface Phrase {
  normalized: string;
  display: string;
  country: string;
  kind: Kind;
}
interface Hit extends Phrase {
  start: number;
  end: number;
}

const PHRASES: Phrase[] = [
  ...COUNTRIES.flatMap((entry) =>
    entry.names.map((name): Phrase => ({
      normalized: normalizeWords(name),
      display: name,
      country: entry.code,
      kind: 'country',
    })),
  ),
  ...Object.values(US_STATES.byCode).map((name): Phrase => ({
    normalized: normalizeWords(name),
    display: name,
    country: 'US',
    kind: 'state',
  })),
  ...Object.entries(CITIES.byCountry).flatMap(([code, names]) =>
    names.map((name): Phrase => ({
      normalized: normalizeWords(name),
      display: name,
      country: code,
      kind: 'city',
    })),
  ),
];

/** Every table phrase found as whole words, minus those inside a longer hit ('Mexico' in 'New Mexico'). */
function findHits(normalized: string): Hit[] {
  const hits: Hit[] = [];
  for (const phrase of PHRASES) {
    let from = 0;
    for (;;) {
      const start = normalized.indexOf(phrase.normalized, from);
      if (start < 0) break;
      hits.push({ ...phrase, start, end: start + phrase.normalized.length });
      from = start + 1;
    }
  }
  return hits.filter(
    (hit) =>
      !hits.some(
        (other) =>
          other !== hit &&
          other.start <= hit.start &&
          other.end >= hit.end &&
          other.end - other.start > hit.end - hit.start,
      ),
  );
}

/** A trailing two-letter code written in capitals ('Ventura, CA', 'Austin, TX 78701', 'Munich, DE'). */
function trailingCode(text: string): string | undefined {
  const last =
    text
      .split(/[,;|\n]/)
      .pop()
      ?.trim() ?? '';
  return /^([A-Z]{2}|USA|UK)(?:\s+\d{5}(?:-\d{4})?)?$/.exec(last)?.[1];
}

function rightmost(hits: Hit[]): Hit | undefined {
  return hits.reduce<Hit | undefined>(
    (best, hit) => (best && best.start > hit.start ? best : hit),
    undefined,
  );
}

function answer(code: string, matched: string, via: HeadquartersMatch['via']): HeadquartersMatch | undefined {
  const entry = countryByCode(code);
  if (!entry) return undefined;
  return { country: entry.code, inEu: entry.eu, inEea: entry.eea, matched, via };
}

/**
 * The country of a free-text headquarters, or undefined when it cannot be told (empty, nonsense, a
 * region such as 'Europe'). Order of evidence: a country name; a trailing code that agrees with a
 * known city ('Munich, DE'); a US state name; a trailing US state code ('Ventura, CA'); a known city;
 * a trailing ISO code.
 */
export function resolveHeadquarters(text: string | null | undefined): HeadquartersMatch | undefined {
  if (!text?.trim()) return undefined;
  const hits = findHits(normalizeWords(text));
  const byKind = (kind: Kind) => hits.filter((hit) => hit.kind === kind);
  const country = rightmost(byKind('country'));
  if (country) return answer(country.country, country.display, 'country-name');

  const city = rightmost(byKind('city'));
  const code = trailingCode(text);
  if (code && city && countryByCode(code)?.code === city.country)
    return answer(city.country, city.display, 'city');

  const state = rightmost(byKind('state'));
  if (state) {
    const sharedName = STATE_NAMES_SHARED_WITH_COUNTRIES.has(state.display);
    if (sharedName && city && city.country !== 'US') return answer(city.country, city.display, 'city');
    return answer('US', state.display, 'us-state');
  }
  if (code && US_STATES.byCode[code]) return answer('US', code, 'us-state');
  if (city) return answer(city.country, city.display, 'city');
  if (code) return answer(code === 'USA' ? 'US' : code, code, 'country-code');
  return undefined;
}
