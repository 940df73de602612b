import { resolveHeadquarters } from './headquarters.js';
import { rangeInAllCurrencies } from './rates.js';
import { sectorsForIndustry } from './sectors.js';
import { EMPLOYEE_RANGES, REVENUE_RANGES_USD } from './size-ranges.js';
import type { ApplicabilityFacts, ClientProfileInput, NormalizedCompany } from './types.js';

/**
 * The company as rules see it. Every field that cannot be told from the profile is left out (never
 * guessed): an unreadable headquarters leaves country, inEu and inEea undefined; a missing bucket leaves
 * employees or revenue undefined; an unknown industry gives sectors [].
 */
export function normalizeCompany(
  profile: ClientProfileInput,
  facts: ApplicabilityFacts = {},
): NormalizedCompany {
  const company: NormalizedCompany = {
    name: profile.Name.trim(),
    sectors: sectorsForIndustry(profile.Industry),
    facts,
  };
  const headquarters = resolveHeadquarters(profile.Headquarters);
  if (headquarters) {
    company.country = headquarters.country;
    company.inEu = headquarters.inEu;
    company.inEea = headquarters.inEea;
  }
  const employees = profile.EmployeeCount ? EMPLOYEE_RANGES[profile.EmployeeCount] : undefined;
  if (employees) company.employees = { ...employees };
  const revenueUsd = profile.Revenue ? REVENUE_RANGES_USD[profile.Revenue] : undefined;
  if (revenueUsd) company.revenue = rangeInAllCurrencies(revenueUsd);
  return company;
}
