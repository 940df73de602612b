import { englishCountryName, isoCountryNamed } from '../../extraction/iso-country-names.js';
import type { FactStatement, HeadquartersValue } from './types.js';

/**
 * A head office as the profile and the report show it: the town as written, the country in English
 * ('Riva del Garda, Italia' → 'Riva del Garda, Italy'; 'Ulm, Deutschland' → 'Ulm, Germany'), as Location
 * Presence names countries. The quote keeps the page's own words. Only a trailing part that names the
 * same country the place resolved to is replaced: 'Mallow, County Cork' stays as it is.
 */
export function withEnglishCountry(
  statement: FactStatement<HeadquartersValue>,
): FactStatement<HeadquartersValue> {
  const { place, country } = statement.value;
  const comma = place.lastIndexOf(',');
  if (!country || comma < 0) return statement;
  const written = place.slice(comma + 1).trim();
  if (isoCountryNamed(written) !== country) return statement;
  const english = englishCountryName(country);
  if (!english || english === written) return statement;
  return { ...statement, value: { ...statement.value, place: `${place.slice(0, comma)}, ${english}` } };
}
