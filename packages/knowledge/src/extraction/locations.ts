import { resolveHeadquarters } from '../company/index.js';
import { evidenceFor, retrievedAtOf } from './evidence.js';
import { pageSentences, splitLines } from './sentences.js';
import type { ExtractedLocation, ExtractionOptions, LocationRole } from './types.js';

/**
 * Places the page names as the company's own operations: only after words that say what is there
 * ('headquartered in', 'plants in', 'offices in', 'stores in', 'operations in'). Countries, cities and
 * states are resolved with the company-normalisation tables (ISO 3166 codes with their sources); a
 * place those tables do not know keeps no country code rather than a guessed one.
 */

const TRIGGERS: readonly [LocationRole, RegExp][] = [
  [
    'headquarters',
    /\b(?:(?:head-?quartered|based)\s+in|(?:headquarters|head office|HQ|registered office)\s+(?:is\s+|are\s+)?(?:located\s+)?in)\s+/gi,
  ],
  [
    'production',
    /\b(?:(?:production|manufacturing|assembly)\s+(?:plants?|sites?|facilit(?:y|ies)|lines?|operations|cent(?:re|er)s?)|plants?|factor(?:y|ies)|mills?|foundr(?:y|ies))\s+(?:located\s+)?in\s+/gi,
  ],
  ['office', /\b(?:offices?|branch(?:es)?)\s+(?:located\s+)?in\s+/gi],
  ['retail', /\b(?:stores?|shops?|outlets?|showrooms?|restaurants?|boutiques?)\s+(?:located\s+)?in\s+/gi],
  [
    'logistics',
    /\b(?:(?:distribution|logistics|fulfil?ment)\s+(?:cent(?:re|er)s?|hubs?|sites?)|warehouses?)\s+(?:located\s+)?in\s+/gi,
  ],
  [
    'research',
    /\b(?:R&D|research|innovation|development|technology)\s+(?:cent(?:re|er)s?|hubs?|labs?|sites?|facilit(?:y|ies))\s+(?:located\s+)?in\s+/gi,
  ],
  [
    'operations',
    /\b(?:(?:operations|subsidiaries|sites|facilities|presence)\s+in|(?:operate[sd]?|operating|present)\s+in)\s+/gi,
  ],
];

/** Words just before a trigger that make the place someone else's ('we source from factories in …'). */
const NOT_OURS = /\b(?:suppliers?|supplier's|sourc\w*|customers?|clients?|partners?|competitors?)\b/i;
/** A capitalised word; a dot only inside it ('St.Gallen' no, 'U.S' yes), never the full stop after it. */
const WORD = String.raw`\p{Lu}(?:[\p{L}\p{N}'’-]|\.(?=\p{L}))*`;
const PLACE = new RegExp(
  String.raw`^(?:the\s+)?((?:The\s+)?${WORD}(?:[\s-](?:(?:of|de|am|upon|on|sur)\s+)?${WORD})*)`,
  'u',
);
const PARENT = new RegExp(String.raw`^,\s*(${WORD}(?:\s${WORD})*)`, 'u');
const SEPARATOR = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)/;
const NOT_PLACES = new Set(
  [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ].concat(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'scope']),
);
const REGIONS = new Set(
  [
    'europe',
    'asia',
    'africa',
    'oceania',
    'north america',
    'south america',
    'latin america',
    'central america',
    'americas',
    'the americas',
    'middle east',
    'the middle east',
    'asia pacific',
    'asia-pacific',
    'apac',
    'emea',
    'scandinavia',
    'nordics',
    'the nordics',
    'southeast asia',
    'south asia',
    'east asia',
    'east africa',
    'west africa',
    'western europe',
    'eastern europe',
    'central europe',
    'northern europe',
    'southern europe',
    'benelux',
    'dach',
  ].map(fold),
);

/** Lower-case words without accents, for comparing place names ('Côte d’Ivoire' = 'cote d ivoire'). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Place {
  name: string;
  kind: ExtractedLocation['kind'];
  countryCode?: string;
}

function isCountryName(place: string): string | undefined {
  const match = resolveHeadquarters(place);
  if (match?.via !== 'country-name') return undefined;
  return fold(match.matched) === fold(place.replace(/^the\s+/i, '')) ? match.country : undefined;
}

function readPlace(name: string, parent: string | undefined): Place {
  const country = isCountryName(name);
  if (country) return { name, kind: 'country', countryCode: country };
  if (REGIONS.has(fold(name))) return { name, kind: 'region' };
  const written = parent ? `${name}, ${parent}` : name;
  const match = resolveHeadquarters(written);
  return match
    ? { name: written, kind: 'locality', countryCode: match.country }
    : { name: written, kind: 'locality' };
}

/** The places listed from the start of `text`: 'Poland, Mexico and Suzhou, China' → three places. */
function placesAtStart(text: string): Place[] {
  const places: Place[] = [];
  let rest = text;
  for (;;) {
    const match = PLACE.exec(rest);
    const name = match?.[1];
    if (!match || !name || NOT_PLACES.has(name.toLowerCase())) break;
    rest = rest.slice(match[0].length);
    // 'Suzhou, China', 'Ventura, CA': a city followed by its country or state. A country is never
    // followed by its parent, so 'Poland, Mexico' stays two countries.
    const parent = PARENT.exec(rest);
    const parentName = parent?.[1];
    const takesParent =
      parentName &&
      !isCountryName(name) &&
      !REGIONS.has(fold(name)) &&
      (isCountryName(parentName) || /^[A-Z]{2}$/.test(parentName));
    if (parent && takesParent) rest = rest.slice(parent[0].length);
    places.push(
      readPlace(match[0].startsWith('the ') ? `the ${name}` : name, takesParent ? parentName : undefined),
    );
    const separator = SEPARATOR.exec(rest);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  return places;
}

/** Countries, regions and localities a page names as the company's headquarters, plants, offices, stores or operations. */
export function extractLocations(
  text: string,
  url: string,
  options: ExtractionOptions = {},
): ExtractedLocation[] {
  const retrievedAt = retrievedAtOf(options);
  const locations: ExtractedLocation[] = [];
  const seen = new Set<string>();
  for (const sentence of pageSentences(splitLines(text))) {
    for (const [role, trigger] of TRIGGERS) {
      for (const match of sentence.text.matchAll(trigger)) {
        const before = sentence.text.slice(Math.max(0, match.index - 40), match.index);
        if (NOT_OURS.test(before)) continue;
        for (const place of placesAtStart(sentence.text.slice(match.index + match[0].length))) {
          const key = `${role}|${place.name.toLowerCase()}`;
          if (seen.has(key)) continue;
          seen.add(key);
          locations.push({ ...place, role, ...evidenceFor(sentence.text, url, retrievedAt) });
        }
      }
    }
  }
  return locations;
}
