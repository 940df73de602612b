/**
 * The expiry date a sentence states for a certificate ('valid until 31 March 2027', 'expires on
 * 2027-03-31'), as YYYY-MM-DD. Numeric dates like 03/04/2027 are left out: day and month order is
 * ambiguous, and an unknown stays unknown (null), never a guess.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';
const ORDINAL = '(?:st|nd|rd|th)?';
const LEAD =
  '\\b(?:valid\\s+(?:until|through|till|to)|expir(?:es|y\\s+date|ing|ation\\s+date|y)|renewal\\s+due)\\s*(?:on\\s+|:\\s*)?';

const ISO_DATE = new RegExp(`${LEAD}(\\d{4})-(\\d{2})-(\\d{2})\\b`, 'i');
const DAY_MONTH_YEAR = new RegExp(`${LEAD}(\\d{1,2})${ORDINAL}\\s+${MONTH}\\s+(\\d{4})\\b`, 'i');
const MONTH_DAY_YEAR = new RegExp(`${LEAD}${MONTH}\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})\\b`, 'i');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

export function validUntilFrom(sentence: string): string | null {
  const iso = ISO_DATE.exec(sentence);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DAY_MONTH_YEAR.exec(sentence);
  if (dmy) return isoDate(Number(dmy[3]), monthNumber(dmy[2] ?? ''), Number(dmy[1]));
  const mdy = MONTH_DAY_YEAR.exec(sentence);
  if (mdy) return isoDate(Number(mdy[3]), monthNumber(mdy[1] ?? ''), Number(mdy[2]));
  return null;
}
