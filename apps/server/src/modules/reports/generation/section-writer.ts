import type { ClientData } from './client-data.js';
import type { SourceRegistry } from './source-registry.js';

export interface WriterInput {
  data: ClientData;
  registry: SourceRegistry;
}

/** One report section's deterministic writer and the evidence a model writes the same section from. */
export interface SectionWriter {
  /** Markdown composed from the structured data only: every fact cited, nothing invented. */
  compose(input: WriterInput): string;
  /** The section's structured data for a model, each item's sources replaced by their [n] numbers. */
  evidence(input: WriterInput): Record<string, unknown>;
  /** Whether the client holds anything this section reports (else it says what is missing). */
  hasEvidence(data: ClientData): boolean;
}

/** A stored section the assessment has not produced yet: said plainly, with the step that makes it. */
export const notYetResearched = (what: string) =>
  `Not available yet: the client has no stored ${what}. Run the assessment (or that step) first.`;
