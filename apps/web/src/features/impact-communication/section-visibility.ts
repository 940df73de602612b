import type { SectionData } from '@impact/contracts';
import { cleanText } from './tone';

type Frameworks = SectionData<'ReportingFrameworks'>;
type Perception = SectionData<'PublicPerception'>;
type Controversies = SectionData<'Controversies'>;

const some = (list: readonly unknown[] | null | undefined) => (list?.length ?? 0) > 0;

export function hasReportedMetrics(data: readonly unknown[] | null | undefined): boolean {
  return some(data);
}

export function hasReportingFrameworks(data: Partial<Frameworks> | null | undefined): boolean {
  return !!data && (cleanText(data.overview) !== '' || some(data.frameworks));
}

export function hasPublicPerception(data: Partial<Perception> | null | undefined): boolean {
  if (!data) return false;
  return (
    cleanText(data.summary) !== '' ||
    some(data.mediaSentiment?.keyThemes) ||
    some(data.ngoActivity?.details) ||
    some(data.esgRatings) ||
    some(data.certifications) ||
    some(data.credibilityScore?.rationale)
  );
}

/** A summary alone counts: "no controversies found in the sources checked" is a finding. */
export function hasControversies(data: Partial<Controversies> | null | undefined): boolean {
  return !!data && (cleanText(data.summary) !== '' || some(data.controversies));
}

export type CommunicationSectionId =
  'reportedMetrics' | 'reportingFrameworks' | 'publicPerception' | 'controversies';

export interface CommunicationGroup {
  title: 'Impact Reporting' | 'External Perception';
  sections: CommunicationSectionId[];
}

const GROUPS: CommunicationGroup[] = [
  { title: 'Impact Reporting', sections: ['reportedMetrics', 'reportingFrameworks'] },
  { title: 'External Perception', sections: ['publicPerception', 'controversies'] },
];

/**
 * The groups and sections the page shows: a section without data is hidden, except for Admins, who see
 * its card with the refresh control; a group with no section left is hidden with its heading.
 */
export function visibleGroups(
  hasData: Record<CommunicationSectionId, boolean>,
  isAdmin: boolean,
): CommunicationGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    sections: group.sections.filter((section) => isAdmin || hasData[section]),
  })).filter((group) => group.sections.length > 0);
}
