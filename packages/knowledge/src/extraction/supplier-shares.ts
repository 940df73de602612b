import { countryOf } from './country-names.js';

/**
 * The countries of a breakdown of suppliers or purchases by country, each with its share or count:
 * 'Suppliers by country: Germany 62%, Austria 18%, Czech Republic 12%', 'Lieferanten nach Ländern:
 * Deutschland 62 %, Österreich 18 %', 'Ripartizione dei fornitori per paese: Italia 88%, Germania 7%',
 * 'Achats par pays : France 71 %, Espagne 12 %'. The list ends at the first item that is no country.
 */
export interface SupplierShareCountry {
  country: string;
  written: string;
}

const BREAKDOWN = new RegExp(
  String.raw`(?<!\p{L})(?:suppliers|purchases|purchasing|procurement(?:\s+spend)?|Lieferanten|Einkauf(?:svolumen)?|fournisseurs|achats|fornitori|acquisti|proveedores|compras|leveranciers|inkoop)[^:.;]{0,30}?(?:by\s+country|by\s+country\s+of\s+origin|nach\s+L[äa]nd(?:ern)?|nach\s+Herkunft\p{L}*|par\s+pays|per\s+paese|por\s+pa[ií]s|per\s+land)\s*:\s*`,
  'giu',
);
const ITEM_SEPARATOR = /\s*[,;]\s*(?:(?:and|und|et|e|y|en)\s+)?|\s+(?:and|und|et|e|y|en)\s+/iu;
/** The share or count after the country: ' 62%', ': 18 %', ' (412)', ' – 71 %'. */
const SHARE = /\s*[:–-]?\s*\(?\s*(?:ca\.\s*|approx\.\s*)?\d[\d.,]*\s?%?\s*\)?$/u;

export function supplierShareCountries(sentence: string): SupplierShareCountry[] {
  const found: SupplierShareCountry[] = [];
  for (const match of sentence.matchAll(BREAKDOWN)) {
    const rest = sentence.slice(match.index + match[0].length);
    const end = /[.;](?:\s|$)/u.exec(rest);
    for (const item of rest.slice(0, end ? end.index : rest.length).split(ITEM_SEPARATOR)) {
      // Each item a country with its figure: 'Other 3%' or a name without a figure ends the list.
      if (!SHARE.test(item)) break;
      const written = item.replace(SHARE, '').trim();
      const country = countryOf(written);
      if (!country) break;
      found.push({ country, written });
    }
  }
  return found;
}
