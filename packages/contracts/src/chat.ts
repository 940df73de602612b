import { z } from 'zod';
import { EMPLOYEE_COUNT_CODES, REVENUE_CODES } from './client-codes.js';

/**
 * The onboarding chat (spec 01 §2–§8): `POST /api/agents/{agentId}/chat` answers a Server-Sent Events
 * stream of `data: {"type": ..., "content": ...}` events separated by a blank line; the non-streaming
 * variant (same path, `?stream=false`) answers `{content}`.
 */

export const CHAT_MESSAGE_MAX_LENGTH = 20_000;

export const chatRequestBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'The message is empty')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'The message is too long')
    .describe("The user's text, or a step submission as JSON {stepId, data, action: 'submit_step'}"),
  onboardingId: z
    .union([z.number().int().positive(), z.string().trim().min(1).max(64)])
    .nullable()
    .optional()
    .describe("The onboarding session's id or documentId; omitted to start a new session"),
});
export type ChatRequestBody = z.infer<typeof chatRequestBodySchema>;

export const CHAT_EVENT_TYPES = ['connection', 'content', 'done', 'error'] as const;

/** One SSE event. `connection` also names the session the conversation is stored in (signed in only). */
export const chatEventSchema = z.object({
  type: z.enum(CHAT_EVENT_TYPES),
  content: z.string(),
  onboardingId: z.number().int().optional(),
  onboardingDocumentId: z.string().optional(),
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const chatReplySchema = z.object({
  content: z.string(),
  onboardingId: z.number().int().optional(),
  onboardingDocumentId: z.string().optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** A stored message of an onboarding session (spec 01 §3 "Onboarding message (server)"). */
export const onboardingMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['assistant', 'user']),
  content: z.string(),
  timestamp: z.string(),
});
export type OnboardingMessage = z.infer<typeof onboardingMessageSchema>;

export const ONBOARDING_STEP_IDS = [
  'step-0',
  'step-1',
  'step-2',
  'step-3',
  'step-4',
  'step-5',
  'step-6',
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** The interactive component types the onboarding agent sends (spec 01 §3 response types). */
export const INTERACTIVE_COMPONENT_TYPES = [
  'website-input',
  'company-card',
  'multiple-choice',
  'editable-summary',
  'checklist',
  'file-upload',
  'final-step',
  'onboarding-complete',
] as const;

export const interactiveComponentSchema = z.object({
  type: z.enum(INTERACTIVE_COMPONENT_TYPES),
  props: z.record(z.string(), z.unknown()),
});
export type InteractiveComponent = z.infer<typeof interactiveComponentSchema>;

/**
 * How a component travels inside an assistant message: a script block holding a tool call,
 * `<script type="application/json">{"name":"interact_component","payload":{"type":...,"props":{...}}}</script>`.
 */
export const interactComponentCallSchema = z.object({
  name: z.literal('interact_component'),
  payload: interactiveComponentSchema,
});

/** The onboarding scopes offered at step-1: they decide which sections run first and which report sections. */
export const ONBOARDING_SCOPES = [
  { id: 'materiality', label: 'Materiality and impact topics' },
  { id: 'regulations', label: 'Regulations and upcoming policies' },
  { id: 'reporting', label: 'Reporting frameworks and metrics' },
  { id: 'initiatives', label: 'Sustainability initiatives' },
  { id: 'impact-strategy', label: 'Impact strategy' },
] as const;

const choiceList = (what: string) =>
  z
    .array(z.string().trim().min(1).max(100), `Choose at least one ${what}`)
    .min(1, `Choose at least one ${what}`)
    .max(30, `Choose at most 30 ${what}s`);

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Documents uploaded at step-4: PDF or DOCX, sniffed by content. */
export const ONBOARDING_DOCUMENT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  accept: ['.pdf', '.docx'],
} as const;

const step0Schema = z
  .strictObject({
    website: z
      .string()
      .trim()
      .min(1, 'Enter the company website')
      .max(300, 'The website is too long')
      .optional(),
    demoSample: z.string().trim().min(1, 'Choose a sample').max(100).optional(),
  })
  .refine((data) => (data.website === undefined) !== (data.demoSample === undefined), {
    message: 'Give either a website or a demoSample, not both',
  });

/** The `data` each step accepts; an unknown field is refused so a wrong shape is never half-stored. */
export const onboardingStepDataSchemas = {
  /** `{website}` for a real client, or `{demoSample: slug}` to walk through a public sample (demo mode). */
  'step-0': step0Schema,
  'step-1': z.strictObject({ selected: choiceList('scope') }),
  /** The company profile as confirmed; EmployeeCount and Revenue are the spec's bucket codes. */
  'step-2': z.strictObject({
    Name: z.string().trim().min(1, 'The company name is required').max(160, 'The name is too long'),
    Industry: optionalText(160),
    Headquarters: optionalText(200),
    EmployeeCount: z
      .enum(EMPLOYEE_COUNT_CODES, `EmployeeCount must be one of ${EMPLOYEE_COUNT_CODES.join(', ')}`)
      .nullable()
      .optional(),
    Revenue: z
      .enum(REVENUE_CODES, `Revenue must be one of ${REVENUE_CODES.join(', ')}`)
      .nullable()
      .optional(),
    FoundedYear: z.number().int().min(1000).max(2100).nullable().optional(),
    CompanyInfo: optionalText(5000),
  }),
  'step-3': z.strictObject({ selected: choiceList('topic') }),
  /** The uploaded documents to keep: each `uploadId` is a documentId answered by the upload call. */
  'step-4': z.strictObject({
    files: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1).max(300),
          size: z.number().int().nonnegative(),
          uploadId: z.union([z.number().int(), z.string().max(64)], 'uploadId is required'),
        }),
      )
      .max(ONBOARDING_DOCUMENT_LIMITS.maxFiles, `At most ${ONBOARDING_DOCUMENT_LIMITS.maxFiles} files`),
  }),
  'step-5': z.strictObject({ selected: choiceList('framework') }),
  'step-6': z.strictObject({ confirm: z.literal(true, 'Confirm to create the client') }),
} satisfies Record<OnboardingStepId, z.ZodType>;

export const stepSubmissionSchema = z.strictObject({
  action: z.literal('submit_step'),
  stepId: z.enum(ONBOARDING_STEP_IDS, 'Unknown step: expected step-0 to step-6'),
  data: z.record(z.string(), z.unknown(), "data must be an object with the step's answers"),
});
export type StepSubmission = z.infer<typeof stepSubmissionSchema>;

/**
 * The populated LastOnboardingId of GET /users/me: the session, where it stands, and its messages.
 * `currentStep` is the next step to submit (0–6; 7 once complete).
 */
export const onboardingSessionViewSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  currentStep: z.number().int(),
  completed: z.boolean(),
  Messages: z.array(onboardingMessageSchema),
});
export type OnboardingSessionView = z.infer<typeof onboardingSessionViewSchema>;

// The props of each component type, the agents list and the uploaded documents' shape.
export * from './chat-components.js';
