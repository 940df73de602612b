import type { AnswerSchema } from '@impact/contracts';
import type { PickSchema } from '../api-client';

/**
 * The generated sections a client page shows, with what an Admin's controls call (spec 02 §6, §7):
 * the endpoint that regenerates it, the prompt behind it, and the message when generation fails
 * (spec 02 §8: the server's message when present, else this).
 */
export interface GeneratedSection {
  title: string;
  endpoint: string;
  /** What the endpoint answers: the section's data as stored. */
  answer: PickSchema<AnswerSchema>;
  /** The request body for an Admin's refresh. */
  refreshBody: (client: { id: number; WebsiteUrl: string | null }) => Record<string, unknown>;
  promptKeys: { key: string; label: string; allowBlank?: boolean }[];
  failure: string;
  /** Spec 02 §8: 'A regulations refresh failure is only logged; nothing is shown.' */
  logOnlyFailure?: boolean;
}

const withForce = (client: { id: number }) => ({ clientId: client.id, forceRefresh: true });
const withWebsite = (client: { id: number; WebsiteUrl: string | null }) => ({
  clientId: client.id,
  websiteUrl: client.WebsiteUrl,
});

export const GENERATED_SECTIONS = {
  locationPresence: {
    title: 'Location & Geographic Presence',
    endpoint: '/clients/location-presence',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.LocationPresence,
    refreshBody: withWebsite,
    promptKeys: [{ key: 'location_presence_prompt', label: 'Location presence prompt' }],
    failure: 'Failed to generate location presence data',
  },
  businessModel: {
    title: 'Business Model Overview',
    endpoint: '/clients/business-model-overview',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.BusinessModelOverview,
    refreshBody: withWebsite,
    promptKeys: [{ key: 'business_model_overview_prompt', label: 'Business model prompt' }],
    failure: 'Failed to generate business model overview data',
  },
  stakeholders: {
    title: 'Key Stakeholders',
    endpoint: '/clients/research-stakeholders',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.Stakeholders,
    refreshBody: withWebsite,
    promptKeys: [{ key: 'stakeholders_prompt', label: 'Stakeholders prompt' }],
    failure: 'Failed to generate stakeholders data',
  },
  impactStrategy: {
    title: 'Impact Strategy',
    endpoint: '/clients/generate-impact-strategy',
    answer: (c) => c.impactStrategyAnswerSchema,
    refreshBody: (client) => ({ clientId: client.id }),
    // Spec 02 §5: these two editors have no blank check.
    promptKeys: [
      { key: 'focusAreas_prompt', label: 'Focus areas prompt', allowBlank: true },
      { key: 'impactTopics_prompt', label: 'Impact topics prompt', allowBlank: true },
    ],
    failure: 'Failed to generate impact strategy data',
  },
  sustainabilityRegulations: {
    title: 'Regulatory Landscape',
    endpoint: '/clients/sustainability-regulations',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.SustainabilityRegulations,
    refreshBody: withForce,
    promptKeys: [{ key: 'sustainabilityRegulations_prompt', label: 'Regulations prompt' }],
    failure: 'Failed to generate sustainability regulations data',
    logOnlyFailure: true,
  },
  upcomingPolicies: {
    title: 'Upcoming Impactful Policies',
    endpoint: '/clients/upcoming-policies',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.UpcomingPolicies,
    refreshBody: withForce,
    promptKeys: [{ key: 'upcomingPolicies_prompt', label: 'Upcoming policies prompt' }],
    failure: 'Failed to generate upcoming policies data',
  },
  voluntaryCodes: {
    title: 'Voluntary Codes Adopted',
    endpoint: '/clients/voluntary-codes',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.VoluntaryCodesAdopted,
    refreshBody: withForce,
    promptKeys: [{ key: 'voluntaryCodes_prompt', label: 'Voluntary codes prompt' }],
    failure: 'Failed to generate voluntary codes data',
  },
  reportedMetrics: {
    title: 'KPIs & Metrics',
    endpoint: '/clients/reported-metrics',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.ReportedMetrics,
    refreshBody: withForce,
    promptKeys: [{ key: 'reportedMetrics_prompt', label: 'Reported metrics prompt' }],
    failure: 'Failed to generate reported metrics data',
  },
  reportingFrameworks: {
    title: 'Reporting Frameworks',
    endpoint: '/clients/reporting-frameworks',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.ReportingFrameworks,
    refreshBody: withForce,
    promptKeys: [{ key: 'reportingFrameworks_prompt', label: 'Reporting frameworks prompt' }],
    failure: 'Failed to generate reporting frameworks data',
  },
  publicPerception: {
    title: 'Public Perception',
    endpoint: '/clients/public-perception',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.PublicPerception,
    refreshBody: withForce,
    promptKeys: [{ key: 'publicPerception_prompt', label: 'Public perception prompt' }],
    failure: 'Failed to generate public perception data',
  },
  controversies: {
    title: 'Controversies',
    endpoint: '/clients/controversies',
    answer: (c) => c.SECTION_ANSWER_SCHEMAS.Controversies,
    // Spec 02 §7: controversies send clientId only (for an Admin the server regenerates).
    refreshBody: (client) => ({ clientId: client.id }),
    promptKeys: [{ key: 'controversies_prompt', label: 'Controversies prompt' }],
    failure: 'Failed to generate controversies data',
  },
} satisfies Record<string, GeneratedSection>;

export type GeneratedSectionId = keyof typeof GENERATED_SECTIONS;
