import { readNumber } from '@impact/knowledge';
import { found, keep, missingWithNote, type Findings } from './finding.js';
import type { CiteSentence, Page } from './none-statements.js';

/**
 * B8's employees by gender from a key-figures row of the company's own pages, as the page text holds a
 * table row (its label, then each value after its column's heading): 'Women | Unit: number | 2025: 84 |
 * 2024: 74', 'Female employees (headcount) | 2025: 112', 'Employees women / men | 2025: 112 / 198'. The
 * value under the report's year is found, with the row as its quote; a row of other years only leaves
 * a note. A share (a '%' unit or value), a full-time equivalent, or a part of the workforce (management,
 * the board, new hires) is never read as a headcount.
 */

const FEMALE = 'NumberOfFemaleEmployees';
const MALE = 'NumberOfMaleEmployees';

const WOMEN_WORDS = String.raw`women|woman|female|females|frauen|weiblich|mitarbeiterinnen|femmes|donne|mujeres|vrouwen|mulheres`;
const MEN_WORDS = String.raw`men|man|male|males|manner|mannlich|hommes|uomini|hombres|mannen|homens`;
/** Words that may stand beside the gender in a row's name: 'Female employees', 'Employees – women'. */
export const STAFF = String.raw`employees|employee|staff|workers|workforce|headcount|people|persons|mitarbeitende|mitarbeiter|beschaftigte|salaries|collaborateurs|dipendenti|empleados|medewerkers|colaboradores|number of|anzahl|nombre de|numero di|numero de|aantal|of which|thereof|davon|dont|di cui|waarvan|de los cuales`;
/** A bracket or trailing word that only says the row counts people. */
export const COUNT_NOTE = String.raw`headcount|number|count|persons|people|n|nr|no|anzahl|nombre|numero|aantal`;

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[()[\],:;–—-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const AROUND = `${STAFF}|${COUNT_NOTE}`;
/** A row name of one gender, with nothing else than words for staff or counting around it. */
const only = (gender: string) =>
  new RegExp(String.raw`^(?:(?:${AROUND}) )*(?:${gender})(?: (?:${AROUND}))*$`);
const WOMEN_ROW = only(WOMEN_WORDS);
const MEN_ROW = only(MEN_WORDS);
/** 'Employees women / men', 'Women/men': both genders, their values in the same order. */
const BOTH_ROW = new RegExp(
  String.raw`^(?:(?:${AROUND}) )*(?:(${WOMEN_WORDS}) ?/ ?(?:${MEN_WORDS})|(${MEN_WORDS}) ?/ ?(?:${WOMEN_WORDS}))(?: (?:${AROUND}))*$`,
);

const UNIT_HEADING = /^(?:unit|units|einheit|unite|eenheid|unidad|unita|unidade|u\.?m\.?)$/;
const COUNT_UNIT =
  /^(?:|number|headcount|count|persons|people|employees|n|nr|no|#|anzahl|personen|nombre|personnes|numero|persone|personas|aantal|pessoas)\.?$/;
const COUNT = /^\d{1,3}(?:[,. \u00a0\u202f]\d{3})*$|^\d+$/;

interface Row {
  line: string;
  label: string;
  unit: string;
  /** The value under each year's column. */
  years: Map<number, string>;
}

/** A page line as a table row, or undefined when it is not one ('Label | 2025: 84 | 2024: 74'). */
function rowOf(line: string): Row | undefined {
  const cells = line.split(' | ').map((cell) => cell.trim());
  if (cells.length < 2) return undefined;
  const years = new Map<number, string>();
  let unit = '';
  for (const cell of cells.slice(1)) {
    const match = /^(.+?):\s*(.+)$/.exec(cell);
    if (!match) continue;
    const heading = fold(match[1]!);
    if (UNIT_HEADING.test(heading)) {
      unit = fold(match[2]!);
      continue;
    }
    const named = heading.match(/\b(?:19|20)\d{2}\b/g) ?? [];
    if (named.length === 1 && /^(?:fy ?|year |jahr |annee |anno |ano )?\d{4}$/.test(heading))
      years.set(Number(named[0]), match[2]!.trim());
  }
  return years.size > 0 ? { line, label: fold(cells[0]!), unit, years } : undefined;
}

/** A whole number of people, never a share. */
export function countIn(value: string, unit: string): number | undefined {
  if (value.includes('%') || !COUNT_UNIT.test(unit)) return undefined;
  if (!COUNT.test(value)) return undefined;
  const count = readNumber(value);
  return count !== undefined && Number.isInteger(count) ? count : undefined;
}

/** The counts a row states for each gender, by year. */
function countsOf(row: Row): { datapoint: string; year: number; count: number }[] {
  const label = row.label;
  const out: { datapoint: string; year: number; count: number }[] = [];
  for (const [year, value] of row.years) {
    if (WOMEN_ROW.test(label) || MEN_ROW.test(label)) {
      const count = countIn(value, row.unit);
      if (count !== undefined) out.push({ datapoint: WOMEN_ROW.test(label) ? FEMALE : MALE, year, count });
      continue;
    }
    const both = BOTH_ROW.exec(label);
    const pair = /^([\d.,\s\u00a0\u202f]+?)\s*\/\s*([\d.,\s\u00a0\u202f]+)$/.exec(value);
    if (!both || !pair) continue;
    const first = countIn(pair[1]!.trim(), row.unit);
    const second = countIn(pair[2]!.trim(), row.unit);
    if (first === undefined || second === undefined) continue;
    const [women, men] = both[1] ? [first, second] : [second, first];
    out.push({ datapoint: FEMALE, year, count: women }, { datapoint: MALE, year, count: men });
  }
  return out;
}

export function genderRowFindings(
  pages: readonly Page[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const stated = pages.flatMap((page) =>
    page.content.split('\n').flatMap((line) => {
      const row = rowOf(line.trim());
      return row ? countsOf(row).map((count) => ({ ...count, page, row })) : [];
    }),
  );
  for (const datapoint of [FEMALE, MALE]) {
    const ofDatapoint = stated.filter((entry) => entry.datapoint === datapoint);
    const inPeriod = ofDatapoint.find((entry) => entry.year === periodYear);
    if (inPeriod) {
      keep(
        findings,
        found(datapoint, inPeriod.count, {
          unit: 'headcount',
          sources: [cite(inPeriod.page, inPeriod.row.line)],
          periodYear,
          method: {
            kind: 'evidence-metric',
            description: `Key-figures row for ${periodYear}: “${inPeriod.row.line}”`,
          },
        }),
      );
      continue;
    }
    const other = ofDatapoint.toSorted((a, b) => b.year - a.year)[0];
    if (other)
      keep(
        findings,
        missingWithNote(
          datapoint,
          `Not stated for ${periodYear}. A key-figures row states ${other.count} for ${other.year}: “${other.row.line}” (${other.page.url}).`,
          periodYear,
        ),
      );
  }
}
