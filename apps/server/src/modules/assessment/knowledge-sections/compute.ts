import {
  APPLICABILITY_FACT_KEYS,
  applicabilityFactsSchema,
  type ApplicabilityFactAnswers,
  type ApplicabilityFactName,
  type Provenance,
  type RegulatedGoodName,
  type SectionData,
  type SectionKey,
} from '@impact/contracts';
import {
  ALL_RULES,
  KNOWLEDGE_BASE_VERSION,
  evaluateRule,
  extractLocations,
  isRowForCompany,
  materialityFor,
  normalizeCompany,
  reportingFrameworksFor,
  statedProfile,
  toRegulationRow,
  upcomingPoliciesFor,
  type ApplicabilityFactKey,
  type ApplicabilityFacts,
  type NormalizedCompany,
  type RegulatedGood,
  type StatedProfile,
} from '@impact/knowledge';
import type { clients } from '../../../db/schema.js';
import { pageRef } from '../../chat/documents/document-sources.js';
import { filledByWebsiteScrape } from '../../clients/field-origins.js';
import { clientFacts } from '../steps/evidence/company-facts.js';
import type { StepInput } from '../steps/step-types.js';
import { classificationOf } from './classification.js';

type ClientRow = typeof clients.$inferSelect;
type WebsiteContext = SectionData<'WebsiteContext'>;

/** The sections the knowledge base answers by rule, without any model or network. */
export const KNOWLEDGE_SECTION_KEYS = [
  'SustainabilityRegulations',
  'UpcomingPolicies',
  'ReportingFrameworks',
  'FocusAreas',
  'ImpactTopics',
] as const satisfies readonly SectionKey[];
export type KnowledgeSectionKey = (typeof KNOWLEDGE_SECTION_KEYS)[number];

export const KNOWLEDGE_PROVENANCE: Provenance = {
  method: 'rule',
  provider: 'knowledge-base',
  note: `Knowledge base ${KNOWLEDGE_BASE_VERSION}: rules over the client's profile and the consultant's answers; facts still missing are named in each item.`,
};

// The contracts list the knowledge base's facts and goods; these stop compiling if the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const factKeysAgree: Same<ApplicabilityFactName, ApplicabilityFactKey> = true;
const goodsAgree: Same<RegulatedGoodName, RegulatedGood> = true;
void factKeysAgree;
void goodsAgree;

/**
 * The stored answers as the rules take them, each marked as the consultant's answer (so a reason says
 * "(consultant's answer)"). A stored value that no longer validates is left out rather than trusted.
 */
export function applicabilityFactsOf(stored: unknown): ApplicabilityFacts {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const facts: Record<string, { value: unknown; origin: { kind: 'consultant' } }> = {};
  for (const key of APPLICABILITY_FACT_KEYS) {
    const parsed = applicabilityFactsSchema.shape[key].safeParse(record[key]);
    if (parsed.success && parsed.data !== undefined) {
      facts[key] = { value: parsed.data, origin: { kind: 'consultant' } };
    }
  }
  return facts as ApplicabilityFacts;
}

/** The stored answers as the API shows them: only the valid ones. */
export function storedApplicabilityAnswers(stored: unknown): ApplicabilityFactAnswers {
  return Object.fromEntries(
    Object.entries(applicabilityFactsOf(stored)).map(([key, fact]) => [key, fact.value]),
  ) as ApplicabilityFactAnswers;
}

/**
 * The company as the rules see it: the profile, the consultant's answers, and the classification of
 * the company's own words (the website pages read so far and the profile description), which decides
 * the sector and the customer and production models unless the consultant set the industry. A size
 * or headquarters field the record leaves empty is taken from the company's own statement (`stated`).
 */
export function companyOf(
  client: ClientRow,
  website?: WebsiteContext,
  stated?: StatedProfile,
): NormalizedCompany {
  // A value the website step put in the record is the pages' statement: where the pages are read
  // again, the rules take that statement, so a reason quotes the sentence rather than the record.
  const recorded = <T>(field: 'EmployeeCount' | 'Revenue' | 'Headquarters', value: T) =>
    stated?.[field] && filledByWebsiteScrape(client, field) ? null : value;
  const company = normalizeCompany(
    {
      Name: client.name,
      Industry: client.industry,
      EmployeeCount: recorded('EmployeeCount', client.employeeCount) as never,
      Revenue: recorded('Revenue', client.revenue) as never,
      Headquarters: recorded('Headquarters', client.headquarters),
    },
    applicabilityFactsOf(client.applicabilityFacts),
    classificationOf(client, website),
    stated,
  );
  // Where the pages name offices, plants or stores: presence in a country a rule asks about ('carries on
  // business in the UK').
  const sites = siteCountriesWithQuotes(website);
  return sites.length > 0 ? { ...company, sites } : company;
}

/** One site per country the company's own pages name, with the words that name it. */
function siteCountriesWithQuotes(website: WebsiteContext | undefined) {
  const byCountry = new Map<string, { country: string; quote: string; url: string }>();
  for (const page of website?.pages ?? [])
    for (const location of extractLocations(page.content, pageRef(page)))
      if (location.countryCode && !byCountry.has(location.countryCode))
        byCountry.set(location.countryCode, {
          country: location.countryCode,
          quote: location.quote,
          url: location.url,
        });
  return [...byCountry.values()];
}

/**
 * The company a knowledge step reasons about: with the website context when the step has one (the
 * pipeline's company is built from the profile alone), classified again and with the headcount,
 * turnover and headquarters the company's pages state where the record is empty (the same reading
 * the evidence steps quote), else the one it was given.
 */
export function companyForStep(input: StepInput): NormalizedCompany {
  return input.website
    ? companyOf(input.client, input.website, statedProfile(clientFacts(input)))
    : input.company;
}

/**
 * The regulations table: every rule's row, except another country's national law that does not reach
 * the company (see isRowForCompany); the countries of the sites the website names count as presence.
 */
export function regulationsSection(company: NormalizedCompany, today: string, website?: WebsiteContext) {
  const siteCountries = siteCountriesOf(website);
  return ALL_RULES.flatMap((rule) => {
    const result = evaluateRule(rule, company, today);
    return isRowForCompany(rule, result, company, siteCountries, today)
      ? [toRegulationRow(rule, result, today)]
      : [];
  });
}

/** The countries of the headquarters, plants, offices and stores the company's own pages name. */
export function siteCountriesOf(website: WebsiteContext | undefined): string[] {
  return siteCountriesWithQuotes(website).map((site) => site.country);
}

export function upcomingPoliciesSection(company: NormalizedCompany, today: string) {
  return upcomingPoliciesFor(company, today).data;
}

/** Framework relevance depends on whether CSRD applies, which the regulations rules decide. */
export function reportingFrameworksSection(company: NormalizedCompany, today: string) {
  const csrd = ALL_RULES.find((rule) => rule.id === 'eu-csrd');
  const verdict = csrd ? evaluateRule(csrd, company, today).verdict : undefined;
  const csrdInScope = verdict === 'in-scope' ? true : verdict === 'not-in-scope' ? false : undefined;
  return reportingFrameworksFor(company, csrdInScope === undefined ? {} : { csrdInScope }).data;
}

export function impactStrategySections(company: NormalizedCompany) {
  const { focusAreas, impactTopics } = materialityFor(company);
  return { FocusAreas: focusAreas, ImpactTopics: impactTopics };
}
