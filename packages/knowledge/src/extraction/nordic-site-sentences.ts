import type { LocationRole } from './types.js';

/**
 * Sites a Swedish, Danish or Norwegian sentence names after what they are and 'i' or 'på': 'Granbo
 * sågverk i Granbo kommun', 'vårt hyvleri och distributionslager på Kalvå hamn', 'ett säljkontor i
 * Market Harlow', 'vores fabrik i Vejle'. Several facilities joined by 'och'/'og' share the place, each
 * with its own kind; a country opening the sentence ('I Storbritannien har vi …') is the town's country.
 */

const FACILITIES: readonly [LocationRole, string][] = [
  ['headquarters', String.raw`huvudkontor(?:et)?|hovedkontor(?:et)?|hovedsæde`],
  [
    'production',
    String.raw`s[åa]gverk(?:et)?|savværk(?:et)?|sagbruk(?:et)?|hyvleri(?:et)?|høvleri(?:et)?|fabrik(?:ken|en)?|produktionsanläggning(?:en)?|produktionsanlæg(?:get)?|produktionsanlegg(?:et)?|bryggeri(?:et)?|mejeri(?:et)?|meieri(?:et)?|pelletsfabrik(?:en)?|bruk(?:et)?`,
  ],
  [
    'logistics',
    String.raw`(?:distributions|central|logistik|fjärr)?lager(?:et)?|distributionscent(?:er|ret|rum)|logistikcent(?:er|ret|rum)|terminal(?:en)?`,
  ],
  ['office', String.raw`(?:sälj|salgs|försäljnings|salg|sölu)?kontor(?:et)?`],
];
const ANY = FACILITIES.map(([, words]) => words).join('|');
const JOINED = String.raw`(?:\s*,\s*|\s+(?:och|og|samt)\s+)(?:(?:vårt|vår|våra|vores|vort|vårt|ett|et|en|ny|nya|nye)\s+)?`;
const FACILITY_AT = new RegExp(
  String.raw`(?<!\p{L})((?:${ANY})(?:${JOINED}(?:${ANY}))*)\s+(?:i|på)\s+(?=\p{Lu})`,
  'giu',
);
const ROLES = FACILITIES.map(
  ([role, words]) => [role, new RegExp(String.raw`^(?:${words})$`, 'iu')] as const,
);
/** 'I Storbritannien har vi …', 'I Tyskland har vi …', 'I Norge driver vi …'. */
const COUNTRY_FIRST = /^(?:I|På)\s+(\p{Lu}[\p{L}-]+)\s+(?:har|driver|ligger|finns|findes|fins)\s/u;

/** A site that is someone else's, or not yet built: bought from, a supplier's or customer's, planned. */
const NOT_OURS_OR_PLANNED =
  /(?<!\p{L})(?:köp\p{L}*|køb\p{L}*|kjøp\p{L}*|leverantör\p{L}*|leverandør\p{L}*|kund(?:er|erna|en|e|ens|ernes)?|planer\p{L}*|planlægg\p{L}*|planlegg\p{L}*|bygger|bygga|bygge|ska|skal|kommer\s+att)(?!\p{L})/iu;

export interface NordicSite {
  roles: LocationRole[];
  /** Where the place's name starts in the sentence. */
  at: number;
  /** The country the sentence opens with, as written. */
  country?: string;
}

export function nordicSites(sentence: string): NordicSite[] {
  const country = COUNTRY_FIRST.exec(sentence)?.[1];
  return [...sentence.matchAll(FACILITY_AT)].flatMap((match) => {
    if (NOT_OURS_OR_PLANNED.test(sentence.slice(0, match.index + match[0].length))) return [];
    const words = match[1]!.split(new RegExp(JOINED, 'iu'));
    const roles = words.flatMap((word) => ROLES.find(([, pattern]) => pattern.test(word))?.[0] ?? []);
    return { roles: [...new Set(roles)], at: match.index + match[0].length, ...(country ? { country } : {}) };
  });
}
