import type { ClientProfileField } from '@impact/contracts';

/** The detail of a record field that the assessment's website step filled (its FieldOrigin.detail). */
export const FILLED_BY_WEBSITE_SCRAPE = 'website-scrape';

/**
 * Whether a record field holds what the assessment read on the company's own pages rather than what
 * someone confirmed (the dashboard's profile, the onboarding's, a value typed in). Such a value is
 * evidence like the sentence it came from: the steps quote that sentence instead of calling the value
 * the consultant's, and the next reading of the website may replace it.
 */
export function filledByWebsiteScrape(client: { fieldOrigins: unknown }, field: ClientProfileField): boolean {
  const origins = (client.fieldOrigins ?? {}) as Record<string, { detail?: unknown } | undefined>;
  return origins[field]?.detail === FILLED_BY_WEBSITE_SCRAPE;
}
