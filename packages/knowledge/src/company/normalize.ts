import type { CompanyClassification } from './classification/classify-company.js';
import { sectorKeysForClassification } from './classification/sector-keys.js';
import { resolveHeadquarters } from './headquarters.js';
import { rangeInAllCurrencies } from './rates.js';
import { sectorsForIndustry } from './sectors.js';
import { statedEuTurnover } from './stated-eu-turnover.js';
import { EMPLOYEE_RANGES, REVENUE_RANGES_USD } from './size-ranges.js';
import type {
  ApplicabilityFacts,
  ClientProfileInput,
  NormalizedCompany,
  NumericRange,
  StatedProfile,
  StatedValue,
} from './types.js';

/**
 * The company as rules see it. Every field that cannot be told from the profile is left out (never
 * guessed): an unreadable headquarters leaves country, inEu and inEea undefined; a missing bucket leaves
 * employees or revenue undefined; an unknown industry gives sectors [].
 *
 * A classification (company/classification) refines the sectors: its NACE division decides them, so a
 * weaver whose customers make workwear is textiles, not apparel. Its customer model adds one fact the
 * consultant has not answered: a company whose own website says it sells only to businesses does not
 * sell to consumers in the EU. A consultant's answer always wins over the website.
 *
 * A profile field left empty is taken from the company's own statement when there is one (`stated`,
 * see statedProfile), and the company remembers it was stated, so reasons name the source; a value in
 * the profile always wins.
 */
export function normalizeCompany(
  profile: ClientProfileInput,
  facts: ApplicabilityFacts = {},
  classification?: CompanyClassification,
  stated: StatedProfile = {},
): NormalizedCompany {
  const fromDivision = classification ? sectorKeysForClassification(classification) : [];
  const company: NormalizedCompany = {
    name: profile.Name.trim(),
    sectors: fromDivision.length > 0 ? fromDivision : sectorsForIndustry(profile.Industry),
    facts: withStatedListing(withStatedHeadcounts(withWebsiteFacts(facts, classification), stated), stated),
  };
  if (classification && Object.keys(classification).length > 0) company.classification = classification;
  if (stated.CombustionCapacityMw) company.combustionCapacityMw = stated.CombustionCapacityMw;
  if (stated.EtsParticipation) company.etsParticipation = stated.EtsParticipation;
  if (stated.CbamImports) company.cbamImports = stated.CbamImports;
  const statedTexts: NonNullable<NormalizedCompany['stated']> = {};
  /** The record's value, else the company's statement (remembered under `key` for the reasons). */
  function pick<T>(
    recorded: T | null | undefined,
    fromSite: StatedValue<T> | undefined,
    key: keyof typeof statedTexts,
  ) {
    if (recorded) return recorded;
    if (fromSite) statedTexts[key] = { text: fromSite.text, origin: fromSite.origin };
    return fromSite?.value;
  }
  const headquarters = resolveHeadquarters(
    pick(profile.Headquarters?.trim() || undefined, stated.Headquarters, 'headquarters'),
  );
  if (headquarters) {
    company.country = headquarters.country;
    company.inEu = headquarters.inEu;
    company.inEea = headquarters.inEea;
  } else delete statedTexts.headquarters;
  const employeeCode = pick(profile.EmployeeCount, stated.EmployeeCount, 'employees');
  const employees = employeeCode ? EMPLOYEE_RANGES[employeeCode] : undefined;
  if (employees) company.employees = { ...employees };
  // The company's own number narrows its bucket to that number ('860 employees' is below 1,000 where
  // '501–1,000' cannot say), unless the record's bucket says otherwise: the record wins.
  const count = stated.Headcount;
  if (count && (!employees || withinRange(count.value, employees))) {
    company.employees = { min: count.value, max: count.value };
    statedTexts.employees = { text: count.text, origin: count.origin };
  }
  const revenueCode = pick(profile.Revenue, stated.Revenue, 'revenue');
  const revenueUsd = revenueCode ? REVENUE_RANGES_USD[revenueCode] : undefined;
  if (revenueUsd) company.revenue = rangeInAllCurrencies(revenueUsd);
  // The company's own turnover narrows its bucket as its headcount does ('€214 million' decides a £36m
  // or €450m threshold the $100M–$500M bucket straddles), unless the record's bucket says otherwise.
  const turnover = stated.TurnoverUsd;
  if (turnover && (!revenueUsd || withinRange(turnover.value, revenueUsd))) {
    company.revenue = rangeInAllCurrencies({ min: turnover.value, max: turnover.value });
    statedTexts.revenue = { text: turnover.text, origin: turnover.origin };
  }
  if (Object.keys(statedTexts).length > 0) company.stated = statedTexts;
  // A consultant's EU turnover wins over the one the company's own share and turnover give.
  const euTurnover = company.facts.euTurnoverEur ? undefined : statedEuTurnover(company, stated);
  if (euTurnover) company.facts = { ...company.facts, euTurnoverEur: euTurnover };
  return company;
}

const withinRange = (value: number, range: NumericRange): boolean =>
  value >= range.min && (range.max === null || value <= range.max);

/** The company's own count of its people in Germany or France, where the consultant has not answered. */
function withStatedHeadcounts(facts: ApplicabilityFacts, stated: StatedProfile): ApplicabilityFacts {
  if (!stated.EmployeesInGermany && !stated.EmployeesInFrance) return facts;
  const withStated = { ...facts };
  if (!facts.employeesInGermany && stated.EmployeesInGermany) {
    const { value, origin } = stated.EmployeesInGermany;
    withStated.employeesInGermany = { value, origin };
  }
  if (!facts.employeesInFrance && stated.EmployeesInFrance) {
    const { value, origin } = stated.EmployeesInFrance;
    withStated.employeesInFrance = { value, origin };
  }
  return withStated;
}

const LISTING_FACTS = {
  eu: 'listedOnEuRegulatedMarket',
  uk: 'listedOnUkRegulatedMarket',
  us: 'listedOnUsExchange',
} as const;

/**
 * The listing questions, where the consultant has not answered them: yes where the company's pages say
 * its securities trade on that market; no, inferred, for every market where they say it is privately
 * owned (ownership-fact.ts).
 */
function withStatedListing(facts: ApplicabilityFacts, stated: StatedProfile): ApplicabilityFacts {
  if (!stated.ListedOn?.length && !stated.Unlisted) return facts;
  const withStated = { ...facts };
  for (const listing of stated.ListedOn ?? []) {
    const key = LISTING_FACTS[listing.value];
    withStated[key] ??= { value: true, origin: listing.origin };
  }
  const unlisted = stated.Unlisted;
  if (unlisted && !stated.ListedOn?.length) {
    for (const key of Object.values(LISTING_FACTS))
      withStated[key] ??= { value: false, origin: unlisted.origin };
  }
  return withStated;
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
