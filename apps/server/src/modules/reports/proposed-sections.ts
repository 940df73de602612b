import { REPORT_SECTION_TYPES, type ReportSectionType } from '@impact/contracts';

/**
 * The report sections proposed for a client from the scopes chosen at onboarding. The snapshot opens
 * and the source list closes every report; between them, each chosen scope's sections in the order the
 * scopes were chosen. A client without scopes (added from the dashboard) is proposed every section.
 */
const SCOPE_SECTIONS: Record<string, readonly ReportSectionType[]> = {
  materiality: ['sustainability_posture'],
  regulations: ['regulatory_landscape'],
  reporting: ['sustainability_posture', 'public_perception'],
  initiatives: ['sustainability_posture', 'strategic_positioning'],
  'impact-strategy': ['strategic_positioning'],
};

export function proposedSections(scopes: unknown): ReportSectionType[] {
  const chosen = Array.isArray(scopes) ? scopes.filter((scope) => typeof scope === 'string') : [];
  const middle = chosen.flatMap((scope) => SCOPE_SECTIONS[scope] ?? []);
  if (middle.length === 0) return [...REPORT_SECTION_TYPES];
  return [...new Set<ReportSectionType>(['company_snapshot', ...middle, 'source_list'])];
}
