import { resolveHeadquarters } from '../company/headquarters.js';
import { evidenceFor, retrievedAtOf } from './evidence.js';
import { nameAtStart } from './names.js';
import { pageSentences, splitLines } from './sentences.js';
import type { ExtractionEvidence, ExtractionOptions } from './types.js';

/**
 * The company's suppliers as its pages name them: the countries it buys from ('yarn from spinning
 * mills in Germany, Belgium and Turkey', 'furniture comes from suppliers in Vietnam and Portugal')
 * and named suppliers ('our largest supplier is Kettle Yarns GmbH', 'packaging comes from Fenwick
 * Board in the Netherlands'). Only a sentence about buying or supplying counts: one about the
 * customers the company sells to is not about suppliers.
 */
export interface SupplierMention extends ExtractionEvidence {
  /** A named supplier, or 'Suppliers in Germany' for a country the company buys from. */
  name: string;
  /** ISO 3166-1 alpha-2 of the supplier's country, when the sentence states it. */
  country?: string;
  named: boolean;
}

const SUPPLIER_WORDS =
  /\b(?:suppliers?|vendors?|growers?|mills|spinners|producers|leveranciers?|spinnerijen?|telers|Lieferanten?|Zulieferer|fournisseurs?|producteurs|proveedores?|fornitori|fornitore|produttori|productores)\b/i;
const BUYING_WORDS =
  /\b(?:come|comes|came|sourced?|sources|sourcing|buy|buys|bought|purchase[sd]?|procure[sd]?|supplied|supplies|delivered|kopen|ingekocht|inkoop|geleverd|levert|leveren|beziehen|bezogen|bezieht|kaufen|eingekauft|geliefert|liefert|liefern|achetons|achète|achetés?|approvisionn\w*|provien\w*|fourni\w*|livr\w*|acquistiamo|acquistat\w*|approvvigion\w*|compriamo|forni\w*|compramos|adquirimos|suministr\w*|procede\w*)\b/iu;
/** The customers are the subject: 'our customers in Germany', 'klanten in Duitsland'. */
const CUSTOMER_WORDS = /\b(?:customers?|clients?|klanten|Kunden|consumers|shoppers|patients)\b/i;

/** Words before a list of countries: 'suppliers in', 'spinnerijen in', 'from', 'uit', 'aus'. */
const COUNTRY_LIST_TRIGGER = new RegExp(
  String.raw`(?:${SUPPLIER_WORDS.source.slice(2, -2)})\s+(?:in|from|uit|aus|en|de|da|di|del|von)\s+|\b(?:from|uit|aus|von|de|desde|da|dalla|dal|del|dall['’]|d['’])\s*(?=(?:the\s+)?\p{Lu})`,
  'giu',
);

/** Country names in the languages the pages are read in, beside the tables' English and native ones. */
const EXONYMS: Record<string, string> = {
  duitsland: 'DE',
  belgie: 'BE',
  turkije: 'TR',
  frankrijk: 'FR',
  italie: 'IT',
  spanje: 'ES',
  nederland: 'NL',
  polen: 'PL',
  'verenigd koninkrijk': 'GB',
  'verenigde staten': 'US',
  tsjechie: 'CZ',
  oostenrijk: 'AT',
  zwitserland: 'CH',
  denemarken: 'DK',
  zweden: 'SE',
  noorwegen: 'NO',
  griekenland: 'GR',
  hongarije: 'HU',
  roemenie: 'RO',
  tuerkei: 'TR',
  turkei: 'TR',
  italien: 'IT',
  spanien: 'ES',
  frankreich: 'FR',
  niederlande: 'NL',
  belgien: 'BE',
  allemagne: 'DE',
  turquie: 'TR',
  espagne: 'ES',
  'pays bas': 'NL',
  belgique: 'BE',
  'royaume uni': 'GB',
  'etats unis': 'US',
  pologne: 'PL',
  autriche: 'AT',
  suisse: 'CH',
  chine: 'CN',
  inde: 'IN',
  maroc: 'MA',
  tunisie: 'TN',
  'republique tcheque': 'CZ',
  hongrie: 'HU',
  roumanie: 'RO',
  danemark: 'DK',
  suede: 'SE',
  norvege: 'NO',
  portogallo: 'PT',
  germania: 'DE',
  francia: 'FR',
  spagna: 'ES',
  'paesi bassi': 'NL',
  belgio: 'BE',
  turchia: 'TR',
  polonia: 'PL',
  svizzera: 'CH',
  cina: 'CN',
  'regno unito': 'GB',
  'stati uniti': 'US',
  'repubblica ceca': 'CZ',
  ungheria: 'HU',
  grecia: 'GR',
  alemania: 'DE',
  'paises bajos': 'NL',
  belgica: 'BE',
  turquia: 'TR',
  suiza: 'CH',
  marruecos: 'MA',
  'reino unido': 'GB',
  'estados unidos': 'US',
  'republica checa': 'CZ',
  hungria: 'HU',
  rumania: 'RO',
  dinamarca: 'DK',
  suecia: 'SE',
  noruega: 'NO',
  osterreich: 'AT',
  oesterreich: 'AT',
  schweiz: 'CH',
  tschechien: 'CZ',
  ungarn: 'HU',
  rumanien: 'RO',
  schweden: 'SE',
  norwegen: 'NO',
  griechenland: 'GR',
  indien: 'IN',
  marokko: 'MA',
  'vereinigtes konigreich': 'GB',
  'vereinigte staaten': 'US',
};

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** The country a written name is, or undefined for a town, a region or a company. */
function countryOf(written: string): string | undefined {
  const name = written.replace(/^the\s+/i, '');
  const exonym = EXONYMS[fold(name)];
  if (exonym) return exonym;
  const match = resolveHeadquarters(name);
  return match?.via === 'country-name' && fold(match.matched) === fold(name) ? match.country : undefined;
}

const PLACE = /^(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)*)/u;
const LIST_SEPARATOR =
  /^(?:\s*,\s*(?:and\s+|en\s+|und\s+|et\s+|e\s+|y\s+)?|\s+(?:and|en|und|sowie|et|e|y|or|of|oder|ou|o)\s+)/i;

/** The countries listed from the start of `text`; stops at the first name that is not a country. */
function countriesAtStart(text: string): { name: string; country: string }[] {
  const countries: { name: string; country: string }[] = [];
  let rest = text;
  for (;;) {
    const match = PLACE.exec(rest);
    const written = match?.[0];
    const country = written ? countryOf(written) : undefined;
    if (!match || !written || !country) break;
    countries.push({ name: written.replace(/^the\s+/i, 'the '), country });
    rest = rest.slice(match[0].length);
    const separator = LIST_SEPARATOR.exec(rest);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  return countries;
}

/** 'our largest supplier is X', 'the largest is X', 'Onze grootste leverancier is X', 'including X'. */
const NAMED_TRIGGERS: readonly RegExp[] = [
  /\b(?:supplier|vendor|grower partner|leverancier|Lieferant|fournisseur|proveedor)\s+(?:is|was|ist|est|es)\s+/gi,
  /\b(?:largest|biggest|main|grootste|belangrijkste|größte|wichtigste)\s+(?:one\s+)?(?:is|was|ist)\s+/gi,
  /\bincluding\s+/gi,
  /\b(?:come|comes|sourced|bought|buy)\s+from\s+/gi,
];
/**
 * A list of named suppliers: 'suppliers such as A and B', 'Lieferanten wie A, B und C', 'nos
 * fournisseurs A et B', 'fornitori come A e B', 'proveedores como A y B', 'leveranciers zoals A en B',
 * 'our suppliers include A', 'we source steel from A (Germany) and B'.
 */
const NAMED_LIST_TRIGGERS: readonly RegExp[] = [
  new RegExp(
    String.raw`(?<!\p{L})(?:suppliers?|vendors?|leveranciers?|Lieferanten|Zulieferer|fournisseurs?|fornitori|proveedores)(?:,)?\s+(?:such as|like|including|include|are|wie|darunter|zoals|waaronder|zijn|comme|tels que|notamment|sont|come|quali|tra cui|sono|como|entre ellos|son)\s+`,
    'giu',
  ),
  new RegExp(
    String.raw`\b(?:[Oo]ur|[Uu]nsere[n]?|[Nn]os|[Oo]nze|[Ii] nostri|[Nn]uestros)\s+(?:(?:main|key|largest|principaux|wichtigsten|belangrijkste|principali|principales)\s+)?(?:suppliers|Lieferanten|fournisseurs|leveranciers|fornitori|proveedores)\s+(?=\p{Lu})`,
    'gu',
  ),
  new RegExp(
    String.raw`\b(?:we|wir|nous|wij|we)\s+(?:source|buy|purchase|procure|beziehen|kaufen|achetons|kopen)\s+(?:[\p{L}-]+\s+){0,4}?(?:from|von|bei|auprès de|chez|bij|van)\s+`,
    'giu',
  ),
];
/** A semicolon or a full stop, but not the dot of a legal form ('Acciaierie Valsesia S.p.A. e …'). */
const CLAUSE_END = /;|(?<!\b(?:S\.p\.A|S\.r\.l|S\.L|S\.A|B\.V|N\.V|Inc|Ltd|Co|e\.V))\.\s/;
/** 'A (Germany)': the supplier's country in brackets after its name. */
const COUNTRY_IN_BRACKETS = /^\s*\(([^)]{2,40})\)/u;
const NAME_SEPARATOR = /^\.?(?:\s*,\s*(?:(?:and|und|et|en|e|y)\s+)?|\s+(?:and|und|et|en|e|y|sowie)\s+)/iu;

/** The names listed from the start of `text`, each with the country bracketed after it. */
function namedListAtStart(text: string): { name: string; country?: string; length: number }[] {
  const found: { name: string; country?: string; length: number }[] = [];
  let rest = text;
  for (;;) {
    const name = nameAtStart(rest);
    if (!name || !rest.startsWith(name)) break;
    rest = rest.slice(name.length);
    const bracket = COUNTRY_IN_BRACKETS.exec(rest);
    const country = bracket ? countryOf(bracket[1]!) : undefined;
    if (bracket) rest = rest.slice(bracket[0].length);
    found.push({ name, ...(country ? { country } : {}), length: text.length - rest.length });
    const separator = NAME_SEPARATOR.exec(rest);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  return found;
}

/** Legal forms and trade words that mark a company's name. */
const COMPANY_NAME =
  /\s(?:GmbH|AG|B\.?V\.?|N\.?V\.?|Ltd|Limited|plc|S\.?A\.?|S\.?L\.?|S\.?p\.?A\.?|Inc|LLC|Oy|AB|A\/S|ApS|SAS|Nurseries|Packaging|Polymers|Farms|Mills|Textiles|Yarns|Garne|Cloud)\b|\s\p{Lu}\S*$/u;

export function extractSupplierMentions(
  text: string,
  url: string,
  options: ExtractionOptions = {},
): SupplierMention[] {
  const retrievedAt = retrievedAtOf(options);
  const mentions: SupplierMention[] = [];
  const seen = new Set<string>();
  const add = (mention: Omit<SupplierMention, keyof ExtractionEvidence>, sentence: string) => {
    const key = mention.name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    mentions.push({ ...mention, ...evidenceFor(sentence, url, retrievedAt) });
  };
  for (const { text: sentence } of pageSentences(splitLines(text))) {
    const aboutSuppliers = SUPPLIER_WORDS.test(sentence) || BUYING_WORDS.test(sentence);
    if (!aboutSuppliers) continue;
    for (const clause of sentence.split(CLAUSE_END)) {
      if (CUSTOMER_WORDS.test(clause) && !SUPPLIER_WORDS.test(clause)) continue;
      for (const match of clause.matchAll(COUNTRY_LIST_TRIGGER)) {
        for (const { name, country } of countriesAtStart(clause.slice(match.index + match[0].length))) {
          add({ name: `Suppliers in ${name}`, country, named: false }, sentence);
        }
      }
      for (const trigger of NAMED_LIST_TRIGGERS) {
        for (const match of clause.matchAll(trigger)) {
          for (const { name, country } of namedListAtStart(clause.slice(match.index + match[0].length))) {
            if (countryOf(name) || !COMPANY_NAME.test(` ${name}`)) continue;
            add({ name, ...(country ? { country } : {}), named: true }, sentence);
          }
        }
      }
      for (const trigger of NAMED_TRIGGERS) {
        for (const match of clause.matchAll(trigger)) {
          const name = nameAtStart(clause.slice(match.index + match[0].length));
          // Two capitalised words at least, or a legal form: 'Kettle Yarns GmbH', not 'Germany'.
          if (!name || countryOf(name) || !COMPANY_NAME.test(` ${name}`)) continue;
          const after = clause.slice(match.index + match[0].length + name.length);
          const country = countriesAtStart(after.replace(/^\s+(?:in|from|uit|aus)\s+/i, ''))[0]?.country;
          add({ name, ...(country ? { country } : {}), named: true }, sentence);
        }
      }
    }
  }
  return mentions;
}
