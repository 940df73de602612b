import type { KnowledgeSource } from '../sources.js';

/**
 * Countries a headquarters text can name, with their ISO 3166-1 alpha-2 code and EU/EEA membership.
 * Not every ISO country is listed: the ones where companies commonly have their headquarters, every
 * EU/EEA state, and the neighbours that matter for the rules (CH, GB). An unlisted country leaves the
 * headquarters unknown rather than guessed.
 */
export interface CountryEntry {
  code: string;
  /** English name first, then native names and common short forms. */
  names: string[];
  eu: boolean;
  eea: boolean;
  sources: KnowledgeSource[];
}

const ISO_CODES: KnowledgeSource = {
  url: 'https://www.iso.org/iso-3166-country-codes.html',
  title: 'ISO 3166 Country Codes (ISO 3166-1 alpha-2)',
  asOf: '2026-11-26',
};
const ISO_TABLE: KnowledgeSource = {
  url: 'https://www.iana.org/time-zones',
  title: 'IANA Time Zone Database: its iso3166.tab lists the ISO 3166-1 alpha-2 codes and names',
  asOf: '2026-11-26',
};
export const EU_MEMBERS_SOURCES: KnowledgeSource[] = [
  {
    url: 'https://european-union.europa.eu/principles-countries-history/eu-countries_en',
    title: 'European Union: EU countries (the 27 member states)',
    asOf: '2026-11-26',
  },
];
/** The EEA is the 27 EU states plus Iceland, Liechtenstein and Norway; Switzerland signed but never joined. */
export const EEA_SOURCES: KnowledgeSource[] = [
  {
    url: 'https://www.efta.int/eea',
    title: 'EFTA: the EEA Agreement (the EU 27 plus Iceland, Liechtenstein and Norway)',
    asOf: '2026-11-26',
  },
];

type Membership = 'eu' | 'eea' | 'none';

function country(code: string, names: string[], membership: Membership = 'none'): CountryEntry {
  const sources = [ISO_CODES, ISO_TABLE];
  if (membership === 'eu') sources.push(...EU_MEMBERS_SOURCES, ...EEA_SOURCES);
  if (membership === 'eea') sources.push(...EEA_SOURCES);
  return { code, names, eu: membership === 'eu', eea: membership !== 'none', sources };
}

export const COUNTRIES: readonly CountryEntry[] = [
  // The 27 EU member states.
  country('AT', ['Austria', 'Österreich'], 'eu'),
  country('BE', ['Belgium', 'Belgique', 'België', 'Belgien'], 'eu'),
  country('BG', ['Bulgaria'], 'eu'),
  country('HR', ['Croatia', 'Hrvatska'], 'eu'),
  country('CY', ['Cyprus'], 'eu'),
  country('CZ', ['Czech Republic', 'Czechia', 'Česko', 'Česká republika'], 'eu'),
  country('DK', ['Denmark', 'Danmark'], 'eu'),
  country('EE', ['Estonia', 'Eesti'], 'eu'),
  country('FI', ['Finland', 'Suomi'], 'eu'),
  country('FR', ['France'], 'eu'),
  country('DE', ['Germany', 'Deutschland'], 'eu'),
  country('GR', ['Greece', 'Hellas'], 'eu'),
  country('HU', ['Hungary', 'Magyarország'], 'eu'),
  country('IE', ['Ireland', 'Republic of Ireland', 'Éire'], 'eu'),
  country('IT', ['Italy', 'Italia'], 'eu'),
  country('LV', ['Latvia', 'Latvija'], 'eu'),
  country('LT', ['Lithuania', 'Lietuva'], 'eu'),
  country('LU', ['Luxembourg', 'Luxemburg'], 'eu'),
  country('MT', ['Malta'], 'eu'),
  country('NL', ['Netherlands', 'The Netherlands', 'Nederland', 'Holland'], 'eu'),
  country('PL', ['Poland', 'Polska'], 'eu'),
  country('PT', ['Portugal'], 'eu'),
  country('RO', ['Romania', 'România'], 'eu'),
  country('SK', ['Slovakia', 'Slovensko'], 'eu'),
  country('SI', ['Slovenia', 'Slovenija'], 'eu'),
  country('ES', ['Spain', 'España'], 'eu'),
  country('SE', ['Sweden', 'Sverige'], 'eu'),
  // EEA, not EU.
  country('IS', ['Iceland', 'Ísland'], 'eea'),
  country('LI', ['Liechtenstein'], 'eea'),
  country('NO', ['Norway', 'Norge', 'Noreg'], 'eea'),
  // Elsewhere in Europe.
  country('CH', ['Switzerland', 'Schweiz', 'Suisse', 'Svizzera']),
  country('GB', [
    'United Kingdom',
    'UK',
    'U.K.',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
  ]),
  country('JE', ['Jersey']),
  country('GG', ['Guernsey']),
  country('IM', ['Isle of Man']),
  country('MC', ['Monaco']),
  country('AD', ['Andorra']),
  country('RS', ['Serbia']),
  country('AL', ['Albania']),
  country('TR', ['Turkey', 'Türkiye']),
  country('UA', ['Ukraine']),
  country('RU', ['Russia', 'Russian Federation']),
  // 'Georgia' alone is left to the US-state table; these forms are unambiguous.
  country('GE', ['Republic of Georgia', 'Sakartvelo']),
  // The Americas.
  country('US', ['United States', 'United States of America', 'USA', 'U.S.A.', 'U.S.']),
  country('CA', ['Canada']),
  country('MX', ['Mexico', 'México']),
  country('BR', ['Brazil', 'Brasil']),
  country('AR', ['Argentina']),
  country('CL', ['Chile']),
  country('CO', ['Colombia']),
  country('PE', ['Peru', 'Perú']),
  country('UY', ['Uruguay']),
  country('EC', ['Ecuador']),
  country('CR', ['Costa Rica']),
  country('GT', ['Guatemala']),
  country('BM', ['Bermuda']),
  country('KY', ['Cayman Islands']),
  // Asia-Pacific.
  country('AU', ['Australia']),
  country('NZ', ['New Zealand']),
  country('JP', ['Japan']),
  country('CN', ['China', "People's Republic of China", 'PRC']),
  country('HK', ['Hong Kong']),
  country('TW', ['Taiwan']),
  country('KR', ['South Korea', 'Republic of Korea', 'Korea']),
  country('SG', ['Singapore']),
  country('IN', ['India']),
  country('ID', ['Indonesia']),
  country('MY', ['Malaysia']),
  country('TH', ['Thailand']),
  country('VN', ['Vietnam', 'Viet Nam']),
  country('PH', ['Philippines']),
  country('PK', ['Pakistan']),
  country('BD', ['Bangladesh']),
  country('LK', ['Sri Lanka']),
  country('KZ', ['Kazakhstan']),
  // Middle East and Africa.
  country('AE', ['United Arab Emirates', 'UAE']),
  country('SA', ['Saudi Arabia']),
  country('QA', ['Qatar']),
  country('KW', ['Kuwait']),
  country('BH', ['Bahrain']),
  country('OM', ['Oman']),
  country('JO', ['Jordan']),
  country('LB', ['Lebanon']),
  country('IL', ['Israel']),
  country('EG', ['Egypt']),
  country('MA', ['Morocco']),
  country('TN', ['Tunisia']),
  country('DZ', ['Algeria']),
  country('ZA', ['South Africa']),
  country('NG', ['Nigeria']),
  country('GH', ['Ghana']),
  country('KE', ['Kenya']),
  country('ET', ['Ethiopia']),
  country('CI', ["Côte d'Ivoire", 'Ivory Coast']),
];

const BY_CODE = new Map(COUNTRIES.map((entry) => [entry.code, entry]));

/** The entry for an ISO alpha-2 code ('UK' is accepted for GB, as people write it). */
export function countryByCode(code: string): CountryEntry | undefined {
  const upper = code.toUpperCase();
  return BY_CODE.get(upper === 'UK' ? 'GB' : upper);
}
