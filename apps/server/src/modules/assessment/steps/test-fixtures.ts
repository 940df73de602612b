/**
 * What the evidence and knowledge steps' test fixtures share: the client row and step input builders, the
 * mock model, and the contract checks. Each folder's test-fixtures.ts holds its own company and contexts.
 */
import { SECTION_DATA_SCHEMAS, provenanceSchema, type SectionKey } from '@impact/contracts';
import type { NormalizedCompany } from '@impact/knowledge';
import type { MockLanguageModelV3 } from 'ai/test';
import { mockModelAnswering } from '../../../../test/mock-models.js';
import type {
  ClientRow,
  SectionResult,
  StepInput,
  StepModel,
  WebContext,
  WebsiteContext,
} from './step-types.js';

/** Every column, empty: a fixture sets the company's profile over it. */
const EMPTY_CLIENT: ClientRow = {
  id: 1,
  documentId: '',
  organizationId: 1,
  name: '',
  industry: null,
  employeeCount: null,
  revenue: null,
  headquarters: null,
  foundedYear: null,
  websiteUrl: null,
  domain: null,
  companyInfo: null,
  logoFile: null,
  logoCheckedAt: null,
  fieldOrigins: {},
  applicabilityFacts: {},
  onboardingScopes: [],
  preferredFrameworks: [],
  sampleCompiledOn: null,
  sampleSlug: null,
  createdBy: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

/** A client row with these columns set; the ones no step reads stay empty. */
export function clientRow(fields: Partial<ClientRow>): ClientRow {
  return { ...EMPTY_CLIENT, ...fields };
}

/** What a folder's fixtures give a step by default: no model, research configured, the default prompt. */
export interface StepInputDefaults {
  client: () => ClientRow;
  /** The profile the pipeline would derive from the client (from an overriding client too). */
  company: (client: ClientRow) => NormalizedCompany;
  website: () => WebsiteContext;
  web: () => WebContext;
  today: string;
}

export function buildStepInput(defaults: StepInputDefaults, overrides: Partial<StepInput>): StepInput {
  const client = overrides.client ?? defaults.client();
  return {
    client,
    company: defaults.company(client),
    website: defaults.website(),
    web: defaults.web(),
    documents: [],
    model: undefined,
    researchConfigured: true,
    prompt: undefined,
    today: defaults.today,
    ...overrides,
  };
}

/** A step model answering every call with `answer` (as JSON unless a string), and the mock to count its calls. */
export function modelAnswering(answer: unknown): { model: StepModel; mock: MockLanguageModelV3 } {
  const mock = mockModelAnswering(typeof answer === 'string' ? answer : JSON.stringify(answer));
  return { model: { provider: 'openai', modelName: 'mock-model', model: mock }, mock };
}

/** The model alone, for a test that reads its calls with modelCalls. */
export const mockStepModel = (answer: unknown): StepModel => modelAnswering(answer).model;

type MessageContent = string | { type: string; text?: string }[];
const textOf = (content: MessageContent) =>
  typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('');

/** What the mock model was sent, per call: the system prompt and the user message, as text. */
export function modelCalls(model: StepModel): { system: string; user: string }[] {
  const mock = model.model as unknown as {
    doGenerateCalls: { prompt: { role: string; content: MessageContent }[] }[];
  };
  return mock.doGenerateCalls.map((call) => ({
    system: call.prompt
      .filter((m) => m.role === 'system')
      .map((m) => textOf(m.content))
      .join('\n'),
    user: call.prompt
      .filter((m) => m.role === 'user')
      .map((m) => textOf(m.content))
      .join('\n'),
  }));
}

/** The section's data as the pipeline will validate it before saving; throws with zod's issues. */
export function validSection<K extends SectionKey>(result: SectionResult<K>): SectionResult<K>['data'] {
  return SECTION_DATA_SCHEMAS[result.key].parse(result.data) as SectionResult<K>['data'];
}

/** Throws unless the section's data and provenance pass the contracts (what the pipeline saves). */
export function assertValid(result: SectionResult): void {
  validSection(result);
  provenanceSchema.parse(result.provenance);
}
