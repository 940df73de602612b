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
  /(?<!\p{L})(?:suppliers?|vendors?|providers?|processors?|subcontractors|hauliers|reinsurers|producers|farmers|fournisseurs?|fornitore|proveedor|sous-traitants|producteurs|fornitori|subappaltatori|produttori|proveedores|subcontratistas|productores|leveranciers?|onderaannemers|producenten)(?!\p{L})/iu;
/** Czech and Slovak: 'dodává (společnost)', 'odebíráme … od (firmy)'. */
const CZECH_SUPPLIED_BY = String.raw`(?:dodává|dodávají|dodáva|dodávajú)(?:\s+nám)?(?:\s+(?:společnost|společnosti|firma|firmy|spoločnosť|spoločnosti))?|(?:nakupujeme|odebíráme|kupujeme|dovážíme|nakupujú|odoberáme|dovážame)(?:\s+[\p{L}'’-]+){0,4}?\s+od(?:\s+(?:společnosti|firmy|spoločnosti))?`;
const BOUGHT_FROM = new RegExp(
  String.raw`(?<!\p{L})(?:(?:we|wij|nous)\s+(?:source|buy|purchase|procure|lease|hire|achetons|louons|kopen|huren)\s+(?:\p{Ll}+ly\s+)?(?:from|auprès\s+de|chez|bij|van)|(?:acquistiamo|compriamo|noleggiamo|compramos|adquirimos|alquilamos)\s+(?:da|presso|a)|${CZECH_SUPPLIED_BY})\s+$`,
  'iu',
);

/**
 * Goods between the buying verb and 'from' ('We buy solvents from Petrana and KORVEX'): the words after
 * it are as often places ('our wool from Yorkshire'), so one-word names count only when a name beside
 * them is plainly a company's, an acronym that is no country ('KORVEX').
 */
const GOODS_BOUGHT_FROM =
  /(?<!\p{L})(?:we|wij|nous)\s+(?:source|buy|purchase|procure|achetons|kopen)\s[^.;]*?(?:from|auprès\s+de|chez|bij|van)\s+$/iu;
const ACRONYMS = /(?<![\p{L}\p{N}])\p{Lu}{3,}(?![\p{L}\p{N}])/gu;
const namesACompanyByAcronym = (text: string) =>
  [...text.matchAll(ACRONYMS)].some(([acronym]) => !countryOf(acronym) && !resolveHeadquarters(acronym));

/** Describing words a suppliers' list writes capitalised that name no one: 'European and Asian producers'. */
const DESCRIBING_WORD =
  /^(?:European|Asian|African|American|Nordic|Scandinavian|Local|Regional|National|International|Global|Other|Various|Several|Many|Most|All|Some|These|Those|Both|Each|Every|Our|Their|Its|Certified|Approved|Selected|Key|Main|Major|Leading|Smaller|Small|Large|Family|Independent)$/u;

/** One word, capitalised, that no table knows as a place: 'Haldvik', 'Pennick', not 'Jaén' or 'Andalucía'. */
const ONE_WORD = /^\p{Lu}[\p{L}\p{N}&'’-]+$/u;

/**
 * A word that qualifies the plural noun after it ('Yorkshire farms', 'Andalusian growers') names no one;
 * a verb after the last name ('Arkema et Solvay livrent …') leaves it a name.
 */
const QUALIFIES_NEXT = /^\s+(?!(?:and|or|und|oder|et|ou|en|of|e|o|y)\s)\p{Ll}{3,}s(?!\p{L})/u;

/** One capitalised word that is no place and no describing word: 'Ovako', not 'Various' or 'Bavaria'. */
const namesNoPlace = (name: string) =>
  ONE_WORD.test(name) &&
  !DESCRIBING_WORD.test(name) &&
  !countryOf(name) &&
  !isSubNationalRegion(name) &&
  !resolveHeadquarters(name);

/**
 * A one-word name in a table's column headed as the suppliers ('Supplier', 'Lieferant'), or on a line
 * under a suppliers heading beside what it supplies: the layout says what the name is, in any
 * language, as a sentence's supplier noun does for a list.
 */
export const isOneWordSupplierCell = (name: string): boolean => namesNoPlace(name);

/** `introduction`: the words before the list; `list`: the list from its start. */
export function isOneWordSupplier(name: string, introduction: string, list: string): boolean {
  const at = list.indexOf(name);
  return (
    namesNoPlace(name) &&
    at >= 0 &&
    !QUALIFIES_NEXT.test(list.slice(at + name.length)) &&
    (SUPPLIER_NOUN.test(introduction) ||
      BOUGHT_FROM.test(introduction) ||
      (GOODS_BOUGHT_FROM.test(introduction) && namesACompanyByAcronym(introduction + list)))
  );
}
