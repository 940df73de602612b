import { resolveHeadquarters } from '../company/headquarters.js';
import { countryOf } from './country-names.js';

/**
 * One-word supplier names ('BASF', 'Dow', 'Shell', 'INEOS'): many large suppliers are known by a
 * single word, which the usual test for a company's name (a legal form, a trade word, two capitalised
 * words) refuses. Only a list that says it names suppliers lets one through ('our suppliers include
 * BASF, Dow and …', 'Suppliers: Greif, Mauser'), and never a place, a country or a describing word.
 */
const ONE_WORD = /^\p{Lu}[\p{L}\p{N}&'’.-]*$/u;
/** Words written capitalised in such a list that name no company: 'European and Asian producers'. */
const NOT_A_BRAND =
  /^(?:European|Asian|African|American|Nordic|Scandinavian|Local|Regional|National|International|Global|Other|Various|Several|Many|Most|All|Some|These|Those|Both|Each|Every|Our|Their|Its|Certified|Approved|Selected|Key|Main|Major|Leading|Smaller|Small|Large|Family|Independent)$/u;
/** A word of the institutions no supplier is: 'Council', 'University'. */
const INSTITUTION_WORD =
  /^(?:University|Council|Agency|Authority|Ministry|Government|Association|Foundation|Institute)$/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `name` is a one-word supplier's name in `clause`: a list item of its own, ended by a comma, a full
 * stop or 'and', so a capitalised German noun followed by more words ('und Käse unter anderem von …')
 * is the goods, not a supplier.
 */
export function isOneWordBrand(name: string, clause: string): boolean {
  if (!ONE_WORD.test(name) || name.length < 2) return false;
  const listItem = new RegExp(
    String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name)}(?=\s*(?:[,;.)]|$)|\s+(?:and|or|und|oder|et|ou|e|o|y|en|of)\s)`,
    'u',
  );
  if (!listItem.test(clause)) return false;
  if (NOT_A_BRAND.test(name) || INSTITUTION_WORD.test(name)) return false;
  return !countryOf(name) && !resolveHeadquarters(name);
}

/** A name written as an acronym of three letters or more ('INEOS', 'BASF'): a company, not a place. */
export const isAcronymName = (name: string) => /^\p{Lu}{3,}$/u.test(name);
