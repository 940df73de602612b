import type { CodeStatus } from '@impact/contracts';
import type { CodeKind, VoluntaryCode } from './types.js';

/** Holding a code of each kind, said the way its scheme says it. */
const HELD_STATUS_BY_KIND: Record<CodeKind, CodeStatus> = {
  certification: 'Certified',
  label: 'Certified',
  'management-system': 'Certified',
  membership: 'Member',
  // SBTi: a company 'commits', then its targets are 'validated'.
  commitment: 'Validated',
  rating: 'Rated',
};

/** The status of a code the company holds: a member is not 'Certified', nor is a rated company. */
export function heldStatusOf(code: Pick<VoluntaryCode, 'kind' | 'heldStatus'>): CodeStatus {
  return code.heldStatus ?? HELD_STATUS_BY_KIND[code.kind];
}
