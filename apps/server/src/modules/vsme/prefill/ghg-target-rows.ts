import { NUMBER, readNumber } from '@impact/knowledge';
import { basisOf, type TonnesTarget } from './ghg-target-tonnes.js';
import type { Page } from './none-statements.js';
import { fold } from './gender-rows.js';
import { pageRows } from './page-rows.js';

/**
 * A GHG reduction target as a table states it: a base-year row and a target row, each with its year and
 * its emissions in tonnes CO2e ('Base year 2022 | Value: 1 850 t CO2e', 'Target 2030 | Value: 1 073 t
 * CO2e', or 'Base year | Year: 2022 | Scope 1 and 2 emissions (t CO2e): 1,850'). The scopes are read
 * from the table's caption or headings ('Scope 1 and 2 reduction pathway'). The target year must not be
 * before the period's, and the target's emissions must be below the base year's.
 */

/** Row names (folded) of the base year and of the target. */
const BASE_ROW =
  /^(?:base(?:line)?(?: year)?|reference year|basisjahr|bezugsjahr|ausgangsjahr|basisjaar|referentiejaar|annee de (?:reference|base)|ano base|ano de referencia|anno (?:base|di riferimento))(?: \d{4})?(?: \w+){0,3}$/;
const TARGET_ROW =
  /^(?:target(?: year)?|goal|ziel(?:jahr|wert)?|doel(?:jaar|stelling)?|objectif|cible|objetivo|meta|obiettivo|target al)(?: \d{4})?(?: \w+){0,3}$/;
const YEAR = /\b(?:19|20)\d{2}\b/g;
const ONLY_YEAR = /^(?:19|20)\d{2}$/;
const TONNES_UNIT =
  /t\s*CO2|t\s*CO₂|tonnes? (?:of )?CO2|Tonnen CO2|toneladas (?:de )?CO2|tonnellate (?:di )?CO2/iu;
const SCOPES_WORDS =
  /(?:scopes?|alcances?|ambit[oi])[\s-]*(1|2|3)(?:\D{1,12}?(1|2|3))?(?:\D{1,12}?(1|2|3))?/iu;

interface TargetRow {
  line: string;
  year: number;
  tonnes: number;
}

/** The row's one year (in its name or a cell) and its one figure in tonnes CO2e (by its cell or heading). */
function readRow(label: string, cells: readonly { heading: string; value: string }[], caption: string) {
  const years = [
    ...new Set([label, ...cells.map((cell) => cell.value)].flatMap((text) => text.match(YEAR) ?? [])),
  ];
  if (years.length !== 1) return undefined;
  const figures = cells.flatMap((cell) => {
    if (ONLY_YEAR.test(cell.value.trim())) return [];
    const inTonnes = TONNES_UNIT.test(cell.value) || TONNES_UNIT.test(`${cell.heading} ${caption}`);
    const figure = new RegExp(String.raw`^(${NUMBER})\b`).exec(cell.value.trim());
    const tonnes = inTonnes && figure ? readNumber(figure[1]!) : undefined;
    return tonnes === undefined ? [] : [tonnes];
  });
  return figures.length === 1 ? { year: Number(years[0]), tonnes: figures[0]! } : undefined;
}

export interface RowsTarget extends TonnesTarget {
  page: Page;
  /** The two rows, quoted. */
  lines: [string, string];
}

/** The first base-year and target pair of rows a page's tables state. */
export function targetRowsOf(pages: readonly Page[], periodYear: number): RowsTarget | undefined {
  for (const page of pages) {
    let base: TargetRow | undefined;
    let context = '';
    for (const row of pageRows(page)) {
      const label = fold(row.label);
      const caption = row.caption;
      const read = readRow(label, row.cells, caption);
      if (!read) continue;
      if (BASE_ROW.test(label)) {
        base = { line: row.line, ...read };
        context = `${caption} ${row.cells.map((cell) => cell.heading).join(' ')}`;
        continue;
      }
      if (!base || !TARGET_ROW.test(label)) continue;
      if (read.year < periodYear || read.year <= base.year || !(read.tonnes < base.tonnes)) continue;
      const scopes = SCOPES_WORDS.exec(context);
      return {
        page,
        lines: [base.line, row.line],
        baseYear: base.year,
        targetYear: read.year,
        percent: undefined,
        scopes: scopes
          ? [...new Set(scopes.slice(1).filter((scope): scope is string => scope !== undefined))].toSorted()
          : [],
        basis: basisOf(context),
        baseTonnes: base.tonnes,
        targetTonnes: read.tonnes,
      };
    }
  }
  return undefined;
}
