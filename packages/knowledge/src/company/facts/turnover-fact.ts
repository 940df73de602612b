import { revenueCodeFor, type RevenueCode } from '@impact/contracts';
import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { EXCHANGE_RATES } from '../rates.js';
import { statedYear } from './choose.js';
import { NUMBER, readNumber } from './numbers.js';
import { isOwnStatement, namesAnotherParty, NOT_STATED_AS_FACT, OTHER_PARTY_NAMED } from './own-statement.js';
import type { FactPage, FactStatement, TurnoverValue } from './types.js';

/**
 * The company's turnover as stated, amount and currency kept: 'In 2024 our turnover was €118 million',
 * 'Revenue in 2025 was DKK 1,462 million', 'omzet van € 86,4 miljoen', 'Umsatz: 118 Mio. €',
 * 'chiffre d’affaires de 52,3 millions d’euros', 'volume de negócios de 214 milhões de euros',
 * 'Revenue 2025: €38.2m'. Recurring revenue, order
 * backlog, markets and other organisations' figures are not turnover.
 */
// A bank's or building society's turnover is its total (operating) income; 'operating income' alone is
// a profit in American usage, and 'net interest income' only a part of the total.
const BANK_INCOME_WORDS = String.raw`total (?:operating )?income`;
// An insurer's turnover is its gross written premiums ('premium income', 'Beitragseinnahmen').
const PREMIUM_WORDS = String.raw`gross written premiums?|written premiums?|premium income|Beitragseinnahmen|gebuchte Bruttobeiträge|primes (?:brutes )?émises|premi lordi(?: contabilizzati)?|raccolta premi|primas (?:brutas )?emitidas|(?:bruto )?premie-?inkomen`;
const REVENUE_WORDS = String.raw`${PREMIUM_WORDS}|${BANK_INCOME_WORDS}|revenues?|turnover|net sales|sales|netto-?omzet|omzet|Umsatz(?:erlöse)?|Nettoumsatz|Honorarumsatz|Gesamtumsatz|Jahresumsatz|chiffre d['’]affaires|ingresos|facturación|cifra de negocios?|ricavi|fatturato|volume de negócios|fatura[çc][ãa]o|factura[çc][ãa]o|przychod(?:y|ów)(?: netto)?(?: ze sprzedaży)?|obroty|(?:netto)?omsättning(?:en)?|omsatte|obrat(?:u|em)?|tržby|tržeb|trzby`;
// Word edges by letter, not by \b, which ends an ASCII word only and so never after 'marché'.
// German names a whole trade in one compound ('Umsatz im deutschen Bauhauptgewerbe', 'der
// Zementindustrie', 'der Baubranche'), or with a country's adjective before the trade or market
// ('der europäischen Bauwirtschaft'): the figure is the trade's, not the company's.
const GERMAN_TRADE = String.raw`\p{L}+(?:gewerbes?|industrie|branche)|(?:deutsch|europäisch|österreichisch|schweizerisch|tschechisch|weltweit|global|gesamt)e[nmrs]?\s+\p{L}*(?:wirtschaft|sektors?|markt(?:es|s)?|märkte)`;
const NOT_TURNOVER = new RegExp(
  String.raw`(?<![\p{L}\d])(?:recurring|ARR|backlog|order (?:book|intake)|orders|pipeline|market|markt|marché|mercato|mercado|industry|Branche|secteur|settore|sector average|rynek|rynku|branż\w*|(?<!(?:written|gross)\s)premiums?(?!\s+income)|funding|raised|investment|invested|budget|savings?|${GERMAN_TRADE})(?![\p{L}\d])`,
  'iu',
);

const SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', US$: 'USD', '£': 'GBP' };
const CODES = String.raw`EUR|USD|GBP|DKK|SEK|NOK|CHF|AUD|CAD|JPY|PLN|CZK|HUF|RON|ISK`;
const CURRENCY_WORDS: readonly [RegExp, string][] = [
  [/^(?:d['’]|di\s|de\s)?euros?$/i, 'EUR'],
  [/^(?:dollars?|US dollars?)$/i, 'USD'],
  [/^(?:pounds?|pounds sterling)$/i, 'GBP'],
  [/^(?:kroner|Danish kroner)$/i, 'DKK'],
  [/^(?:kronor|Swedish kronor)$/i, 'SEK'],
  [/^(?:zł|złotych)$/i, 'PLN'],
  [/^(?:Kč|korun)$/i, 'CZK'],
];
const SCALE = String.raw`miljoner|miljarder|mil milh(?:ões|ão)|milh(?:ões|ão)|thousand|million|millions|billion|billions|mln|mio|mrd|mld|miljoen|miljard|Millionen|Milliarden|milliards?|millones|milioni|mn|bn|m|k|miliardy|miliard|miliony|milion|mil(?=\.?\s?(?:Kč|korun|CZK))`;
const MULTIPLIERS: readonly [RegExp, number][] = [
  [/^(?:thousand|k)$/i, 1e3],
  [
    /^(?:million|millions|mln|mio|miljoen|miljoner|Millionen|millones|milioni|milhões|milhão|mn|m|milion|miliony|mil)$/i,
    1e6,
  ],
  // Portuguese writes a billion as a thousand millions ('1,9 mil milhões de euros').
  [
    /^(?:billion|billions|mrd|mld|miljard|miljarder|Milliarden|milliards?|milmilhões|milmilhão|bn|miliard|miliardy)$/i,
    1e9,
  ],
];
/** '€118 million', 'DKK 1,462 million', '118 Mio. €', '52,3 millions d’euros', '€ 86,4 miljoen'. */
const MONEY = new RegExp(
  String.raw`(?:(?<pre>US\$|[€$£]|\b(?:${CODES}))\s?(?<n1>${NUMBER})(?:\s?(?<s1>${SCALE})\b\.?)?|(?<n2>${NUMBER})\s?(?:(?<s2>${SCALE})\b\.?\s?)?(?<post>[€$£]|\b(?:${CODES})\b|(?:d['’]|di\s|de\s)?euros?\b|dollars?\b|pounds?\b|kroner\b|kronor\b|zł(?!\p{L})|złotych\b|Kč(?!\p{L})|korun\b))|(?<n3>${NUMBER})\s?(?<scaled>MSEK|MDKK|MNOK|MEUR|mnkr|mkr|mdkr)\b`,
  'giu',
);
/** A currency code with its scale in one word, as Nordic reports write it: '2 410 MSEK', '86 Mkr', '2,4 mdkr'. */
const SCALED_CODES: Record<string, { currency: string; multiplier: number }> = {
  msek: { currency: 'SEK', multiplier: 1e6 },
  mnkr: { currency: 'SEK', multiplier: 1e6 },
  mkr: { currency: 'SEK', multiplier: 1e6 },
  mdkr: { currency: 'SEK', multiplier: 1e9 },
  mdkk: { currency: 'DKK', multiplier: 1e6 },
  mnok: { currency: 'NOK', multiplier: 1e6 },
  meur: { currency: 'EUR', multiplier: 1e6 },
};

function currencyOf(written: string): string | undefined {
  const code = SYMBOLS[written] ?? (/^[A-Z]{3}$/i.test(written) ? written.toUpperCase() : undefined);
  return code ?? CURRENCY_WORDS.find(([pattern]) => pattern.test(written))?.[1];
}

function multiplierOf(scale: string | undefined): number {
  if (!scale) return 1;
  return MULTIPLIERS.find(([pattern]) => pattern.test(scale.replace(/\s/g, '')))?.[1] ?? 1;
}

/** The first amount with a currency after the revenue word, or in a row labelled with a currency '(€ mln)'. */
export function amountAfter(text: string, from: number): TurnoverValue | undefined {
  const rest = text.slice(from);
  const money = new RegExp(MONEY.source, MONEY.flags);
  for (let match = money.exec(rest); match; match = money.exec(rest)) {
    const groups = match.groups ?? {};
    // 'in 2025 € 86,4 mln': a year before the symbol is the date; the amount follows the symbol.
    if (
      groups.n2 &&
      !groups.s2 &&
      /^(?:19|20)\d{2}$/.test(groups.n2) &&
      /^\s?\d/.test(rest.slice(money.lastIndex))
    ) {
      money.lastIndex = match.index + groups.n2.length;
      continue;
    }
    const scaled = groups.scaled ? SCALED_CODES[groups.scaled.toLowerCase()] : undefined;
    const scaledNumber = readNumber(groups.n3 ?? '');
    if (scaled && scaledNumber !== undefined)
      return { amount: Math.round(scaledNumber * scaled.multiplier), currency: scaled.currency };
    const currency = currencyOf((groups.pre ?? groups.post ?? '').trim());
    const number = readNumber(groups.n1 ?? groups.n2 ?? '');
    if (!currency || number === undefined) continue;
    return { amount: Math.round(number * multiplierOf(groups.s1 ?? groups.s2)), currency };
  }
  return undefined;
}

/**
 * The amount just before the revenue word: '€84.2 million in revenue', 'Mit 118 Mio. € Umsatz', '52 M€
 * de chiffre d'affaires', '38 milioni di euro di fatturato', '€ 86 miljoen omzet'. Only joining words
 * ('in', 'of', 'de', 'di', 'an', 'annual') may stand between.
 */
const JOINING =
  /^\s*(?:(?:in|of|de|d['’]|di|an|aan|at|en|with)\s*)?(?:(?:annual|total|net|jaarlijkse?|Jahres|annuel|annuale|anual)\s+)?$/iu;

function amountJustBefore(text: string, at: number): TurnoverValue | undefined {
  const before = text.slice(0, at);
  const money = new RegExp(MONEY.source, MONEY.flags);
  let last: RegExpExecArray | undefined;
  for (let match = money.exec(before); match; match = money.exec(before)) last = match;
  if (!last || !JOINING.test(before.slice(last.index + last[0].length))) return undefined;
  return amountAfter(before, last.index);
}

const REVENUE_AT = new RegExp(String.raw`\b(?:${REVENUE_WORDS})\b`, 'iu');
/**
 * Swedish puts the verb before the subject after a date ('År 2025 uppgick omsättningen till 2,4
 * miljarder kronor', 'Omsättningen ökade till 2 410 MSEK'): the revenue is still the sentence's subject.
 */
const SWEDISH_SUBJECTLESS =
  /^(?:(?:år|under(?: året| räkenskapsåret)?|räkenskapsåret)\s+\d{4},?\s+(?:uppgick|ökade|minskade|steg|sjönk|var|blev)\s+)?(?:netto)?omsättning(?:en)?(?![\p{L}])/iu;
/**
 * A sentence that opens with the figure's name has no other subject: 'Revenue reached €412 million
 * in 2024', 'In 2025, net sales were …'. On the company's own page it is the company's figure;
 * 'Hallowmere reported group revenue of …' names someone else first.
 */
const SUBJECTLESS = new RegExp(
  String.raw`^(?:(?:in|for|during|en|im|in het|nel|nell['’]|au cours de|durant|en el|w)\s*(?:(?:the\s+)?(?:financial\s+)?year|Geschäftsjahr|Jahr|boekjaar|l['’]exercice|exercice|esercizio|ejercicio)?\s*(?:FY\s?)?\d{4}(?:\s?\/\s?\d{2,4})?(?:\s+roku)?,?\s+)?(?:(?:the|le|la|l['’]|der|die|das|il|el|het|de|lag der|stieg der)\s*)?(?:(?:total|net|annual|consolidated|group|netto|jaarlijkse?|gesamte?)\s+)?(?:${REVENUE_WORDS})\b`,
  'iu',
);

export function turnoverStatements(
  pages: readonly FactPage[],
  thisYear: number,
  companyName?: string,
): FactStatement<TurnoverValue>[] {
  const statements: FactStatement<TurnoverValue>[] = [];
  for (const page of pages) {
    for (const sentence of pageSentences(splitLines(page.text))) {
      const text = sentence.text;
      const word = REVENUE_AT.exec(text);
      if (!word || NOT_TURNOVER.test(text) || NOT_STATED_AS_FACT.test(text)) continue;
      if (OTHER_PARTY_NAMED.test(text.slice(0, word.index))) continue;
      // A labelled row ('Revenue 2025: €38.2m') speaks for the company whose page it is on.
      const labelled = word.index === 0 && /:/.test(text) && text.length < 80;
      // 'Group turnover in 2025 was £612 million' opening the company's own page is its own group's.
      const opening = SUBJECTLESS.exec(text)?.[0] ?? SWEDISH_SUBJECTLESS.exec(text)?.[0];
      const own =
        opening !== undefined
          ? !namesAnotherParty(text.slice(opening.length))
          : isOwnStatement(text, companyName);
      if (!labelled && !own) continue;
      const value = amountAfter(text, word.index) ?? amountJustBefore(text, word.index);
      if (!value || value.amount < 1000) continue;
      const year = statedYear(text, thisYear);
      statements.push({
        value,
        quote: text,
        url: page.url,
        ...(year ? { year } : {}),
        locator: labelled ? 'key figure' : 'sentence',
      });
    }
  }
  return statements;
}

/**
 * Units of a currency per euro, with the date they hold for. The ECB reference rates of one day
 * (rates.ts), and the Danish krone at its ERM II central rate, to which Danmarks Nationalbank holds it.
 */
export interface DatedRate {
  perEur: number;
  date: string;
  source: string;
  /** Where the rate is published, when one address holds it. */
  url?: string;
}

const DKK_ERM_II: DatedRate = {
  perEur: 7.46038,
  date: '1999-01-01',
  source: 'ERM II central rate of the Danish krone (ECB)',
};

/**
 * The other EU currencies' rates: the averages of the ECB's daily euro reference rates over July 2025,
 * as the Administrative Commission for the Coordination of Social Security Systems publishes them for
 * Regulation (EEC) No 574/72 (OJ C/2025/5100 of 17 September 2025), three decimals as published. A
 * month's average rather than one day's rate: the table that lists them all with an official source.
 */
const EU_AVERAGES_JULY_2025: Record<string, number> = {
  SEK: 11.199,
  PLN: 4.254,
  CZK: 24.625,
  HUF: 399.192,
  RON: 5.072,
  ISK: 142.391,
};
const EU_AVERAGES_SOURCE = {
  date: '2025-07',
  source: 'average of the ECB euro reference rates in July 2025 (OJ C/2025/5100)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:C_202505100',
};

export function rateFor(currency: string): DatedRate | undefined {
  if (currency === 'DKK') return DKK_ERM_II;
  const average = EU_AVERAGES_JULY_2025[currency];
  if (average !== undefined) return { perEur: average, ...EU_AVERAGES_SOURCE };
  const perEur = (EXCHANGE_RATES.perEur as Record<string, number>)[currency];
  return perEur === undefined
    ? undefined
    : {
        perEur,
        date: EXCHANGE_RATES.date,
        source: `ECB euro reference rates of ${EXCHANGE_RATES.date}`,
        ...(EXCHANGE_RATES.sources[0] ? { url: EXCHANGE_RATES.sources[0].url } : {}),
      };
}

export interface TurnoverBucket {
  code: RevenueCode;
  usd: number;
  /** '1 EUR = 1.1761 USD; 1 EUR = 7.46038 DKK (…)': the conversion, so the bucket can be checked. */
  conversion: string;
}

/** The revenue bucket (spec buckets are in US dollars), or undefined for a currency the table lacks. */
export function turnoverBucket(value: TurnoverValue): TurnoverBucket | undefined {
  const from = rateFor(value.currency);
  const usd = rateFor('USD');
  if (!from || !usd) return undefined;
  const amountUsd = (value.amount / from.perEur) * usd.perEur;
  const conversion =
    value.currency === 'USD'
      ? 'stated in US dollars'
      : `1 EUR = ${usd.perEur} USD (${usd.source})${value.currency === 'EUR' ? '' : `; 1 EUR = ${from.perEur} ${value.currency} (${from.source})`}`;
  return { code: revenueCodeFor(amountUsd), usd: Math.round(amountUsd), conversion };
}
