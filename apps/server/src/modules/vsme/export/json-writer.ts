import type { VsmeValueContent } from '@impact/contracts';
import type { LaidOutDatapoint, VsmeExportLayout } from './layout.js';
import { tableRowsOf } from './value-text.js';

/**
 * The report as data: its metadata, then every datapoint keyed by its EFRAG taxonomy identifier
 * ('vsme:TotalEnergyConsumption'), or by our id where the taxonomy has none. C3's targets table reuses B3's
 * table identifier in EFRAG's taxonomy, so the second datapoint with an identifier already used is keyed by
 * our id; each entry carries both. `value` is what the report states: none for a value returned for
 * revision, and `confirmed` is false for an estimate or a client's answer nobody accepted yet. `previous` is
 * the previous period's value when the report started from one; `awaitingClientAnswer` says a data request
 * still open asks the client for a missing value.
 */
export function vsmeReportToJson(layout: VsmeExportLayout, generatedAt: string): string {
  const { report } = layout;
  const datapoints: Record<string, unknown> = {};
  for (const module of layout.modules) {
    for (const disclosure of module.disclosures) {
      for (const item of disclosure.datapoints) {
        const key = Object.hasOwn(datapoints, item.identifier) ? item.datapoint.id : item.identifier;
        datapoints[key] = datapointJson(item, layout);
      }
    }
  }
  const document = {
    report: {
      documentId: report.documentId,
      client: { documentId: report.client.documentId, name: report.client.Name },
      standard: 'VSME',
      versionId: report.versionId,
      version: layout.version.title,
      module: report.module,
      periodStart: report.periodStart,
      periodEnd: report.periodEnd,
      previousReportDocumentId: report.previousReportDocumentId,
      generatedAt,
      completeness: report.completeness,
    },
    datapoints,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function datapointJson(item: LaidOutDatapoint, layout: VsmeExportLayout) {
  const { datapoint, presentation, value } = item;
  const earlier = value.previous?.value ?? null;
  return {
    id: datapoint.id,
    identifier: datapoint.identifier,
    disclosure: datapoint.disclosure,
    label: datapoint.label,
    paragraph: datapoint.paragraph,
    kind: datapoint.kind,
    status: presentation.status,
    confirmed: presentation.confirmed,
    value: datapoint.kind === 'table' ? tableJson(presentation.shown, layout) : presentation.shown,
    unit: item.unit,
    periodYear: value.periodYear,
    review: value.review,
    awaitingClientAnswer: item.awaitingClientAnswer,
    previous: item.previous && {
      value: datapoint.kind === 'table' ? tableJson(earlier, layout) : earlier,
      unit: item.previous.unit,
      changed: item.previous.changed,
    },
    notApplicableReason: presentation.notApplicableReason,
    omissionStatement: presentation.omissionStatement,
    method: item.showsEvidence ? value.method : null,
    sources: item.showsEvidence ? value.sources : [],
    note: value.note,
  };
}

/** A table's cells keyed by their columns' identifiers, as the datapoints are. */
function tableJson(shown: VsmeValueContent | null, layout: VsmeExportLayout) {
  if (shown === null) return null;
  return tableRowsOf(shown).map((row) => ({
    row: row.row,
    cells: Object.fromEntries(
      Object.entries(row.cells).map(([id, cell]) => [layout.datapointOf(id)?.identifier ?? id, cell]),
    ),
  }));
}
