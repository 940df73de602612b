import type { ApplicabilityFactKey, ApplicabilityFacts, NormalizedCompany } from '../../company/types.js';
import { describeOrigin } from '../../company/questions.js';
import { ALL_SERVICE_SECTOR_KEYS } from './sector-keys.js';
import { englishCountryName } from '../../extraction/iso-country-names.js';

type FactValue<K extends ApplicabilityFactKey> = NonNullable<ApplicabilityFacts[K]>['value'];

/** An applicability fact's value, or undefined when nobody has answered it (never a default). */
export function fact<K extends ApplicabilityFactKey>(
  company: NormalizedCompany,
  key: K,
): FactValue<K> | undefined {
  return company.facts[key]?.value as FactValue<K> | undefined;
}

/**
 * ' (stated on https://…: “…”)' when the company's own pages gave the fact, so the reason shows the
 * sentence it rests on; nothing for a consultant's answer (the page says which facts were answered).
 */
export function statedWhere(company: NormalizedCompany, key: ApplicabilityFactKey): string {
  const origin = company.facts[key]?.origin;
  return origin?.kind === 'website' ? ` ${describeOrigin(origin)}` : '';
}

/** true / false when the headquarters country is known, undefined when it is not. */
export function headquarteredIn(company: NormalizedCompany, country: string): boolean | undefined {
  if (!company.country) return undefined;
  return company.country === country;
}

const LISTING_KEYS = [
  'listedOnEuRegulatedMarket',
  'listedOnUkRegulatedMarket',
  'listedOnUsExchange',
] as const satisfies ApplicabilityFactKey[];

/**
 * Listed on an exchange we ask about: true if any listing is confirmed, false only when every listing
 * question was answered no, undefined otherwise. Other exchanges (SIX, ASX, Oslo) have no fact yet.
 */
export function listedAnywhere(company: NormalizedCompany): boolean | undefined {
  const answers = LISTING_KEYS.map((key) => fact(company, key));
  if (answers.includes(true)) return true;
  if (answers.every((answer) => answer === false)) return false;
  return undefined;
}

/** The listing facts still unanswered, to name them when a verdict depends on being listed. */
export function unansweredListingFacts(company: NormalizedCompany): ApplicabilityFactKey[] {
  return LISTING_KEYS.filter((key) => fact(company, key) === undefined);
}

export function hasAnySector(company: NormalizedCompany, keys: readonly string[]): boolean {
  return company.sectors.some((sector) => keys.includes(sector));
}

/** Known sectors that are all services (no goods made, traded or imported). False when none are known. */
export function onlyServiceSectors(company: NormalizedCompany): boolean {
  return (
    company.sectors.length > 0 && company.sectors.every((sector) => ALL_SERVICE_SECTOR_KEYS.includes(sector))
  );
}

export function describeSectors(company: NormalizedCompany): string {
  // Classified from its own words: the NACE code and label a consultant reads, not the rule keys
  // ('C, agriculture-food, packaging-heavy-consumer-goods') the rules match on.
  const sector = company.classification?.sector;
  if (sector) return `NACE ${sector.section}${sector.group ?? sector.division}, ${sector.label}`;
  return company.sectors.length > 0 ? company.sectors.join(', ') : 'unknown';
}

/** Country names read with an article ('the United Kingdom'). */
const WITH_ARTICLE = new Set(['GB', 'US', 'NL', 'CZ', 'PH', 'AE']);
const countryNamed = (code: string) => {
  const name = englishCountryName(code) ?? code;
  return WITH_ARTICLE.has(code) ? `the ${name}` : name;
};

/**
 * 'the United Kingdom', 'Spain and Portugal': the countries the company's own pages name sites in,
 * when they name some and none in `country`; undefined otherwise (no sites named, or one there).
 */
export function sitesOnlyOutside(company: NormalizedCompany, country: string): string | undefined {
  const sites = company.sites ?? [];
  if (sites.length === 0 || sites.some((site) => site.country === country)) return undefined;
  const names = [...new Set(sites.map((site) => site.country))].map(countryNamed);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
