import { countryOf } from '../../extraction/country-names.js';
import { chooseFact } from './choose.js';
import { headcountStatements } from './headcount-fact.js';
import { NUMBER, readNumber } from './numbers.js';
import type { FactAnswer, FactPage, FactStatement } from './types.js';

/**
 * The countries whose national laws count employees in that country (the LkSG counts those in
 * Germany, the duty of vigilance those in France), with their names in the languages of our clients.
 */
const COUNTRY_NAMES = {
  DE: 'Deutschland|Germany|Allemagne|Duitsland|Germania|Alemania|Tyskland|Niemczech',
  FR: 'Frankreich|France|Frankrijk|Francia|Frankrike|Francji',
} as const;
export type HeadcountCountry = keyof typeof COUNTRY_NAMES;

const APPROXIMATELY = String.raw`(?:rund|etwa|ca\.|about|around|approx\.|some|environ|près de|circa|ongeveer|unos|cerca de)\s+`;
/** 'davon 985 in Deutschland', 'of whom 985 in Germany', 'dont 1 200 en France', 'di cui 310 in Francia'. */
const OF_WHOM = String.raw`(?:davon|hiervon|of whom|of which|including|dont|waarvan|di cui|de los cuales|de ellos|varav)`;

function clauseFor(country: HeadcountCountry): RegExp {
  return new RegExp(
    String.raw`\b${OF_WHOM}\s+(?:${APPROXIMATELY})?(${NUMBER})\s+(?:[\p{L}-]+\s+)?(?:in|en|i|w)\s+(?:der\s+|the\s+)?(?:${COUNTRY_NAMES[country]})\b`,
    'iu',
  );
}
const CLAUSES = Object.fromEntries(
  (Object.keys(COUNTRY_NAMES) as HeadcountCountry[]).map((country) => [country, clauseFor(country)]),
) as Record<HeadcountCountry, RegExp>;

/**
 * How many of its people the company employs in one country, from the sentence that states its
 * headcount ('2024 beschäftigten wir 1.240 Menschen, davon 985 in Deutschland'): only there, so a
 * share of customers or sites in a country ('1,240 customers, of whom 985 in Germany') is never read.
 */
export function headcountInCountry(
  pages: readonly FactPage[],
  thisYear: number,
  country: HeadcountCountry,
  companyName?: string,
): FactAnswer<number> | undefined {
  const statements: FactStatement<number>[] = [];
  for (const statement of headcountStatements(pages, thisYear, companyName)) {
    if (statement.locator !== 'sentence') continue;
    const written = CLAUSES[country].exec(statement.quote)?.[1];
    const count = written === undefined ? undefined : readNumber(written);
    if (count === undefined || !Number.isInteger(count) || count <= 0 || count > statement.value.count)
      continue;
    statements.push({ ...statement, value: count });
  }
  return chooseFact(statements);
}

/** One 'N in Country' of the clause: '985 in Deutschland', '255 en République tchèque'. */
const COUNTRY_ITEM = new RegExp(
  String.raw`^\s*(?:${APPROXIMATELY})?(${NUMBER})\s+(?:[\p{L}-]+\s+)?(?:in|en|i|w)\s+(?:der\s+|the\s+|la\s+|l[’']|le\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)`,
  'u',
);
/** Between the clause's items: a comma or 'and' in the languages of `OF_WHOM`. */
const ITEM_SEPARATOR = /^\s*(?:,|;|und|and|et|e|y|en|och|i|oraz|sowie)\s+/iu;

/** The country a name is, the longest reading first ('Czech Republic', then 'Czech'). */
function countryNamed(name: string): string | undefined {
  return countryOf(name) ?? countryOf(name.split(/\s+/)[0]!);
}

/**
 * Every country the 'of whom' clause of a headcount sentence names, with its count: 'davon 985 in
 * Deutschland und 255 in Tschechien' is DE 985 and CZ 255. The clause is read item by item and ends at
 * the first item that is not a count in a country ('davon 40 in der Verwaltung'); each country once,
 * and together no more than the headcount.
 */
export function headcountByCountryInSentence(
  quote: string,
  headcount: number,
): { country: string; count: number }[] {
  const start = new RegExp(String.raw`\b${OF_WHOM}\s+`, 'iu').exec(quote);
  if (!start) return [];
  let rest = quote.slice(start.index + start[0].length);
  const counts = new Map<string, number>();
  for (;;) {
    const item = COUNTRY_ITEM.exec(rest);
    const count = item ? readNumber(item[1]!) : undefined;
    const country = item ? countryNamed(item[2]!) : undefined;
    if (!item || !country || count === undefined || !Number.isInteger(count) || count <= 0) break;
    if (counts.has(country)) return [];
    counts.set(country, count);
    rest = rest.slice(item[0].length);
    const separator = ITEM_SEPARATOR.exec(rest);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total > headcount) return [];
  return [...counts].map(([country, count]) => ({ country, count }));
}
