import { z } from 'zod';
import { dataOf } from './answers.js';
import type { EmployeeCountCode, RevenueCode } from './client-codes.js';
import type { OnboardingStepId } from './chat.js';

/**
 * The props of each interactive component the onboarding agent sends (one interface per
 * INTERACTIVE_COMPONENT_TYPES entry), what the web app submits back for it, and the endpoints the
 * components call. Every component except `onboarding-complete` carries the `stepId` it answers.
 */

/** One choice of `multiple-choice` or `checklist`. */
export interface ChoiceOption {
  id: string;
  label: string;
  /** One line on why the option is offered (the sector's materiality, the framework's relevance). */
  description?: string;
  /** Starts ticked: the knowledge base (or the demo sample) recommends it. */
  recommended?: boolean;
}

/** A public sample offered for demo mode at step-0. */
export interface DemoSampleOption {
  slug: string;
  name: string;
  website: string | null;
}

/** `website-input` (step-0). Submit `{website}`, or `{demoSample: slug}` for a demo with a sample. */
export interface WebsiteInputProps {
  stepId: 'step-0';
  title: string;
  placeholder: string;
  samples: DemoSampleOption[];
}

/**
 * `company-card` (sent with step-1, display only): what the website enrichment (or the demo sample)
 * found. Fields nothing supports are null, never guessed; `notes` say what could not be read.
 */
export interface CompanyCardProps {
  stepId: 'step-1';
  /** The website as the user typed it (null in demo mode without one). */
  website: string | null;
  domain: string | null;
  Name: string | null;
  Industry: string | null;
  Headquarters: string | null;
  EmployeeCount: EmployeeCountCode | null;
  Revenue: RevenueCode | null;
  FoundedYear: number | null;
  CompanyInfo: string | null;
  WebsiteUrl: string | null;
  Domain: string | null;
  /** Our logo endpoint for the domain, or null. */
  logoUrl: string | null;
  /** Whether anything was found; false when the website could not be read. */
  found: boolean;
  notes: string[];
  demo?: boolean;
}

/** `multiple-choice` (step-1 scopes, step-5 frameworks) and `checklist` (step-3 topics). Submit `{selected: ids}`. */
export interface ChoiceProps {
  stepId: OnboardingStepId;
  title: string;
  options: ChoiceOption[];
  multiple: true;
}

/** The profile fields of `editable-summary`, prefilled from the enrichment; null where nothing was found. */
export interface SummaryFields {
  Name: string | null;
  Industry: string | null;
  Headquarters: string | null;
  EmployeeCount: EmployeeCountCode | null;
  Revenue: RevenueCode | null;
  FoundedYear: number | null;
  CompanyInfo: string | null;
}

/** `editable-summary` (step-2). Submit the edited fields (Name required; empty strings as null). */
export interface EditableSummaryProps {
  stepId: 'step-2';
  title: string;
  fields: SummaryFields;
  website: string | null;
}

/**
 * `file-upload` (step-4). Upload each file by multipart POST to `uploadUrl` (field `file`), remove one with
 * DELETE `{uploadUrl}/{documentId}`, then submit `{files: [{name, size, uploadId: documentId}]}`; `{files: []}`
 * skips. In demo mode `uploadUrl` is null and only skipping is possible.
 */
export interface FileUploadProps {
  stepId: 'step-4';
  accept: string[];
  optional: true;
  uploadUrl: string | null;
  maxBytes: number;
  maxFiles: number;
  demo?: boolean;
}

/** `final-step` (step-6): the answers so far, by step id. Submit `{confirm: true}`. */
export interface FinalStepProps {
  stepId: 'step-6';
  answers: Partial<Record<OnboardingStepId, unknown>>;
  demo?: boolean;
}

/**
 * `onboarding-complete` (the closing message): the client was created and its assessment started (runId
 * null when no assessment was started); in demo mode nothing was created and the link is the sample's.
 */
export interface OnboardingCompleteProps {
  clientName: string;
  /** '/client/' + encodeURIComponent(clientName) */
  clientPath: string;
  clientDocumentId: string;
  /** The client's numeric id (selected as the user's current client); null in demo mode. */
  clientId: number | null;
  runId: number | null;
  /** The run's documentId, as the progress stream and panel name runs; null with runId. */
  runDocumentId: string | null;
  demo?: boolean;
}

/** GET /api/agents: the chat agents; the web app takes the one whose purpose is 'onboarding'. */
export const chatAgentSchema = z.object({
  id: z.string(),
  purpose: z.literal('onboarding'),
  name: z.string(),
});
export type ChatAgentView = z.infer<typeof chatAgentSchema>;
export const chatAgentListResponseSchema = dataOf(z.array(chatAgentSchema));

/** One document answered by POST /api/onboarding/{onboardingId}/documents. */
export const onboardingDocumentSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** Pages of a PDF; null for DOCX (Word files have no fixed pages). */
  pageCount: z.number().int().nullable(),
  /** Characters of text read from it (what the assessment will read). */
  characters: z.number().int(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

/** POST and GET /api/onboarding/{onboardingId}/documents: the documents stored (by the call, or so far). */
export const onboardingDocumentListResponseSchema = dataOf(z.array(onboardingDocumentSchema));

/**
 * GET /api/onboarding/documents/{documentId}: an uploaded document for a member of its client's
 * organization (or its uploader), with a signed address to open it that works for a few minutes.
 */
export const onboardingDocumentLinkSchema = onboardingDocumentSchema.extend({
  /** /api/onboarding/documents/{documentId}/file?expires=…&signature=…, for a new tab (no token needed). */
  fileUrl: z.string(),
  fileUrlExpiresAt: z.string(),
});
export type OnboardingDocumentLink = z.infer<typeof onboardingDocumentLinkSchema>;
export const onboardingDocumentLinkResponseSchema = dataOf(onboardingDocumentLinkSchema);
