import type { SectionData, Source } from '@impact/contracts';
import { isoCountryNamed } from '@impact/knowledge';
import { found, keep, missingWithNote, type Findings } from './finding.js';
import { COUNT_NOTE, countIn, fold, STAFF } from './gender-rows.js';
import type { CiteSentence, Page } from './none-statements.js';
import { metricAmount } from './metrics.js';
import { pageRows } from './page-rows.js';

type Metric = SectionData<'ReportedMetrics'>[number];

/**
 * B8's employees by type of contract and by country of their contract, from a table of the company's
 * own pages: 'Permanent contracts | Employees: 212' and 'Temporary | Employees: 18' under 'Employees by
 * type of contract (headcount, 31 December 2025)', or 'Spain | 2025: 140 | 2024: 131'. A figure is read
 * only as a headcount of employees for one stated year: the table's caption or the column's heading names
 * the year (one, not two), and the caption, the heading or the row names employees. A full-time
 * equivalent, a share or an average is never a headcount. Both contract types must be stated, and two
 * countries or more (one country named says nothing of the rest).
 */

const PERMANENT = 'PERMANENT';
const TEMPORARY = 'TEMPORARY';

/** Words beside a type of contract in a row's name: 'Employees on permanent contracts', 'CDI (nombre)'. */
const CONTRACT_WORDS = String.raw`${STAFF}|${COUNT_NOTE}|on|with|mit|en|con|a|in|contracts?|contrats?|contratos?|contratti|contratto|vertrage?|arbeitsvertrage?|arbeitsvertrag|employment|angestellte|beschaftigt|salaries en`;
const rowOf = (terms: string) =>
  new RegExp(String.raw`^(?:(?:${CONTRACT_WORDS}) )*(?:${terms})(?: (?:${CONTRACT_WORDS}))*$`);
/** Row names folded (lower case, no accents or brackets): 'Permanent contracts', 'Unbefristet', 'CDI'. */
const CONTRACT_ROWS = [
  {
    kind: PERMANENT,
    datapoint: 'NumberOfPermanentContractEmployees',
    row: rowOf(
      String.raw`permanent|unbefristete?n?|cdi|(?:a|en) duree indeterminee|indefinidos?|tempo indeterminato|vaste?|onbepaalde tijd`,
    ),
  },
  {
    kind: TEMPORARY,
    datapoint: 'NumberOfTemporaryContractEmployees',
    row: rowOf(
      String.raw`temporary|fixed term|befristete?n?|cdd|(?:a|en) duree determinee|temporal(?:es)?|tempo determinato|tijdelijke?|bepaalde tijd`,
    ),
  },
] as const;

/** The caption, heading or row names employees (folded). */
const OF_EMPLOYEES =
  /\b(?:employees?|staff|workforce|headcount|mitarbeitende|mitarbeiter\w*|beschaftigte\w*|belegschaft|salaries|effectifs?|collaborateurs|dipendenti|organico|personale|empleados|plantilla|medewerkers|werknemers|personeel)\b/;
/** A figure of another kind than a headcount (folded; '%' is kept apart as fold drops no '%'). */
const NOT_HEADCOUNT =
  /%|\b(?:fte|ftes|vza|vollzeit\w*|etp|equivalents? temps plein|full time equivalents?|equivalenti|equivalentes?|share|percent|anteil|part|quota|average|avg|durchschnitt\w*|moyen\w*|media|medio|promedio|gemiddeld\w*|hours|stunden|heures|ore|horas|new hires|hires|leavers|neueinstellungen|embauches|assunzioni|contrataciones)\b/;
const YEAR = /\b(?:19|20)\d{2}\b/g;
const HAS_YEAR = /\b(?:19|20)\d{2}\b/;
/** One year named, not a split year ('2024/25') or a comparison of two. */
function oneYear(text: string): number | undefined {
  const years = [...new Set(text.match(YEAR) ?? [])];
  return years.length === 1 && !/\b20\d{2}\s*[/–-]\s*\d{2}\b/.test(text) ? Number(years[0]) : undefined;
}

interface RowCount {
  page: Page;
  line: string;
  caption: string;
  label: string;
  year: number;
  count: number;
}

/** A column of the whole row's total ('2025 Totale', 'Gesamt'), beside columns of its parts. */
const TOTAL_COLUMN = /\b(?:total|totale|totaal|gesamt|insgesamt|all)\b/;

/**
 * Every headcount of one year a page's table rows state, with the row's name (folded) and caption. A
 * row split by another axis ('2025 Donne: 96 | 2025 Uomini: 285 | 2025 Totale: 381') states its year's
 * headcount in its total column only; without one it states none.
 */
function rowCounts(page: Page): RowCount[] {
  return pageRows(page).flatMap((row) => {
    const { caption } = row;
    const label = fold(row.label);
    const counts = row.cells.flatMap((cell) => {
      const about = `${fold(caption)} ${fold(cell.heading)} ${label}`;
      if (NOT_HEADCOUNT.test(about) || !OF_EMPLOYEES.test(about)) return [];
      // The column's year first ('2025: 140'), else the caption's ('… at 31 December 2025').
      const year = oneYear(cell.heading) ?? (HAS_YEAR.test(cell.heading) ? undefined : oneYear(caption));
      const count = countIn(cell.value, '');
      return year !== undefined && count !== undefined
        ? [
            {
              page,
              line: row.line,
              caption,
              label,
              year,
              count,
              total: TOTAL_COLUMN.test(fold(cell.heading)),
            },
          ]
        : [];
    });
    return counts.flatMap(({ total, ...count }) => {
      const ofYear = counts.filter((other) => other.year === count.year);
      return ofYear.length === 1 || (total && ofYear.filter((other) => other.total).length === 1)
        ? [count]
        : [];
    });
  });
}

/** The period's headcount the prefill found, to check parts against. */
function headcountOf(findings: Findings, periodYear: number): number | undefined {
  const total = findings.get('NumberOfEmployees');
  return total?.status === 'found' && total.periodYear === periodYear && typeof total.value === 'number'
    ? total.value
    : undefined;
}

function contractFindings(
  counts: readonly RowCount[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const ofKind = (kind: (typeof CONTRACT_ROWS)[number], year?: number) =>
    counts.find((count) => kind.row.test(count.label) && (year === undefined || count.year === year));
  const [permanent, temporary] = CONTRACT_ROWS.map((kind) => ofKind(kind, periodYear));
  const headcount = headcountOf(findings, periodYear);
  if (permanent && temporary && (headcount === undefined || permanent.count + temporary.count <= headcount)) {
    const sources = [cite(permanent.page, permanent.line), cite(temporary.page, temporary.line)];
    const description = `Employees by type of contract, table rows for ${periodYear}: “${permanent.line}”, “${temporary.line}”${permanent.caption ? ` under “${permanent.caption}”` : ''}`;
    keepContractSplit(findings, periodYear, [permanent.count, temporary.count], sources, description);
    return;
  }
  for (const kind of CONTRACT_ROWS) {
    const other = counts
      .filter((count) => kind.row.test(count.label) && count.year !== periodYear)
      .toSorted((a, b) => b.year - a.year)[0];
    if (other)
      keep(
        findings,
        missingWithNote(
          kind.datapoint,
          `Not stated for ${periodYear}. A table row states ${other.count} for ${other.year}: “${other.line}” (${other.page.url}).`,
          periodYear,
        ),
      );
  }
}

function countryFindings(
  counts: readonly RowCount[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  // One table: the rows of the period under one caption of one page.
  const tables = new Map<string, RowCount[]>();
  for (const count of counts.filter((entry) => entry.year === periodYear)) {
    const key = `${count.page.url ?? ''}\n${count.caption}`;
    tables.set(key, [...(tables.get(key) ?? []), count]);
  }
  const headcount = headcountOf(findings, periodYear);
  for (const rows of tables.values()) {
    const countries = new Map<string, RowCount>();
    for (const row of rows) {
      const country = isoCountryNamed(row.label);
      if (!country) continue;
      if (countries.has(country)) {
        countries.clear();
        break;
      }
      countries.set(country, row);
    }
    const total = [...countries.values()].reduce((sum, row) => sum + row.count, 0);
    if (countries.size < 2 || (headcount !== undefined && total > headcount)) continue;
    const stated = [...countries.values()];
    const sources = stated.map((row) => cite(row.page, row.line));
    const method = {
      kind: 'evidence-metric' as const,
      description: `Employees by country, table rows for ${periodYear}${stated[0]!.caption ? ` under “${stated[0]!.caption}”` : ''}: ${stated.map((row) => `“${row.line}”`).join(', ')}`,
    };
    const value = [...countries].map(([country, row]) => ({
      row: country,
      cells: { NumberOfEmployeesForCountryOfEmploymentContract: row.count },
    }));
    keep(
      findings,
      found('NumberOfEmployeesForCountryOfEmploymentContractTable', value, { sources, periodYear, method }),
    );
    keep(findings, found('OperatesInMoreThanOneCountry', true, { sources, method }));
    return;
  }
}

export function headcountRowFindings(
  pages: readonly Page[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const counts = pages.flatMap(rowCounts);
  contractFindings(counts, periodYear, cite, findings);
  countryFindings(counts, periodYear, cite, findings);
}

/** 'Dipendenti al 31 dicembre: Contratto a tempo indeterminato': the people counted, then the group. */
const SECTION_AND_ROW = /^(.+): ([^:]+)$/;

interface ContractMetric {
  metric: Metric;
  section: string;
  count: number;
}

/** A stored metric that counts one type of contract of the employees its section names, in headcount. */
function contractMetric(metric: Metric, kind: (typeof CONTRACT_ROWS)[number]): ContractMetric | undefined {
  const parts = SECTION_AND_ROW.exec(metric.name);
  const section = parts ? fold(parts[1]!) : '';
  const row = fold(parts ? parts[2]! : metric.name);
  if (!kind.row.test(row) || NOT_HEADCOUNT.test(`${section} ${row}`)) return undefined;
  // The section or the row names employees ('Salariés au 31 décembre: CDI'), so the figure is theirs.
  if (!OF_EMPLOYEES.test(`${section} ${row}`)) return undefined;
  const count = metricAmount(metric, 'headcount');
  return count !== undefined && Number.isInteger(count) && count >= 0
    ? { metric, section, count }
    : undefined;
}

/** B8's permanent and temporary headcounts, both from the same rows and cited together. */
function keepContractSplit(
  findings: Findings,
  periodYear: number,
  counts: readonly [permanent: number, temporary: number],
  sources: Source[],
  description: string,
): void {
  CONTRACT_ROWS.forEach((kind, index) =>
    keep(
      findings,
      found(kind.datapoint, counts[index]!, {
        unit: 'headcount',
        sources,
        periodYear,
        method: { kind: 'evidence-metric', description },
      }),
    ),
  );
}

/**
 * B8's employees by type of contract from a key-figures table whose rows the extractor read under the
 * corner cell or title that names the employees ('Dipendenti al 31 dicembre' over 'Contratto a tempo
 * indeterminato | 212' and 'Contratto a tempo determinato | 18'). Both types must be stated for the
 * period under one section, in headcount (a share or a full-time equivalent is no headcount), and
 * together no more than the headcount found.
 */
export function contractMetricFindings(
  metrics: readonly Metric[],
  periodYear: number,
  findings: Findings,
): void {
  const ofPeriod = metrics.filter((metric) => metric.year === periodYear);
  const [permanents, temporaries] = CONTRACT_ROWS.map((kind) =>
    ofPeriod.flatMap((metric) => contractMetric(metric, kind) ?? []),
  );
  const headcount = headcountOf(findings, periodYear);
  for (const permanent of permanents ?? []) {
    const temporary = temporaries?.find((entry) => entry.section === permanent.section);
    if (!temporary) continue;
    if (headcount !== undefined && permanent.count + temporary.count > headcount) continue;
    const sources = [...permanent.metric.sources, ...temporary.metric.sources];
    const description = `Employees by type of contract, table rows for ${periodYear}: '${permanent.metric.name}' ${permanent.count}, '${temporary.metric.name}' ${temporary.count}`;
    keepContractSplit(findings, periodYear, [permanent.count, temporary.count], sources, description);
    return;
  }
}
