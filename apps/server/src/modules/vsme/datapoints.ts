import type { VsmeReportModule, VsmeReportVersionId } from '@impact/contracts';
import { vsmeStandard, type VsmeDatapoint } from '@impact/knowledge';

/** The datapoints a report holds: the Basic module's, and the Comprehensive module's for option B. */
export function reportDatapoints(
  versionId: VsmeReportVersionId,
  module: VsmeReportModule,
): readonly VsmeDatapoint[] {
  const { datapoints, disclosures } = vsmeStandard(versionId);
  const included = new Set(
    disclosures
      .filter((disclosure) => module === 'basic-comprehensive' || disclosure.module === 'basic')
      .map((disclosure) => disclosure.code),
  );
  return datapoints.filter((datapoint) => included.has(datapoint.disclosure));
}

export const isComprehensive = (datapoint: VsmeDatapoint) => datapoint.disclosure.startsWith('C');

/**
 * A table whose rows are entries (sites, subsidiaries, materials) or several axis members: its columns
 * are answered in its rows, not on their own. A table of one member (B3's 'Currently stated') is only
 * the layout of its columns, which are answered one by one.
 */
function answeredByRows(table: VsmeDatapoint): boolean {
  const rows = table.rows;
  if (!rows) return false;
  return rows.open || !('members' in rows) || rows.members.length > 1;
}

/** The table of the same disclosure whose rows answer this column, if any. */
export function tableAnswering(
  datapoint: VsmeDatapoint,
  all: readonly VsmeDatapoint[],
): VsmeDatapoint | undefined {
  return all.find(
    (table) =>
      table.kind === 'table' &&
      table.disclosure === datapoint.disclosure &&
      table.columns?.includes(datapoint.id) &&
      answeredByRows(table),
  );
}

/**
 * Whether a datapoint is answered in its own right, and so counts for completeness: not a column of a
 * table answered by rows, and not a table that is only the layout of its columns.
 */
export function answeredOnItsOwn(datapoint: VsmeDatapoint, all: readonly VsmeDatapoint[]): boolean {
  if (datapoint.kind === 'table') return answeredByRows(datapoint);
  return tableAnswering(datapoint, all) === undefined;
}

/**
 * Yes/no and text answers that speak of the reporting period itself ('convicted in the reporting
 * period', 'this report repeats last year's disclosures'): a new period asks them afresh, so they are
 * never carried over from an earlier report.
 */
const PERIOD_BOUND_DESCRIPTIVE = new Set([
  'BasisForPreparation',
  'ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged',
  'ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting',
  'LinkToPreviousReportContainingDisclosuresThatRemainUnchanged',
  'ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation',
  'HasConvictionsOrFinesForCorruptionOrBribery',
  'UndertakingHasConfirmedHumanRightsIncidentsInItsOwnWorkforce',
  'TypeOfHumanRightRelatedToTheConfirmedIncident',
  'SpecificationOfOtherHumanRightsRelatedToTheConfirmedIncident',
  'DescriptionOfActionsTakeToAddressTheConfirmedIncidents',
  'UndertakingIsAwareOfAnyConfirmedIncidentsInvolvingWorkersInTheValueChainAffectedCommunitiesConsumersAndEndUsers',
  'SpecificationOfAnyConfirmedIncidentInvolvingWorkersInTheValueChainAffectedCommunitiesConsumersAndEndUsers',
  'DerivesRevenueFromListedActivities',
  'DisclosesScope3Emissions',
]);

/** Descriptive answers (text, options, yes/no) that hold beyond one period: carried to the next report. */
export function isDescriptive(datapoint: VsmeDatapoint): boolean {
  const kind = datapoint.kind === 'text' || datapoint.kind === 'enum' || datapoint.kind === 'boolean';
  return kind && !PERIOD_BOUND_DESCRIPTIVE.has(datapoint.id);
}
