import type { CompanyClassification } from './classification/classify-company.js';
import { sectorKeysForClassification } from './classification/sector-keys.js';
import { resolveHeadquarters } from './headquarters.js';
import { rangeInAllCurrencies } from './rates.js';
import { sectorsForIndustry } from './sectors.js';
import { EMPLOYEE_RANGES, REVENUE_RANGES_USD } from './size-ranges.js';
import type { ApplicabilityFacts, ClientProfileInput, NormalizedCompany } from './types.js';

/**
 * The company as rules see it. Every field that cannot be told from the profile is left out (never
 * guessed): an unreadable headquarters leaves country, inEu and inEea undefined; a missing bucket leaves
 * employees or revenue undefined; an unknown industry gives sectors [].
 *
 * A classification (company/classification) refines the sectors: its NACE division decides them, so a
 * weaver whose customers make workwear is textiles, not apparel. Its customer model adds one fact the
 * consultant has not answered: a company whose own website says it sells only to businesses does not
 * sell to consumers in the EU. A consultant's answer always wins over the website.
 */
export function normalizeCompany(
  profile: ClientProfileInput,
  facts: ApplicabilityFacts = {},
  classification?: CompanyClassification,
): NormalizedCompany {
  const fromDivision = classification ? sectorKeysForClassification(classification) : [];
  const company: NormalizedCompany = {
    name: profile.Name.trim(),
    sectors: fromDivision.length > 0 ? fromDivision : sectorsForIndustry(profile.Industry),
    facts: withWebsiteFacts(facts, classification),
  };
  if (classification && Object.keys(classification).length > 0) company.classification = classification;
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

function withWebsiteFacts(
  facts: ApplicabilityFacts,
  classification?: CompanyClassification,
): ApplicabilityFacts {
  const customers = classification?.customerModel;
  if (facts.sellsToConsumersInEu || !customers?.exclusive || customers.value !== 'B2B') return facts;
  return {
    ...facts,
    sellsToConsumersInEu: {
      value: false,
      origin: { kind: 'website', url: customers.locator, quote: customers.decidingPhrase },
    },
  };
}
