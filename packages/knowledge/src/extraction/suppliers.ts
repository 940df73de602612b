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
  /\b(?:suppliers?|vendors?|growers?|mills|spinners|producers|leveranciers?|spinnerijen?|telers|Lieferanten?|Zulieferer|fournisseurs?|producteurs|proveedores?|fornitori)\b/i;
const BUYING_WORDS =
  /\b(?:come|comes|came|sourced?|sourcing|buy|buys|bought|purchase[sd]?|procure[sd]?|kopen|ingekocht|inkoop|beziehen|bezogen|kaufen|achetons|achète|compramos)\b/i;
/** The customers are the subject: 'our customers in Germany', 'klanten in Duitsland'. */
const CUSTOMER_WORDS = /\b(?:customers?|clients?|klanten|Kunden|consumers|shoppers|patients)\b/i;

/** Words before a list of countries: 'suppliers in', 'spinnerijen in', 'from', 'uit', 'aus'. */
const COUNTRY_LIST_TRIGGER = new RegExp(
  String.raw`(?:${SUPPLIER_WORDS.source.slice(2, -2)})\s+(?:in|from|uit|aus|en|de)\s+|\b(?:from|uit|aus|de|desde)\s+(?=(?:the\s+)?\p{Lu})`,
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
  /^(?:\s*,\s*(?:and\s+|en\s+|und\s+|et\s+|y\s+)?|\s+(?:and|en|und|et|y|or|of|oder|ou)\s+)/i;

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
    for (const clause of sentence.split(/;|\.\s/)) {
      if (CUSTOMER_WORDS.test(clause) && !SUPPLIER_WORDS.test(clause)) continue;
      for (const match of clause.matchAll(COUNTRY_LIST_TRIGGER)) {
        for (const { name, country } of countriesAtStart(clause.slice(match.index + match[0].length))) {
          add({ name: `Suppliers in ${name}`, country, named: false }, sentence);
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
