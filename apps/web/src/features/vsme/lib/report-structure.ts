import type { VsmeCompletenessCount, VsmeReport, VsmeValue } from '@impact/contracts';
import {
  vsmeDatapoint,
  vsmeDisclosures,
  type VsmeDatapoint,
  type VsmeDisclosure,
  type VsmeModule,
} from '@impact/knowledge/vsme';

/** Which rows the report page shows. */
export type ValueFilter = 'all' | 'missing' | 'review';

/** A value awaits review when an estimate or a client's answer has not been accepted yet. */
export const awaitsReview = (value: VsmeValue) =>
  value.review === 'pending' || value.pendingClientAnswer !== null;

export const matchesFilter = (value: VsmeValue, filter: ValueFilter) =>
  filter === 'all' || (filter === 'missing' ? value.status === 'missing' : awaitsReview(value));

export interface DatapointRow {
  value: VsmeValue;
  /** The standard's description of the datapoint; undefined for one the knowledge base does not know. */
  datapoint: VsmeDatapoint | undefined;
}

export interface DisclosureGroup {
  code: string;
  title: string;
  completeness: VsmeCompletenessCount | null;
  rows: DatapointRow[];
}

export interface ModuleGroup {
  module: VsmeModule | 'other';
  title: string;
  completeness: VsmeCompletenessCount | null;
  disclosures: DisclosureGroup[];
}

const MODULE_TITLES: Record<VsmeModule, string> = {
  basic: 'Basic module',
  comprehensive: 'Comprehensive module',
};

/**
 * The report as the page shows it: per module, per disclosure (in the standard's order), the rows that
 * pass the filter. A disclosure with no row left under a filter is dropped; values the knowledge base
 * does not describe (a text of the standard it does not model) are listed last, by their ids.
 */
export function reportStructure(report: VsmeReport, filter: ValueFilter): ModuleGroup[] {
  const modules: VsmeModule[] =
    report.module === 'basic-comprehensive' ? ['basic', 'comprehensive'] : ['basic'];
  const byCode = new Map<string, DatapointRow[]>();
  const unknown: DatapointRow[] = [];
  for (const value of report.values) {
    if (!matchesFilter(value, filter)) continue;
    const datapoint = vsmeDatapoint(report.versionId, value.datapointId);
    const rows = datapoint ? (byCode.get(datapoint.disclosure) ?? []) : unknown;
    rows.push({ value, datapoint });
    if (datapoint) byCode.set(datapoint.disclosure, rows);
  }
  const countOf = (code: string) =>
    report.completeness.disclosures.find((count) => count.code === code) ?? null;
  const groups: ModuleGroup[] = modules.map((module) => ({
    module,
    title: MODULE_TITLES[module],
    completeness: report.completeness.modules[module],
    disclosures: vsmeDisclosures(report.versionId, module)
      .map((disclosure: VsmeDisclosure) => ({
        code: disclosure.code,
        title: disclosure.title,
        completeness: countOf(disclosure.code),
        rows: byCode.get(disclosure.code) ?? [],
      }))
      .filter((group) => group.rows.length > 0 || filter === 'all'),
  }));
  if (unknown.length > 0) {
    groups.push({
      module: 'other',
      title: 'Other datapoints',
      completeness: null,
      disclosures: [{ code: '', title: 'Datapoints', completeness: null, rows: unknown }],
    });
  }
  return groups;
}
