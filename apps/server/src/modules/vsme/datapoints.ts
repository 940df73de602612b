import type { VsmeReportModule, VsmeReportVersionId } from '@impact/contracts';
import { vsmeStandard, type VsmeDatapoint } from '@impact/knowledge';

// Shared with the web app, which asks a client only for what is answered on its own.
export { answeredOnItsOwn, tableAnswering } from '@impact/knowledge';

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
