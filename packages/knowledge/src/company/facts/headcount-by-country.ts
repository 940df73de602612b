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
