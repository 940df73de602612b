import { countryByCode } from '../company/countries.js';
import { englishCountryName } from './iso-country-names.js';

/**
 * Where the company's suppliers are, said with the country's adjective: 'German suppliers', 'Irish
 * family farms', 'von deutschen Lieferanten', 'fournisseurs français', 'fornitori italiani',
 * 'proveedores españoles', 'Nederlandse telers', or of what it buys: 'All our milk is Irish'.
 */

/** The adjectives of the countries a European company most often buys from, in the six languages. */
const ADJECTIVES: readonly [string, string][] = [
  [
    'DE',
    String.raw`german|deutschen?|deutscher?|allemand(?:e|s|es)?|tedesc(?:o|a|hi|he)|alem[aá]n(?:a|es|as)?|duitse`,
  ],
  ['FR', String.raw`french|französischen?|fran[cç]ais(?:e|es)?|frances(?:i|e)|franc[eé]s(?:a|es|as)?|franse`],
  ['IT', String.raw`italian|italienischen?|italien(?:ne|s|nes)?|italian[oiae]|italian[oa]s|italiaanse`],
  ['ES', String.raw`spanish|spanischen?|espagnol(?:e|s|es)?|spagnol[oiae]|español(?:a|es|as)?|spaanse`],
  [
    'NL',
    String.raw`dutch|niederländischen?|néerlandais(?:e|es)?|oland[eé]s(?:i|e|a|es|as)?|neerland[eé]s(?:a|es|as)?|nederlandse`,
  ],
  ['BE', String.raw`belgian|belgischen?|belges?|belg[ai]|belg[ai]s|belgische`],
  ['PL', String.raw`polish|polnischen?|polonais(?:e|es)?|polacc(?:o|a|hi|he)|polac[oa]s?|poolse`],
  ['CZ', String.raw`czech|tschechischen?|tchèques?|cec(?:o|a|hi|he)|chec[oa]s?|tsjechische`],
  [
    'AT',
    String.raw`austrian|österreichischen?|autrichien(?:ne|s|nes)?|austriac[oiae]|austr[ií]ac[oa]s?|oostenrijkse`,
  ],
  [
    'PT',
    String.raw`portuguese|portugiesischen?|portugais(?:e|es)?|portoghes[ei]|portugu[eé]s(?:a|es|as)?|portugese`,
  ],
  ['IE', String.raw`irish|irischen?|irlandais(?:e|es)?|irlandes[ei]|irland[eé]s(?:a|es|as)?|ierse`],
  ['GB', String.raw`british|britischen?|britanniques?|britannic[oiae]|brit[aá]nic[oa]s?|britse`],
  ['TR', String.raw`turkish|türkischen?|turcs?|turques?|turch[ie]|turc[oa]s?|turkse`],
  ['CH', String.raw`swiss|schweizer(?:ischen?)?|svizzer[oiae]|suiz[oa]s?|zwitserse`],
  ['SE', String.raw`swedish|schwedischen?|suédois(?:e|es)?|svedes[ei]|suec[oa]s?|zweedse`],
  ['FI', String.raw`finnish|finnischen?|finlandais(?:e|es)?|finlandes[ei]|finland[eé]s(?:a|es|as)?|finse`],
  ['DK', String.raw`danish|dänischen?|danois(?:e|es)?|danes[ei]|dan[eé]s(?:a|es|as)|deense`],
  ['NO', String.raw`norwegian|norwegischen?|norv[ée]gien(?:ne|s|nes)?|norveges[ei]|norueg[oa]s?|noorse`],
  ['CN', String.raw`chinese|chinesischen?|chinois(?:e|es)?|cines[ei]|chin[oa]s?`],
  [
    'US',
    String.raw`american|amerikanischen?|am[ée]ricain(?:e|s|es)?|american[oiae]|estadounidenses?|amerikaanse`,
  ],
  ['JP', String.raw`japanese|japanischen?|japonais(?:e|es)?|giappones[ei]|japones(?:a|es|as)?|japanse`],
  ['HU', String.raw`hungarian|ungarischen?|hongrois(?:e|es)?|ungheres[ei]|h[úu]ngar[oa]s?|hongaarse`],
  ['RO', String.raw`romanian|rumänischen?|roumain(?:e|s|es)?|rumen[oiae]|ruman[oa]s?|roemeense`],
  ['SK', String.raw`slovak|slowakischen?|slovaques?|slovacc(?:o|a|hi|he)|eslovac[oa]s?|slowaakse`],
  ['SI', String.raw`slovenian|slowenischen?|slov[èe]nes?|sloven[oiae]|eslovenos?|sloveense`],
  ['GR', String.raw`greek|griechischen?|grecs?|grecques?|grec[oiae]|grieg[oa]s?|griekse`],
];

/** The country of a nationality adjective ('allemand', 'dänischen', 'tedesco'), or none. */
export function countryOfAdjective(word: string): string | undefined {
  return ADJECTIVES.find(([, words]) => new RegExp(String.raw`^(?:${words})$`, 'iu').test(word))?.[0];
}

/** Who the goods come from. */
const SOURCES = String.raw`suppliers|vendors|growers|farms|farmers|\p{L}*mills|producers|subcontractors|leveranciers|telers|boeren|producenten|Lieferanten|Zulieferern?|Erzeugern?|Landwirten?|Höfen?|Subunternehmern?|fournisseurs|producteurs|agriculteurs|éleveurs|fermes|sous-traitants|proveedores|productores|agricultores|granjas|subcontratistas|fornitori|produttori|agricoltori|allevatori|aziende\s+agricole|subappaltatori|manufacturers|makers|fabricants|Herstellern?|fabbricanti|fabricantes|fabrikanten`;
/** What the company has, not what it buys: 'All our employees are Irish' says nothing of suppliers. */
const PEOPLE =
  /\b(?:employees|staff|colleagues|people|team|customers|clients|guests|members|managers|directors|owners|shareholders)\b/i;

/** The company speaks of its own buying ('we', 'our', 'unsere', 'nos', 'acquistiamo', 'compramos'): 'Dutch growers face high costs' is the sector's news. */
const FIRST_PERSON =
  /(?<!\p{L})(?:we|our|us|wir|unser\p{L}*|uns|nous|nos|notre|wij|onze|ons|noi|nostr\p{L}*|nosotros|nuestr\p{L}*|\p{L}+iamo|\p{L}+amos|\p{L}+emos)(?!\p{L})/iu;
/**
 * A share of the goods said to come from somewhere, without 'we' or 'our': 'Il 78% dei materiali proviene
 * da fornitori italiani', '85 % des achats sont réalisés auprès de fournisseurs français'. A share of
 * what came from where is a buyer's own figure, not the sector's news.
 */
const SHARE_OF_GOODS =
  /\d\s?%[^.;]{0,80}?(?<!\p{L})(?:proviene|provengono|comes?\s+from|is\s+sourced|are\s+sourced|(?:is|are|was|were)\s+(?:bought|purchased|procured)|stamm(?:t|en)|kommt|kommen|bezogen|eingekauft|provient|proviennent|achet\p{L}*|r[ée]alis[ée]s?\s+auprès|acquistat\p{L}*|procede|proceden|comprad\p{L}*|komt|komen|ingekocht)(?!\p{L})/iu;
/** Whom the company sells to, said before the adjective: 'Our customers are German manufacturers'. */
const CUSTOMERS_BEFORE =
  /(?<!\p{L})(?:customers|clients|Kunden|Abnehmer|clienti|clientes|klanten|afnemers|acheteurs|acquirenti|compradores|buyers)(?!\p{L})/iu;
/** A continent's adjective, listed beside the countries' ('fabricants européens et chinois'): no country itself. */
const CONTINENT_WORD = String.raw`european|europ[ée]ens?|europ[ée]ennes?|europei|europee|europäischen?|europeos|europeas|europese|asian|asiatiques?|asiatici|asiatische[n]?|asi[aá]tic[oa]s|aziatische`;

/** 'the Netherlands', 'the United Kingdom', as a sentence says them. */
const WITH_ARTICLE = /^(?:Netherlands|United |Czech Republic|Philippines)/;

export const ADJECTIVE_WORD = ADJECTIVES.map(([, words]) => words).join('|');
/** One adjective or several: 'Swedish and Finnish', 'français et italiens', 'españoles y portugueses'. */
const ADJECTIVE = String.raw`(?:(?:${CONTINENT_WORD})\s*(?:,|and|und|en|et|e|y)\s*)*(?:${ADJECTIVE_WORD})(?:\s*(?:,|and|und|en|et|e|y)\s*(?:${ADJECTIVE_WORD}|${CONTINENT_WORD}))*`;
const PATTERNS: readonly RegExp[] = [
  // 'German suppliers', 'Irish family farms', 'deutschen Lieferanten', 'Nederlandse telers'.
  new RegExp(String.raw`(?<!\p{L})(${ADJECTIVE})\s+(?:[\p{Ll}-]+\s+)?(?:${SOURCES})(?!\p{L})`, 'giu'),
  // 'fournisseurs français', 'fornitori italiani', 'proveedores españoles'.
  new RegExp(
    String.raw`(?<!\p{L})(?:${SOURCES})(?:,?\s+(?:soprattutto|prevalentemente|per\s+lo\s+più|principalmente|principalement|surtout|majoritairement|sobre\s+todo|mayoritariamente))?\s+(?:locaux\s+|locali\s+|locales\s+)?(${ADJECTIVE})(?!\p{L})`,
    'giu',
  ),
  // '84% of our procurement spend went to Italian companies', 'acquisti presso aziende italiane'.
  new RegExp(
    String.raw`(?<!\p{L})(?:procurement|purchas\p{L}*|spend|acquisti|Einkauf\p{L}*|achats|compras|inkoop)[^.;]{0,40}?\s(?:to|with|from|bei|von|presso|da|auprès\s+d['’]|à|a)\s+(${ADJECTIVE})\s+(?:companies|firms|businesses|aziende|imprese|Unternehmen|entreprises|empresas|bedrijven)(?!\p{L})`,
    'giu',
  ),
  // A share of the suppliers by nationality: 'I nostri fornitori sono per l'85% aziende italiane',
  // 'Nos fournisseurs sont à 90 % français', 'Our suppliers are 85% British'.
  new RegExp(
    String.raw`(?<!\p{L})(?:suppliers|Lieferanten|fournisseurs|fornitori|proveedores|leveranciers)\s+(?:are|sind|sont|sono|son|zijn)\s+(?:[^.;\d]{0,20}?)\d[\d.,]*\s?%\s+(?:(?:companies|firms|businesses|aziende|imprese|Unternehmen|entreprises|sociétés|empresas|bedrijven)\s+)?(${ADJECTIVE})(?!\p{L})`,
    'giu',
  ),
  // 'All our milk is Irish', '100% of our timber is Swedish'.
  new RegExp(
    String.raw`\b(?:all\s+(?:of\s+)?our|100\s?%\s+of\s+our)\s+((?:[\p{Ll}-]+\s+){1,2})(?:is|are|comes?\s+from)\s+(${ADJECTIVE})(?!\p{L})`,
    'giu',
  ),
];
const BY_ADJECTIVE = ADJECTIVES.map(
  ([code, words]) => [code, new RegExp(String.raw`^(?:${words})$`, 'iu')] as const,
);

/** Short English names a page may write ('the UK', 'the US'): kept as written. */
const ENGLISH_SHORT_NAME = /^(?:uk|us|usa|u\.s\.a?\.?|u\.k\.|uae)$/;

/**
 * A supplier country's group, named in English whatever language the page is in: 'Suppliers in
 * Germany' for 'dalla Germania', 'aus Deutschland'. The country's words as written when the code is
 * unknown.
 */
export function supplierGroupName(code: string | undefined, written: string): string {
  const english = code ? (countryByCode(code)?.names[0] ?? englishCountryName(code)) : undefined;
  const bare = written.replace(/^the\s+/i, '').toLowerCase();
  // An English name as the page writes it stays ('the UK'); another language's becomes English.
  if (!english || bare === english.toLowerCase() || ENGLISH_SHORT_NAME.test(bare))
    return `Suppliers in ${written}`;
  return `Suppliers in ${WITH_ARTICLE.test(english) ? `the ${english}` : english}`;
}

export interface SupplierOrigin {
  country: string;
  /** The country's English name, to name the group ('Suppliers in Ireland'). */
  name: string;
}

/** The supplier countries a sentence names by their adjective. */
export function supplierOrigins(sentence: string): SupplierOrigin[] {
  const found: SupplierOrigin[] = [];
  if (!FIRST_PERSON.test(sentence) && !SHARE_OF_GOODS.test(sentence)) return found;
  for (const pattern of PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const goods = match.length > 2 ? match[1]! : '';
      if (PEOPLE.test(goods) || CUSTOMERS_BEFORE.test(sentence.slice(0, match.index))) continue;
      for (const adjective of match.at(-1)!.split(/\s*(?:,|\band\b|\bund\b|\ben\b|\bet\b|\be\b|\by\b)\s*/u)) {
        const code = BY_ADJECTIVE.find(([, words]) => words.test(adjective))?.[0];
        const english = code ? countryByCode(code)?.names[0] : undefined;
        const name = english && WITH_ARTICLE.test(english) ? `the ${english}` : english;
        if (code && name && !found.some((origin) => origin.country === code))
          found.push({ country: code, name });
      }
    }
  }
  return found;
}
