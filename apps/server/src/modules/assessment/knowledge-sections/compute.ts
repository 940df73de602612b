import type { Provenance, SectionKey } from '@impact/contracts';
import {
  ALL_RULES,
  KNOWLEDGE_BASE_VERSION,
  evaluateRule,
  materialityFor,
  normalizeCompany,
  reportingFrameworksFor,
  toRegulationRow,
  upcomingPoliciesFor,
  type NormalizedCompany,
} from '@impact/knowledge';
import type { clients } from '../../../db/schema.js';

type ClientRow = typeof clients.$inferSelect;

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
  note: `Knowledge base ${KNOWLEDGE_BASE_VERSION}: rules over the client's profile; facts the profile lacks are named in each item.`,
};

export function companyOf(client: ClientRow): NormalizedCompany {
  return normalizeCompany({
    Name: client.name,
    Industry: client.industry,
    EmployeeCount: client.employeeCount as never,
    Revenue: client.revenue as never,
    Headquarters: client.headquarters,
  });
}

export function regulationsSection(company: NormalizedCompany, today: string) {
  return ALL_RULES.map((rule) => toRegulationRow(rule, evaluateRule(rule, company, today), today));
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
