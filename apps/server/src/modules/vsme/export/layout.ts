import type { VsmeCompletenessCount, VsmeReport, VsmeValue } from '@impact/contracts';
import { vsmeStandard, type VsmeDatapoint, type VsmeModule, type VsmeVersion } from '@impact/knowledge';
import { derivedNotApplicableReason, reportAnswers } from './applicability.js';
import { FactorList, type LaidOutFactor } from './factor-list.js';
import { presentValue, type ValuePresentation } from './presentation.js';
import { SourceNumbering, type NumberedSource } from './source-list.js';
import {
  scalarCell,
  scalarOf,
  scalarText,
  tableRowsOf,
  tableRowsText,
  withUnit,
  type TableRowText,
} from './value-text.js';

/** What every format writes, in the standard's order: modules, disclosures, datapoints, then the appendices. */
export interface VsmeExportLayout {
  report: VsmeReport;
  version: VsmeVersion;
  /** Any datapoint of the report's version by id (a table's columns may belong to another disclosure). */
  datapointOf: (id: string) => VsmeDatapoint | undefined;
  /** 'Basic' or 'Basic & Comprehensive'. */
  moduleLabel: string;
  /** 'Jan 1, 2025 – Dec 31, 2025'. */
  period: string;
  modules: LaidOutModule[];
  sources: NumberedSource[];
  /** Whether the report started from a previous period's report: each value then shows that report's beside it. */
  hasPrevious: boolean;
  /** Whether any value the report shows is an estimate (the factors appendix then follows the sources). */
  hasEstimates: boolean;
  factors: LaidOutFactor[];
}

export interface LaidOutModule {
  module: VsmeModule;
  heading: string;
  disclosures: LaidOutDisclosure[];
}

export interface LaidOutDisclosure {
  code: string;
  title: string;
  completeness: VsmeCompletenessCount | null;
  datapoints: LaidOutDatapoint[];
}

export interface LaidOutDatapoint {
  datapoint: VsmeDatapoint;
  /** The EFRAG taxonomy element ('vsme:…'), or our id where the taxonomy has none. */
  identifier: string;
  value: VsmeValue;
  presentation: ValuePresentation;
  unit: string | null;
  /** A shown scalar value in words with its unit ('1,240 MWh'); empty when none is shown or it is a table. */
  shownText: string;
  /** A shown table value, row by row; null for other datapoints. */
  tableRows: TableRowText[] | null;
  /**
   * A missing table whose columns have values of their own, or a missing column whose figures its table
   * gives: what stands in the value's place and the status's, pointing to where the figures are.
   */
  givenElsewhere: { placeholder: string; words: string } | null;
  /**
   * Whether its sources and method are part of the report: not for an omitted value (its evidence would
   * disclose what the report leaves out as classified or sensitive), nor for one returned for revision.
   */
  showsEvidence: boolean;
  sourceNumbers: number[];
  method: string | null;
  /** Missing, and asked of the client in a data request that is still open and not answered yet. */
  awaitingClientAnswer: boolean;
  /**
   * The previous period's value, when the report started from one: in words with its unit ('1,100 MWh')
   * and as a spreadsheet cell (plain digits); empty when that report had none. Null when there is no
   * previous report, and for an omitted value (the earlier figure would disclose what it leaves out).
   */
  previous: { text: string; cell: string; unit: string | null; changed: boolean } | null;
}

/** What the export knows besides the report: the datapoints asked of the client and not yet answered. */
export interface ExportContext {
  awaitingClientAnswer?: ReadonlySet<string>;
}

const MODULE_HEADINGS: Record<VsmeModule, string> = {
  basic: 'Basic Module',
  comprehensive: 'Comprehensive Module',
};

export function layoutVsmeReport(report: VsmeReport, context: ExportContext = {}): VsmeExportLayout {
  const standard = vsmeStandard(report.versionId);
  const datapointById = new Map(standard.datapoints.map((datapoint) => [datapoint.id, datapoint]));
  const valueById = new Map(report.values.map((value) => [value.datapointId, value]));
  const datapointOf = (id: string) => datapointById.get(id);
  const answers = reportAnswers(report.values);
  const numbering = new SourceNumbering();
  const factors = new FactorList();
  const hasPrevious = report.previousReportDocumentId !== null;
  const included: VsmeModule[] = report.module === 'basic' ? ['basic'] : ['basic', 'comprehensive'];

  const layDatapoint = (datapoint: VsmeDatapoint): LaidOutDatapoint => {
    const value = valueById.get(datapoint.id) ?? missingValue(datapoint.id);
    const derived = derivedNotApplicableReason(datapoint, answers, datapointOf);
    const awaiting = context.awaitingClientAnswer?.has(datapoint.id) ?? false;
    const presentation = presentValue(value, datapoint, derived, awaiting);
    const evidence = presentation.status !== 'omitted' && value.review !== 'returned';
    if (evidence && presentation.status === 'estimated') factors.add(value.method?.factors ?? [], datapoint);
    const unit = value.unit ?? datapoint.unit ?? null;
    const isTable = datapoint.kind === 'table';
    const shown = presentation.shown;
    return {
      datapoint,
      identifier: datapoint.identifier ?? datapoint.id,
      value,
      presentation,
      unit: isTable ? null : unit,
      shownText: shown === null || isTable ? '' : withUnit(scalarText(scalarOf(shown)), unit),
      tableRows: isTable && shown !== null ? tableRowsText(datapoint, tableRowsOf(shown), datapointOf) : null,
      givenElsewhere: null,
      showsEvidence: evidence,
      sourceNumbers: evidence ? numbering.cite(value.sources) : [],
      method: evidence ? methodWords(value) : null,
      awaitingClientAnswer: awaiting && presentation.status === 'missing',
      previous:
        hasPrevious && presentation.status !== 'omitted' ? previousOf(datapoint, value, datapointOf) : null,
    };
  };

  const modules = included.map((module) => ({
    module,
    heading: MODULE_HEADINGS[module],
    disclosures: standard.disclosures
      .filter((disclosure) => disclosure.module === module)
      .map((disclosure) => ({
        code: disclosure.code,
        title: disclosure.title,
        completeness: report.completeness.disclosures.find((count) => count.code === disclosure.code) ?? null,
        datapoints: markColumnsGivenInTables(
          standard.datapoints.filter((item) => item.disclosure === disclosure.code).map(layDatapoint),
        ),
      })),
  }));
  const laidOut = modules.flatMap((m) => m.disclosures.flatMap((d) => d.datapoints));
  return {
    report,
    version: standard.version,
    datapointOf,
    moduleLabel: report.module === 'basic' ? 'Basic' : 'Basic & Comprehensive',
    period: periodWords(report.periodStart, report.periodEnd),
    modules,
    sources: numbering.list(),
    hasPrevious,
    hasEstimates: laidOut.some(
      (item) => item.presentation.status === 'estimated' && item.presentation.shown !== null,
    ),
    factors: factors.list(),
  };
}

/**
 * EFRAG's tables are made of other datapoints (the energy breakdown's columns are 'Energy consumption from
 * electricity' and so on), which the standard also lists on their own. Where one of the two holds the
 * figures and the other has no value, the other points to it instead of calling the figures missing.
 */
function markColumnsGivenInTables(items: LaidOutDatapoint[]): LaidOutDatapoint[] {
  const tableOf = new Map<string, string>();
  for (const item of items) {
    for (const row of item.tableRows ?? []) {
      for (const cell of row.cells)
        if (!tableOf.has(cell.columnId)) tableOf.set(cell.columnId, item.datapoint.label);
    }
  }
  const shown = new Set(
    items.filter((item) => item.presentation.shown !== null).map((item) => item.datapoint.id),
  );
  return items.map((item) => {
    if (item.presentation.status !== 'missing') return item;
    const table = tableOf.get(item.datapoint.id);
    if (table) {
      return {
        ...item,
        givenElsewhere: { placeholder: 'See the table above', words: `Given in the table “${table}”` },
      };
    }
    if (item.datapoint.columns?.some((column) => shown.has(column))) {
      const words = 'Given by the datapoints of its columns, below';
      return { ...item, givenElsewhere: { placeholder: 'See the datapoints below', words } };
    }
    return item;
  });
}

/** The earlier report's value of a datapoint, as a reader and as a spreadsheet read it. */
function previousOf(
  datapoint: VsmeDatapoint,
  value: VsmeValue,
  datapointOf: (id: string) => VsmeDatapoint | undefined,
): LaidOutDatapoint['previous'] {
  const earlier = value.previous;
  if (!earlier || earlier.value === null) return { text: '', cell: '', unit: null, changed: false };
  const unit = earlier.unit ?? datapoint.unit ?? null;
  if (datapoint.kind === 'table') {
    const rows = tableRowsText(datapoint, tableRowsOf(earlier.value), datapointOf)
      .map((row) => `${row.row}: ${row.cells.map((cell) => `${cell.label} ${cell.text}`).join('; ')}`)
      .join('\n');
    return { text: rows, cell: rows, unit: null, changed: earlier.changed };
  }
  const scalar = scalarOf(earlier.value);
  return {
    text: withUnit(scalarText(scalar), unit),
    cell: scalarCell(scalar),
    unit,
    changed: earlier.changed,
  };
}

/** A datapoint the report holds no value for reads as missing, as a new report's would. */
function missingValue(datapointId: string): VsmeValue {
  return {
    datapointId,
    status: 'missing',
    value: null,
    unit: null,
    periodYear: null,
    sources: [],
    method: null,
    notApplicableReason: null,
    omissionStatement: null,
    review: null,
    pendingClientAnswer: null,
    previous: null,
    note: null,
    updatedAt: '',
    updatedBy: null,
  };
}

const METHOD_WORDS: Record<NonNullable<VsmeValue['method']>['kind'], string> = {
  'evidence-metric': 'Read from the client’s evidence',
  'company-fact': 'From the company’s facts',
  code: 'From the company’s registered codes',
  policy: 'From the client’s policies',
  classification: 'Classified from the client’s evidence',
  estimate: 'Estimated',
  'previous-report': 'Carried over from the previous report',
  consultant: 'Entered by the consultant',
  client: 'Answered by the client',
  'standard-condition': 'From the standard’s condition',
};

function methodWords(value: VsmeValue): string | null {
  if (!value.method) return null;
  return value.method.description.trim() || METHOD_WORDS[value.method.kind];
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-01-01', '2025-12-31' → 'Jan 1, 2025 – Dec 31, 2025' (UTC, so the day never shifts). */
export function periodWords(start: string, end: string): string {
  const day = (text: string) => {
    const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? text : DAY.format(date);
  };
  return `${day(start)} – ${day(end)}`;
}
