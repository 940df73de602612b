import type { SectionKey } from '@impact/contracts';
import { controversiesPrompt, publicPerceptionPrompt } from './defaults/perception.js';
import {
  businessModelOverviewPrompt,
  locationPresencePrompt,
  stakeholdersPrompt,
} from './defaults/profile.js';
import {
  sustainabilityRegulationsPrompt,
  upcomingPoliciesPrompt,
  voluntaryCodesPrompt,
} from './defaults/regulation.js';
import { reportedMetricsPrompt, reportingFrameworksPrompt } from './defaults/communication.js';
import { focusAreasPrompt, impactTopicsPrompt } from './defaults/strategy.js';

/** The prompts shipped in code, by the spec's section keys (spec 02 §7). Version 0 of each key. */
export const DEFAULT_PROMPTS = {
  focusAreas_prompt: focusAreasPrompt,
  impactTopics_prompt: impactTopicsPrompt,
  sustainabilityRegulations_prompt: sustainabilityRegulationsPrompt,
  upcomingPolicies_prompt: upcomingPoliciesPrompt,
  voluntaryCodes_prompt: voluntaryCodesPrompt,
  reportedMetrics_prompt: reportedMetricsPrompt,
  reportingFrameworks_prompt: reportingFrameworksPrompt,
  publicPerception_prompt: publicPerceptionPrompt,
  controversies_prompt: controversiesPrompt,
  location_presence_prompt: locationPresencePrompt,
  business_model_overview_prompt: businessModelOverviewPrompt,
  stakeholders_prompt: stakeholdersPrompt,
} as const;

export type PromptKey = keyof typeof DEFAULT_PROMPTS;
export const PROMPT_KEYS = Object.keys(DEFAULT_PROMPTS) as PromptKey[];

/** Own-property check: 'constructor' or 'toString' must not pass for a prompt key. */
export const isPromptKey = (key: string): key is PromptKey => Object.hasOwn(DEFAULT_PROMPTS, key);

/** The prompt behind each generated section, for the steps' model path (the context steps have none). */
export const PROMPT_KEY_FOR_SECTION = {
  FocusAreas: 'focusAreas_prompt',
  ImpactTopics: 'impactTopics_prompt',
  SustainabilityRegulations: 'sustainabilityRegulations_prompt',
  UpcomingPolicies: 'upcomingPolicies_prompt',
  VoluntaryCodesAdopted: 'voluntaryCodes_prompt',
  ReportedMetrics: 'reportedMetrics_prompt',
  ReportingFrameworks: 'reportingFrameworks_prompt',
  PublicPerception: 'publicPerception_prompt',
  Controversies: 'controversies_prompt',
  LocationPresence: 'location_presence_prompt',
  BusinessModelOverview: 'business_model_overview_prompt',
  Stakeholders: 'stakeholders_prompt',
} as const satisfies Record<Exclude<SectionKey, 'WebContext' | 'WebsiteContext'>, PromptKey>;

/** The most an Admin may save for one prompt: well above any useful instruction, far below the body limit. */
export const PROMPT_MAX_LENGTH = 20_000;
