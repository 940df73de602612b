import type { CompanyClassification } from './classify-company.js';

/** NACE Rev. 2.1 division 03 (fishing and aquaculture) and group 10.2 (processing fish, crustaceans and molluscs). */
const SEAFOOD_DIVISIONS: readonly string[] = ['03'];
const SEAFOOD_GROUPS: readonly string[] = ['10.2'];

/**
 * The company catches, farms or processes fish and shellfish. Its sector keys are the food ones (the
 * food rules apply to it), but what it handles is no farm produce: no EUDR commodity, no fertiliser or
 * irrigation, and its materiality is the fish stocks' and the fishing crews'.
 */
export function handlesSeafood(classification: CompanyClassification | undefined): boolean {
  const sector = classification?.sector;
  if (!sector) return false;
  return SEAFOOD_DIVISIONS.includes(sector.division) || SEAFOOD_GROUPS.includes(sector.group ?? '');
}
