import type { Provenance } from '@impact/contracts';
import { FRAMEWORKS } from '@impact/knowledge';
import {
  KNOWLEDGE_PROVENANCE,
  companyForStep,
  regulationsSection,
  reportingFrameworksSection,
  upcomingPoliciesSection,
} from '../../knowledge-sections/compute.js';
import type { SectionResult, StepInput } from '../step-types.js';

/*
 * Product decision: whether a law, a coming policy or a reporting framework applies to a company is
 * decided by the knowledge base's rules alone, never by a model. A legal verdict must be reproducible
 * and traceable to a threshold and a fact; a model's reading of a web page is neither. These steps make
 * no model call even when a model is configured.
 */

const ruleProvenance = (found: boolean): Provenance => ({
  ...KNOWLEDGE_PROVENANCE,
  outcome: found ? 'found' : 'nothing-found',
});

export async function computeRegulations(
  input: StepInput,
): Promise<SectionResult<'SustainabilityRegulations'>> {
  const data = regulationsSection(companyForStep(input), input.today, input.website);
  return { key: 'SustainabilityRegulations', data, provenance: ruleProvenance(data.length > 0) };
}

export async function computeUpcomingPolicies(input: StepInput): Promise<SectionResult<'UpcomingPolicies'>> {
  const data = upcomingPoliciesSection(companyForStep(input), input.today);
  return { key: 'UpcomingPolicies', data, provenance: ruleProvenance(data.policies.length > 0) };
}

export async function computeReportingFrameworks(
  input: StepInput,
): Promise<SectionResult<'ReportingFrameworks'>> {
  const data = markPreferred(
    reportingFrameworksSection(companyForStep(input), input.today),
    input.client.preferredFrameworks,
  );
  return { key: 'ReportingFrameworks', data, provenance: ruleProvenance(data.frameworks.length > 0) };
}

/**
 * The consultant's preferred frameworks (knowledge-base ids chosen at onboarding) are flagged; the
 * relevance ranking itself stays the knowledge base's.
 */
function markPreferred<T extends { frameworks: { name: string }[] }>(data: T, preferredIds: unknown): T {
  const ids = new Set(Array.isArray(preferredIds) ? preferredIds.filter((id) => typeof id === 'string') : []);
  if (ids.size === 0) return data;
  const names = new Set(
    FRAMEWORKS.filter((framework) => ids.has(framework.id)).map((framework) => framework.name),
  );
  return {
    ...data,
    frameworks: data.frameworks.map((framework) =>
      names.has(framework.name) ? { ...framework, preferred: true } : framework,
    ),
  };
}
