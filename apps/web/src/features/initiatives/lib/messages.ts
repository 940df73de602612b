import { ApiRequestError } from '../../../lib/api-client';

/** Spec 02 §8's messages for the initiatives page. */
export const MESSAGES = {
  fetch: 'Failed to fetch initiatives',
  add: 'Failed to add initiative',
  update: 'Failed to update initiative',
  delete: 'Failed to delete initiative',
  none: 'No initiatives found',
} as const;

/**
 * A failed write: the spec's message, followed by the server's reason when it gave one (a 400 naming
 * the field at fault, a 403 on a read-only sample) so the user knows what to change.
 */
export function failureMessage(base: string, error: unknown): string {
  const reason = error instanceof ApiRequestError ? error.message.trim() : '';
  return reason && reason !== base ? `${base}: ${reason}` : base;
}

/** The toast after 'Find initiatives': how many were found and how many of them were new. */
export function generationSummary(result: { found: number; added: number }): string {
  if (result.found === 0) return MESSAGES.none;
  const found = `Found ${result.found} ${result.found === 1 ? 'initiative' : 'initiatives'}`;
  if (result.added === 0) return `${found}; all were already listed.`;
  return `${found}; ${result.added} new ${result.added === 1 ? 'one' : 'ones'} added.`;
}
