import { resolveHeadquarters } from '../company/headquarters.js';
import { countryOf } from './country-names.js';
import { isSubNationalRegion } from './sub-national-regions.js';

/**
 * A supplier named in one capitalised word, in a list the sentence introduces as its suppliers ('Our
 * suppliers include Bosch and Yara', 'nos fournisseurs : Arkema et Solvay') or right after a buying verb
 * with nothing bought between ('We source from Haldvik, Pennick and local farmers'). Elsewhere a single word
 * is not enough to be a company's name: 'we source our olives from Jaén' names where they grow. A list
 * introduced in German is left out: German capitalises every noun ('Lieferanten wie Landwirte und
 * Molkereien').
 */
const SUPPLIER_NOUN =
  /(?<!\p{L})(?:suppliers?|vendors?|subcontractors|hauliers|reinsurers|producers|farmers|fournisseurs?|sous-traitants|producteurs|fornitori|subappaltatori|produttori|proveedores|subcontratistas|productores|leveranciers?|onderaannemers|producenten)(?!\p{L})/iu;
const BOUGHT_FROM =
  /(?<!\p{L})(?:(?:we|wij|nous)\s+(?:source|buy|purchase|procure|lease|hire|achetons|louons|kopen|huren)\s+(?:\p{Ll}+ly\s+)?(?:from|auprès\s+de|chez|bij|van)|(?:acquistiamo|compriamo|noleggiamo|compramos|adquirimos|alquilamos)\s+(?:da|presso|a))\s+$/iu;

/** One word, capitalised, that no table knows as a place: 'Haldvik', 'Pennick', not 'Jaén' or 'Andalucía'. */
const ONE_WORD = /^\p{Lu}[\p{L}\p{N}&'’-]+$/u;

/**
 * A word that qualifies the plural noun after it ('Yorkshire farms', 'Andalusian growers') names no one;
 * a verb after the last name ('Arkema et Solvay livrent …') leaves it a name.
 */
const QUALIFIES_NEXT = /^\s+(?!(?:and|or|und|oder|et|ou|en|of|e|o|y)\s)\p{Ll}{3,}s(?!\p{L})/u;

/** `introduction`: the words before the list; `list`: the list from its start. */
export function isOneWordSupplier(name: string, introduction: string, list: string): boolean {
  const at = list.indexOf(name);
  return (
    ONE_WORD.test(name) &&
    at >= 0 &&
    !QUALIFIES_NEXT.test(list.slice(at + name.length)) &&
    (SUPPLIER_NOUN.test(introduction) || BOUGHT_FROM.test(introduction)) &&
    !countryOf(name) &&
    !isSubNationalRegion(name) &&
    !resolveHeadquarters(name)
  );
}
