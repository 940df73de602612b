import type { Provenance } from '@impact/contracts';
import {
  KNOWLEDGE_PROVENANCE,
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
  const data = regulationsSection(input.company, input.today);
  return { key: 'SustainabilityRegulations', data, provenance: ruleProvenance(data.length > 0) };
}

export async function computeUpcomingPolicies(input: StepInput): Promise<SectionResult<'UpcomingPolicies'>> {
  const data = upcomingPoliciesSection(input.company, input.today);
  return { key: 'UpcomingPolicies', data, provenance: ruleProvenance(data.policies.length > 0) };
}

export async function computeReportingFrameworks(
  input: StepInput,
): Promise<SectionResult<'ReportingFrameworks'>> {
  const data = reportingFrameworksSection(input.company, input.today);
  return { key: 'ReportingFrameworks', data, provenance: ruleProvenance(data.frameworks.length > 0) };
}
