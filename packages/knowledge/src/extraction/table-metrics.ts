import { rowLocator, type StructuredDocument, type TableBlock, type TableRow } from '@impact/contracts';
import { bracketUnit, hoursUnit, labelWithoutUnit, readUnit, topicOfUnit } from './metric-units.js';
import {
  activityUnit,
  endsWithMaterialUse,
  headcountUnit,
  isSomeoneElses,
  isUnitHeading,
  statesChange,
  foldText,
  statesTarget,
  topicOf,
} from './metric-topics.js';
import { formatStatedNumber, readStatedNumber, withoutFootnoteMarks } from './stated-number.js';
import type { DocumentMetric } from './document-metric.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { findYears, headingYear } from './years.js';

/**
 * Metrics from a key-figures table: one per indicator and year. Three layouts are read: years as
 * columns (indicators down the side, units in the label, a unit column or the header), years as rows
 * (indicators across the header, units in its cells) and label–value tables (a definition list, KPI
 * cards) dated by their caption or the heading above. A row or column that states a target, a change
 * between years or someone else's figure (an industry, a market, a parent) is left out, and so is a
 * row whose label names no topic the extractor knows.
 */

export interface TableContext {
  document: StructuredDocument;
  /** Language the table's figures are written in ('nl': '1.234,5'). */
  language: string;
  /** The latest year a figure may carry (the year the document was read); later ones are targets. */
  latestYear: number;
}

const YEAR_ONLY = /^\s*(?:FY\s?)?'?(?:19|20)\d{2}(?:\s?[/–-]\s?'?\d{2,4})?\s*[*†¹²³]*\s*$/i;

const cellText = (row: TableRow | undefined, column: number) =>
  (row?.cells[column]?.text ?? '').replace(/\s+/g, ' ').trim();

const spansWholeRow = (row: TableRow) =>
  row.cells.length > 2 && row.cells.every((cell) => cell.text === row.cells[0]?.text);

/** Each column's heading: the distinct texts of the header rows above it, outermost first. */
function columnHeadings(block: TableBlock, headerRows: number): string[] {
  const columns = block.rows[0]?.cells.length ?? 0;
  return Array.from({ length: columns }, (_, column) => {
    const parts: string[] = [];
    for (const row of block.rows.slice(0, headerRows)) {
      // A header cell merged across the whole table ('Ambiente') names a section, not a column.
      if (spansWholeRow(row)) continue;
      const text = cellText(row, column);
      if (text && !parts.includes(text)) parts.push(text);
    }
    return parts.join(' ');
  });
}

/** The one reporting year a heading names ('2025', 'FY2025/26', 'Actual 2024'), else undefined. */
function yearOfHeading(text: string): number | undefined {
  if (!text || statesTarget(text) || statesChange(text) || isSomeoneElses(text)) return undefined;
  const years = new Set(
    findYears(text)
      .filter((m) => m.role !== 'target' && m.role !== 'comparison' && m.role !== 'other')
      .map((m) => m.year),
  );
  return years.size === 1 ? [...years][0] : undefined;
}

/** The row's text as the table shows it, cells left to right, a merged cell once. */
export function rowText(row: TableRow): string {
  const parts: string[] = [];
  for (const cell of row.cells) {
    const text = cell.text.replace(/\s+/g, ' ').trim();
    if (text && parts.at(-1) !== text) parts.push(text);
  }
  return parts.join(' | ');
}

/** The year of the heading or caption nearest above the table that names one. */
function contextYear(block: TableBlock): number | undefined {
  const captionYear = block.caption ? headingYear(block.caption) : undefined;
  if (captionYear !== undefined) return captionYear;
  for (const heading of block.locator.headingPath.toReversed()) {
    const year = headingYear(heading);
    if (year !== undefined) return year;
  }
  return undefined;
}

/**
 * The unit a table's title states for all its figures ('Tabel 1 – Broeikasgasemissies (ton CO2-eq)',
 * 'Key figures (€ million)'): in the caption's brackets, else in those of the heading just above.
 */
function titleUnit(block: TableBlock): string | undefined {
  const title = block.caption ?? block.locator.headingPath.at(-1);
  // 'Key figures in EUR m', 'Nøgletal i DKK m': the unit after 'in' ends the title; the corner cell
  // over the labels may state it instead ('DKK m | 2025 | 2024').
  const after = title ? /\s(?:in|i|en|im)\s+(\S.{0,14})$/u.exec(title)?.[1] : undefined;
  return (
    (title ? bracketUnit(title) : undefined) ??
    (after ? bareUnit(after) : undefined) ??
    bareUnit(cellText(block.rows[0], 0))
  );
}

/** Whether a title's unit can be a row's: the unit measures what the row's topic is counted in. */
function unitFitsTopic(unit: string, topic: string): boolean {
  if (unit.endsWith('CO2e')) return topic === 'Emissions';
  if (/(?:Wh|J)$/.test(unit)) return topic === 'Energy';
  if (/m³|litres|^ML$/.test(unit)) return topic === 'Water';
  if (/^(?:EUR|GBP|USD|DKK|SEK|NOK|CHF)\b/.test(unit)) return topic === 'Financial';
  if (/^(?:t|kt)$/.test(unit)) return ['Waste', 'Materials', 'Packaging', 'Production'].includes(topic);
  return false;
}

const CHANGE_IN_CELL = /^\s*[+±]\s?\d/;
/** A score that runs from −100 to +100 and is written with its sign: an (employee) Net Promoter Score. */
const SIGNED_SCORE = /\b(?:e?NPS|net promoter score)\b/i;
const CURRENCY_BEFORE: readonly [RegExp, string][] = [
  [/(?:€|\bEUR)\s*$/i, 'EUR'],
  [/(?:£|\bGBP)\s*$/i, 'GBP'],
  [/(?:\$|\bUSD)\s*$/i, 'USD'],
  [/\b(DKK|SEK|NOK|CHF)\s*$/i, ''],
];

/** '€38.2 million': the currency written before the figure (its scale is already in the value). */
function currencyBefore(before: string): string | undefined {
  for (const [pattern, code] of CURRENCY_BEFORE) {
    const match = pattern.exec(before);
    if (match) return code || (match[1] ?? '').toUpperCase();
  }
  return undefined;
}

/** A quantity a label can state per something ('Emissionen je Sendung', 'Water per guest night'). */
const PHYSICAL_UNIT = /(?:CO2e|Wh|J|m³|litres|^ML|^(?:t|kt|kg))$/;
// A denominator takes no article: 'por la flota', 'par le parc', 'per la flotta' say by or for whom
// ('Gasóleo consumido por la flota'), not what the figure is per.
const PER_IN_LABEL =
  /\b(?:per|je|pro|par|pour|ogni|por)\s+(?!\d)(?!(?:year|jahr|jaar|an|annee|année|anno|año|ano)\b)(?!(?:the|la|el|los|las|le|les|lo|il|gli|der|die|das|den|het|de|nuestr[oa]s?|notre|nos|our|unser\w*|nostr[oaie])\s)(\p{L}[\p{L} -]{1,30}?)\s*$/iu;

/**
 * A physical unit stated without its denominator, in a row whose label states one: 'Emissionen je
 * Sendung' in 'kg CO2e' is 'kgCO2e/Sendung', not kilograms of the company's emissions.
 */
function perLabel(unit: string | undefined, label: string): string | undefined {
  if (!unit || unit.includes('/') || /\bper\b/.test(unit) || !PHYSICAL_UNIT.test(unit)) return unit;
  const per = PER_IN_LABEL.exec(label)?.[1];
  return per && !endsWithMaterialUse(per) ? `${unit}/${per}` : unit;
}

/** 'di cui gas naturale', 'davon Erdgas', 'of which natural gas': the part a row names, capitalised. */
const OF_WHICH =
  /^(?:of which|thereof|di cui|davon|dont|waarvan|de los cuales|de las cuales|de ellos|de ellas|dos quais|das quais|do qual|da qual|z toho|z čehož)\s*:?\s+/iu;

/** A row that totals the rows above it, in the languages read. */
const TOTAL_ROW =
  /^(?:total(?:e|es)?|totaal|gesamt|insgesamt|summe|total général|totale complessivo|total geral|celkem|i alt|totalt)$/iu;

function withoutOfWhich(label: string): string {
  const part = label.replace(OF_WHICH, '');
  return part === label ? label : part.charAt(0).toLocaleUpperCase() + part.slice(1);
}

interface Figure {
  label: string;
  /** A section row above the figure ('Water'), read when the label alone names no topic. */
  section?: string;
  cell: string;
  unit?: string;
  /** The unit the label column's heading states for every row ('Greenhouse-gas emissions (tCO2e)'). */
  stubUnit?: string;
  year: number;
  row: number;
}

/**
 * A row that names only a group of the people its section counts: a type of contract ('CDI',
 * 'Unbefristet', 'Contratto a tempo indeterminato') or a gender ('Donne', 'Men'). Folded, whole.
 */
const CONTRACT_GROUP =
  /^(?:(?:employees on |staff on )?(?:permanent|temporary|fixed[- ]term)(?: contracts?| employees| staff)?|cdi|cdd|(?:salaries en )?(?:cdi|cdd)|(?:contrats? )?(?:a|en) duree (?:in)?determinee|unbefristete?n?(?: vertrage| beschaftigte| arbeitsvertrage)?|befristete?n?(?: vertrage| beschaftigte| arbeitsvertrage)?|(?:contratt[oi] )?a tempo (?:in)?determinato|(?:contratos? )?(?:indefinidos?|temporal(?:es)?)|(?:vaste?|tijdelijke?) (?:arbeids)?contract(?:en)?|(?:contract(?:en)? )?(?:voor )?(?:on)?bepaalde tijd)$/;
const GENDER_GROUP =
  /^(?:women|men|female|male|females|males|frauen|manner|weiblich|mannlich|femmes|hommes|donne|uomini|mujeres|hombres|vrouwen|mannen|mulheres|homens)$/;

/**
 * Whether a row that names a group of people is read as a part of its section ('Ore medie di
 * formazione: Donne', 'Salariés au 31 décembre: CDI'). A gender under a headcount keeps its own name
 * ('Donne' under 'Dipendenti al 31 dicembre' is the count of women, as before).
 */
function groupOfSection(label: string, section: string | undefined): boolean {
  if (!section) return false;
  const folded = foldText(label)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (CONTRACT_GROUP.test(folded)) return headcountUnit(section) === 'employees';
  return GENDER_GROUP.test(folded) && hoursUnit(section) !== undefined;
}

function metricOf(figure: Figure, block: TableBlock, context: TableContext): DocumentMetric | undefined {
  const { label, section, cell, year } = figure;
  if (year > context.latestYear) return undefined;
  if (statesTarget(label) || isSomeoneElses(label) || statesChange(label)) return undefined;
  // A row whose unit says what it is ('por millón de horas trabajadas') needs no topic word in its label.
  // A row of one group of people ('CDI', 'Donne') under a section is that section's figure for the group.
  const ownTopic = groupOfSection(label, section) ? undefined : (topicOf(label) ?? topicOfUnit(figure.unit));
  const topic = ownTopic ?? (section ? topicOf(section) : undefined);
  if (!topic) return undefined;
  const number = readStatedNumber(cell, context.language);
  // '+4%', '−22% vs 2024' in a figure's cell states a change, not the figure; a Net Promoter Score is
  // written with its sign ('+31') and is the figure itself.
  const signedScore = SIGNED_SCORE.test(label);
  if (!number || (CHANGE_IN_CELL.test(cell) && !signedScore) || statesChange(cell)) return undefined;
  const stated =
    figure.unit ??
    readUnit(withoutFootnoteMarks(cell).slice(number.end)) ??
    currencyBefore(cell.slice(0, number.start)) ??
    hoursUnit(label) ??
    // 'Uomini' under 'Ore medie di formazione' is counted in the section's hours.
    (!ownTopic && section ? hoursUnit(section) : undefined) ??
    (Number.isInteger(number.value)
      ? (headcountUnit(label) ??
        // 'Totale' under 'Dipendenti al 31 dicembre' counts employees as its section does.
        // A section in shares ('Salariés au 31 décembre (%)') counts no one.
        (!ownTopic && section && bracketUnit(section) !== '%' ? headcountUnit(section) : undefined) ??
        activityUnit(label))
      : undefined) ??
    [figure.stubUnit, titleUnit(block)].find((title) => title !== undefined && unitFitsTopic(title, topic));
  // An activity row counts overnight stays; 'Overnight stays per room (%)' or their revenue is another figure.
  if (topic === 'Business activity' && stated !== activityUnit(label)) return undefined;
  const bare = withoutOfWhich(labelWithoutUnit(label) || label);
  // Hours in a unit cell beside 'Heures de formation par salarié' are per head: the label says so.
  const unit = perLabel(stated === 'h' ? (hoursUnit(label) ?? stated) : stated, bare);
  // A total row is the section's own figure: 'Totale' under 'Dipendenti al 31 dicembre' counts the employees.
  const named =
    ownTopic || !section
      ? bare
      : TOTAL_ROW.test(bare)
        ? labelWithoutUnit(section)
        : `${labelWithoutUnit(section)}: ${bare}`;
  // 'Medewerkers (fte)' keeps saying FTE once its unit is taken out of the name.
  const name = unit === 'FTE' && !/\b(?:fte|full[- ]time)/i.test(named) ? `${named} (FTE)` : named;
  const amount = `${signedScore && /^\s*\+/u.test(cell) ? '+' : ''}${formatStatedNumber(number)}`;
  const value = unit === '%' ? `${amount}%` : unit ? `${amount} ${unit}` : amount;
  const row = block.rows[figure.row];
  if (!row) return undefined;
  return {
    name: name.slice(0, 200),
    category: topic,
    value,
    ...(unit ? { unit } : {}),
    year,
    label: 'Self-reported',
    quote: rowText(row).slice(0, 1000),
    locator: rowLocator(context.document, block, figure.row),
    method: 'extraction',
    knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
  };
}

/** A founding or opening year ('Founded | 2009'): a fact row a reader may take for a header. */
const FOUNDED =
  /\b(?:founded|established|since|opgericht|sinds|gegr(?:u|ü)ndet|seit|fond(?:e|é)e?|cr(?:e|é)(?:e|é)e?|fundad[ao]|desde|fondat[ao]|dal)\b/i;

/**
 * The columns whose heading is a reporting year. One year column alone must be headed by the year
 * itself ('2025'), so a label–value table whose first row is 'Founded | 2009, Valencia' is not one.
 */
function yearColumnsOf(headings: string[]): { column: number; year: number }[] {
  if (FOUNDED.test(headings[0] ?? '')) return [];
  const columns = headings.flatMap((heading, column) => {
    const year = yearOfHeading(heading);
    return year === undefined ? [] : [{ column, year }];
  });
  if (columns.length === 1 && !YEAR_ONLY.test(headings[columns[0]!.column] ?? '')) return [];
  return columns;
}

/** Header rows: as the reader marked them, else a first row that holds years. */
function headerRowsOf(block: TableBlock): number {
  if (block.headerRows > 0) return block.headerRows;
  const first = block.rows[0];
  return first?.cells.some((cell) => yearOfHeading(cell.text) !== undefined) ? 1 : 0;
}

/**
 * A table whose corner cell is empty ('Ore medie di formazione' printed above '| 2025 | 2024', then
 * 'Uomini | 14,2 | 12,0'): its title (the caption, else the heading just above) says what the rows
 * count when it names people or their hours of training, as a corner cell would.
 */
function peopleTitle(block: TableBlock, above: string | undefined): string | undefined {
  // A paragraph above is a title when short and no sentence ('… as follows.').
  const paragraph = above && above.length <= 90 && !/[.:;!?]\s*$/u.test(above) ? above : undefined;
  const title = (block.caption ?? paragraph ?? block.locator.headingPath.at(-1))?.replace(/\s+/g, ' ').trim();
  if (!title || title.length > 90 || topicOf(title) !== 'Workforce') return undefined;
  if (statesTarget(title) || statesChange(title) || isSomeoneElses(title)) return undefined;
  return headcountUnit(title) === 'employees' || hoursUnit(title) !== undefined ? title : undefined;
}

/** Years across the header: every body row is an indicator, every year column one figure. */
function* yearColumnFigures(
  block: TableBlock,
  headings: string[],
  headerRows: number,
  above: string | undefined,
): Generator<Figure> {
  const yearColumns = yearColumnsOf(headings);
  const firstYearColumn = yearColumns[0]?.column ?? 0;
  const unitColumn = headings.findIndex(isUnitHeading);
  const headingUnit = unitInHeadingOnly(block, headings, headerRows, firstYearColumn);
  const labelColumns = headings
    .map((_, column) => column)
    .filter((column) => column < firstYearColumn && column !== unitColumn && column !== headingUnit?.column);
  const stubUnit = bracketUnit(headings[labelColumns[0] ?? -1] ?? '');
  // The corner cell over the labels may name the people every row counts ('Dipendenti al 31 dicembre |
  // 2023 | 2024' over 'Uomini', 'Donne', 'Totale'): the section of the rows until a section row says
  // otherwise. Only a workforce corner: under 'Emissionen', a 'Dienstreisen' row is a part of Scope 3
  // that does not say so, no indicator of its own.
  const corner = headerRows > 0 ? (headings[labelColumns[0] ?? -1] ?? '') : '';
  let section: string | undefined =
    (corner && topicOf(corner) === 'Workforce' ? corner : undefined) ??
    (corner ? undefined : peopleTitle(block, above));
  // The last row that is no part of another: an 'of which' row under it is its part ('Rifiuti prodotti'
  // over 'di cui avviati a recupero | % | 98,2').
  let whole: string | undefined;
  for (let r = headerRows; r < block.rows.length; r += 1) {
    const row = block.rows[r];
    const label = [...new Set(labelColumns.map((column) => cellText(row, column)).filter(Boolean))].join(' ');
    const hasFigure = yearColumns.some(({ column }) => /\d/.test(cellText(row, column)));
    if (!hasFigure) {
      // A row with a label and no figures names the section of the rows under it.
      if (label) section = label;
      continue;
    }
    const partOf = OF_WHICH.test(label) ? whole : undefined;
    if (!partOf) whole = label;
    const unit =
      (unitColumn >= 0 ? readUnit(cellText(row, unitColumn)) : undefined) ??
      bracketUnit(label) ??
      readUnit(/,\s*([^,]{1,25})$/.exec(label)?.[1] ?? '') ??
      headingUnit?.unit;
    for (const { column, year } of yearColumns) {
      const columnUnit = unit ?? bracketUnit(headings[column] ?? '');
      const within = section ?? partOf;
      yield {
        label,
        ...(within ? { section: within } : {}),
        cell: cellText(row, column),
        ...(columnUnit ? { unit: columnUnit } : {}),
        ...(stubUnit ? { stubUnit } : {}),
        year,
        row: r,
      };
    }
  }
}

/**
 * A unit set as the heading of a column left empty before the years ('Emissionen | t CO2e | 2024 |
 * 2023', as a word processor's table often sets it): the unit of every row that states none itself.
 */
function unitInHeadingOnly(
  block: TableBlock,
  headings: readonly string[],
  headerRows: number,
  firstYearColumn: number,
): { column: number; unit: string } | undefined {
  for (let column = 1; column < firstYearColumn; column += 1) {
    const unit = bareUnit(headings[column] ?? '');
    const empty = block.rows.slice(headerRows).every((row) => cellText(row, column) === '');
    if (unit && empty) return { column, unit };
  }
  return undefined;
}

/** Years down the side: every column is an indicator (its unit in its heading), every row a year. */
function* yearRowFigures(block: TableBlock, headings: string[], headerRows: number): Generator<Figure> {
  for (let r = headerRows; r < block.rows.length; r += 1) {
    const row = block.rows[r];
    const yearText = cellText(row, 0);
    const year = YEAR_ONLY.test(yearText) ? yearOfHeading(yearText) : undefined;
    if (year === undefined) continue;
    for (let column = 1; column < headings.length; column += 1) {
      const heading = headings[column] ?? '';
      const unit = bracketUnit(heading) ?? readUnit(/,\s*([^,]{1,25})$/.exec(heading)?.[1] ?? '');
      yield { label: heading, cell: cellText(row, column), ...(unit ? { unit } : {}), year, row: r };
    }
  }
}

const STARTS_WITH_FIGURE = /^[(+\-–−]?\s?(?:[$€£]|ca\.|approx\.|rund|environ|circa)?\s?\d/i;

/**
 * Whether a two-column table puts its figures first: key-figure tiles show the value above its label
 * ('118 Mio. € | Umsatz'), so most rows start with a figure and their second cell holds none.
 */
function valuesFirst(block: TableBlock): boolean {
  if ((block.rows[0]?.cells.length ?? 0) !== 2) return false;
  const valueFirst = block.rows.filter(
    (row) => STARTS_WITH_FIGURE.test(cellText(row, 0)) && !STARTS_WITH_FIGURE.test(cellText(row, 1)),
  ).length;
  return valueFirst * 2 > block.rows.length;
}

/**
 * A year after 'since', 'seit', 'depuis', 'sinds', 'desde', 'dal' or 'compared with' is the base of a
 * change ('−18 % d’émissions depuis 2022'), not the year of the figure.
 */
const SINCE_BEFORE =
  /\b(?:since|from|compared (?:to|with)|vs\.?|versus|seit|gegen(?:ü|u)ber|sinds|t\.o\.v\.|ten opzichte van|depuis|par rapport (?:à|a)|desde|frente a|dal|dall['’]|rispetto al)\s*(?:(?:the|dem|het|l['’]|le|el|il)\s*)?(?:(?:year|jahr|jaar|année|annee|año|ano|anno)\s*)?$/i;

/**
 * A tile's label, when the tile shows the figure first: the words after the figure join the label when
 * the label alone names no topic ('212 salariés' over 'engagés au quotidien').
 */
function tileLabel(cell: string, label: string): string {
  if (topicOf(label)) return label;
  const number = readStatedNumber(cell, 'en');
  const words = number ? cell.slice(number.end).trim() : '';
  return /\p{L}{3}/u.test(words) ? `${words} ${label}` : label;
}

/** A cell that states a unit and nothing else ('MWh', 't CO2e', 'Mio. Liter'); 'CO2' is no figure. */
function bareUnit(text: string): string | undefined {
  if (text.length > 30 || /\d/.test(text.replace(/CO\s?2|m[23]\b/gi, ''))) return undefined;
  return readUnit(text);
}

/**
 * The unit of a label–value row that a cell of its own states ('Energieverbrauch | 41.280 | MWh', a
 * key-figures grid with label, value and unit in sibling divs), when the value's cell states none.
 */
function unitBeside(row: TableRow | undefined, cell: string, taken: number[]): string | undefined {
  const number = readStatedNumber(cell, 'en');
  if (!row || !number || readUnit(withoutFootnoteMarks(cell).slice(number.end))) return undefined;
  for (let column = 0; column < row.cells.length; column += 1) {
    if (taken.includes(column)) continue;
    const unit = bareUnit(cellText(row, column));
    if (unit) return unit;
  }
  return undefined;
}

/** Label beside value, dated by the label itself, the caption or the heading above. */
function* labelValueFigures(block: TableBlock, headings: string[], headerRows: number): Generator<Figure> {
  const dated = contextYear(block);
  const flipped = valuesFirst(block);
  const labelColumn = flipped ? 1 : 0;
  const valueColumn = flipped
    ? 0
    : headings.findIndex(
        (heading, column) =>
          column > 0 && !statesChange(heading) && !statesTarget(heading) && !isSomeoneElses(heading),
      );
  if (valueColumn < 0) return;
  // A reader may take a first row of label and figure for a header; it is the first figure.
  const firstRow = /\d/.test(cellText(block.rows[0], valueColumn)) ? 0 : headerRows;
  for (let r = firstRow; r < block.rows.length; r += 1) {
    const row = block.rows[r];
    const cell = cellText(row, valueColumn);
    const label = flipped ? tileLabel(cell, cellText(row, labelColumn)) : cellText(row, labelColumn);
    const ownYears = new Set(
      findYears(label)
        .filter((m) => m.role !== 'target' && m.role !== 'comparison' && m.role !== 'other')
        .filter((m) => !SINCE_BEFORE.test(label.slice(0, m.start)))
        .map((m) => m.year),
    );
    const year = ownYears.size === 1 ? [...ownYears][0] : ownYears.size === 0 ? dated : undefined;
    if (year === undefined) continue;
    const unit = bracketUnit(label) ?? unitBeside(row, cell, [labelColumn, valueColumn]);
    yield { label, cell, ...(unit ? { unit } : {}), year, row: r };
  }
}

/** Every metric one table states. Linear in its cells, so the largest table the reader keeps is quick. */
export function metricsFromTable(
  block: TableBlock,
  context: TableContext,
  /** The paragraph just above the table, which may be its title. */
  above?: string,
): DocumentMetric[] {
  if (block.rows.length === 0) return [];
  const headerRows = headerRowsOf(block);
  const headings = columnHeadings(block, headerRows);
  // A whole table of an industry's or a market's figures is not the company's.
  if (block.caption && isSomeoneElses(block.caption)) return [];
  const heading = block.locator.headingPath.at(-1);
  if (heading && isSomeoneElses(heading)) return [];
  const hasYearColumns = yearColumnsOf(headings).length > 0;
  const yearRows = block.rows.slice(headerRows).filter((row) => YEAR_ONLY.test(cellText(row, 0))).length;
  const figures = hasYearColumns
    ? yearColumnFigures(block, headings, headerRows, above)
    : yearRows > 0 && headerRows > 0
      ? yearRowFigures(block, headings, headerRows)
      : labelValueFigures(block, headings, headerRows);
  const metrics: DocumentMetric[] = [];
  for (const figure of figures) {
    const metric = metricOf(figure, block, context);
    if (metric) metrics.push(metric);
  }
  return metrics;
}
