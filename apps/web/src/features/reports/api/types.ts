import type { ReportSectionType } from '@impact/contracts';

/**
 * The report as the API returns it (spec 02 §3): Strapi-style records, with the section list under
 * `Sections`. Kept here until the report schemas join packages/contracts.
 */
export type ReportSectionStatus = 'pending' | 'success' | 'error';

/** A section's own generation settings; the page only reads and replaces `customPrompt`. */
export interface AgentConfig {
  customPrompt?: string | null;
  [setting: string]: unknown;
}

export interface ReportSection {
  /** Absent while the section's first request is still running (the server has not stored it yet). */
  id?: number | null;
  /** snake_case section type, e.g. 'company_snapshot'; shown title-cased. */
  Title: string;
  /** Markdown. */
  Content: string | null;
  status: ReportSectionStatus;
  error?: string | null;
  LastUpdated?: string | null;
  AgentConfig?: AgentConfig | null;
}

export interface Report {
  id: number;
  documentId: string;
  /** The client's name. */
  Title: string | null;
  /** The client the report is about; the /report/{id} route's Back goes there. */
  Client?: { Name: string } | null;
  Sections: ReportSection[];
  /** The sections proposed for the client, in the order to write them (its onboarding scopes first). */
  ProposedSections?: ReportSectionType[];
  createdAt?: string;
  updatedAt?: string;
}
