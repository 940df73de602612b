/**
 * The expiry date a sentence states for a certificate ('valid until 31 March 2027', 'expires on
 * 2027-03-31', 'valable jusqu'au 31 mars 2027', 'gültig bis 30.06.2027', 'geldig tot 1 april 2027',
 * 'válido hasta el 15 de mayo de 2027', 'valido fino al 12 settembre 2027', 'válido até 31 de dezembro de
 * 2026', 'giltigt till 2027-06-30'), as YYYY-MM-DD. A numeric
 * date after English wording (03/04/2027) is left out: day and month order is ambiguous there, and an
 * unknown stays unknown (null), never a guess; only one that no order can misread is kept ('valid until
 * 30/06/2027' is the 30th of June, 'valid until 06/30/2027' too). French, German, Dutch, Spanish and Italian write the day
 * first, so after their wording a numeric date is read day first. A sentence that states only the year
 * ('valid until 2027', 'valable jusqu'en 2027', 'gültig bis 2027') gives that year alone, as YYYY: no
 * day or month is claimed that the sentence does not state; one that states the month and year ('valid
 * until March 2027') gives YYYY-MM.
 */

/** Month names by number (index + 1), each a list of the spellings that start it. */
const MONTHS: readonly (readonly string[])[] = [
  ['jan', 'janv', 'januar', 'januari', 'janvier', 'enero', 'gennaio', 'janeiro'],
  ['feb', 'févr', 'fevr', 'februar', 'februari', 'février', 'fevrier', 'febrero', 'febbraio', 'fevereiro'],
  ['mar', 'märz', 'maerz', 'maart', 'mars', 'marzo', 'março', 'marco'],
  ['apr', 'april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mei', 'mayo', 'maggio', 'maio', 'maj'],
  ['jun', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['jul', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['aug', 'august', 'augusti', 'augustus', 'août', 'aout', 'agosto'],
  ['sep', 'sept', 'september', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  ['oct', 'okt', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro'],
  ['dec', 'dez', 'dezember', 'december', 'décembre', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];
const ENGLISH_MONTH =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';
/** Any month name in the six languages: a run of letters, checked against MONTHS. */
const ANY_MONTH = '(\\p{L}{3,10})\\.?';
const ORDINAL = '(?:st|nd|rd|th|er|\\.)?';

const ENGLISH_LEAD =
  '\\b(?:valid\\s+(?:until|through|till|to)|expir(?:es|y\\s+date|ing|ation\\s+date|y)|renewal\\s+due)\\s*(?:on\\s+|:\\s*)?';
/** Danish and Norwegian 'gyldig til (den)', Swedish 'giltig till', a table's 'Gyldig til: 14.03.2027'; 'valable jusqu'au' (or 'jusqu'en' before a year), 'gültig bis (zum)', 'geldig tot (en met)', 'válido hasta el', 'valido fino al', 'scadenza', 'válido até (ao)', 'validade até', 'ważny do'. */
const FOREIGN_LEAD =
  "(?<![\\p{L}])(?:valable\\s+jusqu['’]\\s?(?:au|à|en)|valide\\s+jusqu['’]\\s?(?:au|à|en)|expire\\s+le|date\\s+d['’]expiration\\s*:?|g[üu]ltig\\s+bis(?:\\s+(?:zum|am))?|gilt\\s+bis(?:\\s+(?:zum|am))?|l[äa]uft\\s+(?:am\\s+|bis\\s+)?|ablaufdatum\\s*:?|geldig\\s+tot(?:\\s+en\\s+met)?|geldig\\s+t/m|verloopt\\s+op|v[áa]lid[oa]\\s+hasta(?:\\s+el)?|vigente\\s+hasta(?:\\s+el)?|caduca\\s+el|vence\\s+el|valid[oa]\\s+fino\\s+al?|in\\s+scadenza\\s+il|scadenza\\s*:?|scade\\s+il|(?:v[áa]lid[oa]s?|validade)\\s+at[ée](?:\\s+(?:ao|à|a))?|expira\\s+em|ważn[yae]\\s+do|termin\\s+ważności\\s*:?|obowiązuje\\s+do|giltig[t]?\\s+(?:till\\s+och\\s+med|till|t\\.o\\.m\\.)|gäller\\s+(?:till\\s+och\\s+med|till|t\\.o\\.m\\.)|utgår|förfallodatum\\s*:?|(?:gyldigt?|giltigt?)\\s+(?:til|till|indtil|t\\.o\\.m\\.?)(?:\\s+den)?\\s*:?|udløber(?:\\s+den)?|löper\\s+ut(?:\\s+den)?)\\s*";

const ISO_DATE = new RegExp(`(?:${ENGLISH_LEAD}|${FOREIGN_LEAD})(\\d{4})-(\\d{2})-(\\d{2})\\b`, 'iu');
const DAY_MONTH_YEAR = new RegExp(
  `${ENGLISH_LEAD}(\\d{1,2})${ORDINAL}\\s+${ENGLISH_MONTH}\\s+(\\d{4})\\b`,
  'i',
);
const MONTH_DAY_YEAR = new RegExp(
  `${ENGLISH_LEAD}${ENGLISH_MONTH}\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})\\b`,
  'i',
);
/** '31 mars 2027', '15 de mayo de 2027', '1 april 2027', '30. Juni 2027', '1er avril 2027'. */
const FOREIGN_DAY_MONTH_YEAR = new RegExp(
  `${FOREIGN_LEAD}(\\d{1,2})${ORDINAL}\\s+(?:de\\s+)?${ANY_MONTH}\\s+(?:de\\s+)?(\\d{4})(?!\\d)`,
  'iu',
);
/** '30.06.2027', '30/06/2027', '30-06-2027': day first after French, German, Dutch, Spanish or Italian wording. */
const FOREIGN_NUMERIC = new RegExp(`${FOREIGN_LEAD}(\\d{1,2})[./-](\\d{1,2})[./-](\\d{4})(?!\\d)`, 'iu');

/** '30/06/2027' or '06/30/2027' after English wording: read only when one number cannot be a month. */
const ENGLISH_NUMERIC = new RegExp(`${ENGLISH_LEAD}(\\d{1,2})[./-](\\d{1,2})[./-](\\d{4})(?!\\d)`, 'i');

/** 'valid until the end of 2026', 'gilt bis Ende 2026', 'valable jusqu'à fin 2026': the year's last day, as stated. */
const END_OF_YEAR = new RegExp(
  `(?:${ENGLISH_LEAD}|${FOREIGN_LEAD})(?:the\\s+)?(?:end\\s+of|Ende|fin|eind)\\s+(\\d{4})(?!\\d)`,
  'iu',
);

/**
 * 'valid until March 2027', 'geldig tot maart 2027', 'gültig bis März 2027', 'valable jusqu'en mars
 * 2027', 'válido hasta marzo de 2027', 'gültig bis 03/2027': the month alone, as YYYY-MM.
 */
const MONTH_YEAR = new RegExp(
  `(?:${ENGLISH_LEAD}|${FOREIGN_LEAD})(?:(?:the\\s+)?end\\s+of\\s+|Ende\\s+|fin\\s+|eind\\s+)?${ANY_MONTH}\\s+(?:de\\s+)?((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
const FOREIGN_MONTH_NUMERIC = new RegExp(`${FOREIGN_LEAD}(\\d{1,2})[./](\\d{4})(?!\\d|[./]\\d)`, 'iu');
const ENGLISH_MONTH_ONLY = new RegExp(`^${ENGLISH_MONTH}$`, 'i');

/** 'valid until 2027', 'valable jusqu'en 2027', 'gültig bis 2027', 'geldig tot 2027': the year alone. */
const YEAR_ONLY = new RegExp(`(?:${ENGLISH_LEAD}|${FOREIGN_LEAD})((?:19|20)\\d\\d)(?!\\d|[-/.]\\d)`, 'iu');

/** 'since' starts another date ('läuft seit 2018'), not an expiry. */
const SINCE = '(?:since|seit|depuis|sinds|desde|dal)\\b';
/** A word of a date after expiry wording ('31', 'March', 'the end of'). */
const DATE_WORD = `(?!${SINCE})[^\\s;]*\\s+`;

/**
 * Each expiry clause of a sentence, from its wording to the first year a few words after it
 * ('valid until 31 March 2027', 'gilt bis Ende 2026', 'valable jusqu'en 2027', 'gültig bis 30.06.2027'),
 * or to the clause's end when no year follows: the years in it say when a certificate ends, not when it
 * was awarded.
 */
const EXPIRY_CLAUSE = new RegExp(
  `(?:${ENGLISH_LEAD}|${FOREIGN_LEAD})(?!${SINCE})(?:(?:${DATE_WORD}){0,4}?[^\\s;]*?(?<!\\d)(?:19|20)\\d\\d(?!\\d)|[^.;,]*)`,
  'giu',
);

/** The sentence with each expiry clause blanked out, so that the years left are not expiry years. */
export function withoutExpiry(sentence: string): string {
  return sentence.replace(EXPIRY_CLAUSE, ' ');
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** The month a name spells (1–12), or 0 when it is no month's name. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((spellings) => spellings.includes(lower)) + 1;
}

const englishMonth = (name: string) => monthNumber(name.slice(0, 3));

const VALIDITY_HEADING = new RegExp(`^(?:${ENGLISH_LEAD}|${FOREIGN_LEAD})$`, 'iu');

/** A table column's heading that says its dates are expiry dates ('Valid until', 'Geldig tot', 'Gültig bis'). */
export function isValidityHeading(heading: string): boolean {
  return VALIDITY_HEADING.test(heading.replace(/\s+/g, ' ').trim());
}

export function validUntilFrom(sentence: string): string | null {
  const iso = ISO_DATE.exec(sentence);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DAY_MONTH_YEAR.exec(sentence);
  if (dmy) return isoDate(Number(dmy[3]), englishMonth(dmy[2] ?? ''), Number(dmy[1]));
  const mdy = MONTH_DAY_YEAR.exec(sentence);
  if (mdy) return isoDate(Number(mdy[3]), englishMonth(mdy[1] ?? ''), Number(mdy[2]));
  const foreign = FOREIGN_DAY_MONTH_YEAR.exec(sentence);
  if (foreign) {
    const month = monthNumber(foreign[2] ?? '');
    return month ? isoDate(Number(foreign[3]), month, Number(foreign[1])) : null;
  }
  const endOfYear = END_OF_YEAR.exec(sentence);
  if (endOfYear) return isoDate(Number(endOfYear[1]), 12, 31);
  const numeric = FOREIGN_NUMERIC.exec(sentence);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const english = ENGLISH_NUMERIC.exec(sentence);
  if (english) return unambiguousDate(Number(english[3]), Number(english[1]), Number(english[2]));
  const monthYear = MONTH_YEAR.exec(sentence);
  const name = monthYear?.[1] ?? '';
  const named = monthNumber(name) || (ENGLISH_MONTH_ONLY.test(name) ? englishMonth(name) : 0);
  if (monthYear && named) return yearMonth(Number(monthYear[2]), named);
  const numericMonth = FOREIGN_MONTH_NUMERIC.exec(sentence);
  if (numericMonth) return yearMonth(Number(numericMonth[2]), Number(numericMonth[1]));
  return YEAR_ONLY.exec(sentence)?.[1] ?? null;
}

/** 'YYYY-MM', or null for no month. */
function yearMonth(year: number, month: number): string | null {
  return month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : null;
}

/** A date written with two numbers of which only one can be the month (30/06 or 06/30); else null. */
function unambiguousDate(year: number, first: number, second: number): string | null {
  if (first > 12 && second <= 12) return isoDate(year, second, first);
  if (second > 12 && first <= 12) return isoDate(year, first, second);
  return null;
}
