import { countryOf } from './country-names.js';
import { nameAtStart } from './names.js';
import { ADJECTIVE_WORD, countryOfAdjective } from './supplier-origins.js';

/**
 * A supplier introduced by the kind of company it is, often with its nationality: 'nos éoliennes sont
 * fabriquées par le turbinier allemand Nordwind GmbH', 'the turbines were supplied by the Danish
 * manufacturer Nordvind A/S', 'i pannelli sono prodotti dal fabbricante tedesco Solaris', 'vom dänischen
 * Hersteller Vindkraft A/S geliefert', 'our steel comes from the Swedish steelmaker Nordstål AB'. The
 * kind says the name is a company, so a name of one word counts; the nationality is its country.
 */
export interface MakerNamed {
  name: string;
  country?: string;
}

/** The kinds of company that make or deliver goods, in the six languages. */
const MAKER_KIND = String.raw`manufacturer|maker|\p{Ll}+maker|producer|supplier|specialist|turbinier|fabricant|constructeur|fournisseur|spécialiste|Hersteller|Lieferanten?|Spezialisten|produttore|fabbricante|fornitore|costruttore|specialista|fabricante|proveedor|especialista|fabrikant|leverancier|producent|specialist`;
/** Supplying verbs whose sentence says the company got the goods from the maker: participles, and 'come from'. */
const SUPPLYING =
  /(?<!\p{L})(?:supplied|manufactured|made|built|delivered|provided|installed|produced|comes?|sourced|bought|purchased|fournie?s?|fabriqu[ée]e?s?|livr[ée]e?s?|construite?s?|install[ée]e?s?|produite?s?|proviennent|provient|achet[ée]e?s?|geliefert|hergestellt|gebaut|installiert|produziert|stamm(?:en|t)|kommen|kommt|bezogen|fornit[oaie]|prodott[oaie]|fabbricat[oaie]|costruit[oaie]|installat[oaie]|provengono|proviene|acquistat[oaie]|suministrad[oa]s?|fabricad[oa]s?|instalad[oa]s?|producid[oa]s?|proceden|procede|comprad[oa]s?|geleverd|gemaakt|gebouwd|geïnstalleerd|geproduceerd|komen|komt|gekocht|ingekocht)(?!\p{L})/iu;
/** Whose the company is: a parent or an owner introduced the same way is no supplier ('acquired by the French group …'). */
const OWNERSHIP =
  /(?<!\p{L})(?:own(?:s|ed)?|acquired|acquisition|subsidiary|part\s+of|parent|shareholder|gehört|Tochter\p{L}*|übernommen|filiale|détenue?s?|rachet[ée]e?|appartient|controllat[oa]|acquisit[oa]|appartiene|adquirid[oa]|filial|overgenomen|dochter\p{L}*)(?!\p{L})/iu;
/** 'by the Danish manufacturer', 'par le turbinier allemand', 'vom dänischen Hersteller', 'from the Swedish steelmaker'. */
const BY_MAKER = new RegExp(
  String.raw`(?<!\p{L})(?:by|from|par|de|chez|auprès\s+de|da|dal|dallo|dalla|presso|von|vom|bei|beim|por|del|door|van|bij)\s+(?:(?:the|le|la|l['’]|il|lo|der|dem|den|el|de|het)\s*)?(?:(${ADJECTIVE_WORD})\s+)?(?:${MAKER_KIND})(?:\s+(${ADJECTIVE_WORD}))?\s+`,
  // Under the 'i' flag '\p{Lu}' takes any letter: the capital that starts the name is checked after.
  'giu',
);

export function makersNamed(clause: string): MakerNamed[] {
  if (!SUPPLYING.test(clause) || OWNERSHIP.test(clause)) return [];
  const found: MakerNamed[] = [];
  for (const match of clause.matchAll(BY_MAKER)) {
    const rest = clause.slice(match.index + match[0].length);
    const name = /^\p{Lu}/u.test(rest) ? nameAtStart(rest) : undefined;
    if (!name || !rest.startsWith(name) || countryOf(name)) continue;
    const adjective = match[1] ?? match[2];
    const country = adjective ? countryOfAdjective(adjective) : undefined;
    found.push({ name, ...(country ? { country } : {}) });
  }
  return found;
}
