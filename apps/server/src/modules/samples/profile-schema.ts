import {
  INITIATIVE_CATEGORIES,
  INITIATIVE_STATUSES,
  SECTION_DATA_SCHEMAS,
  clientFieldsSchema,
  sourceSchema,
} from '@impact/contracts';
import { z } from 'zod';

/**
 * A public sample profile: a real company compiled from public sources, every block of spec 02 filled.
 * Stored as `profiles/<slug>.json`, with `profiles/<slug>.provenance.json` beside it saying, for every
 * item, which page supports it and when that page was checked.
 */
export const sampleProfileSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** The date the profile was compiled (YYYY-MM-DD); shown in the UI. */
  compiledOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  client: clientFieldsSchema
    .omit({ FieldOrigins: true, Organizations: true })
    .extend({ WebsiteUrl: z.url(), CompanyInfo: z.string().min(1) }),
  sections: z.strictObject(SECTION_DATA_SCHEMAS),
  initiatives: z
    .array(
      z.strictObject({
        Title: z.string().min(1).max(200),
        Description: z.string().min(1).max(3000),
        Status: z.enum(INITIATIVE_STATUSES),
        Category: z.enum(INITIATIVE_CATEGORIES),
        Tags: z.array(z.string().max(60)).max(10),
        StockImageKeywords: z.array(z.string().max(60)).max(10),
        Sources: z.array(sourceSchema).min(1),
      }),
    )
    .min(5),
});
export type SampleProfile = z.infer<typeof sampleProfileSchema>;

export const provenanceManifestSchema = z.array(
  z.strictObject({
    /** JSON pointer into the profile, e.g. /sections/FocusAreas/0 or /client/Headquarters. */
    path: z.string().startsWith('/'),
    /** The fact, in a sentence. */
    fact: z.string().min(1),
    sources: z
      .array(
        z.strictObject({
          url: z.url(),
          checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        }),
      )
      .min(1),
  }),
);
export type ProvenanceManifest = z.infer<typeof provenanceManifestSchema>;

/**
 * Every path that must have a manifest entry: each non-empty client field, each list item of each block,
 * each block's summary texts and single-object parts, and each initiative.
 */
export function requiredProvenancePaths(profile: SampleProfile): string[] {
  const paths: string[] = [];
  for (const [field, value] of Object.entries(profile.client)) {
    if (value !== null && value !== undefined && value !== '') paths.push(`/client/${field}`);
  }
  const s = profile.sections;
  const each = (base: string, list: readonly unknown[]) => list.forEach((_, i) => paths.push(`${base}/${i}`));
  each('/sections/WebContext/queries', s.WebContext.queries);
  each('/sections/WebsiteContext/pages', s.WebsiteContext.pages);
  each('/sections/FocusAreas', s.FocusAreas);
  each('/sections/ImpactTopics', s.ImpactTopics);
  each('/sections/SustainabilityRegulations', s.SustainabilityRegulations);
  paths.push('/sections/UpcomingPolicies/summary');
  each('/sections/UpcomingPolicies/policies', s.UpcomingPolicies.policies);
  paths.push('/sections/VoluntaryCodesAdopted/summary');
  each('/sections/VoluntaryCodesAdopted/codes', s.VoluntaryCodesAdopted.codes);
  each('/sections/ReportedMetrics', s.ReportedMetrics);
  paths.push('/sections/ReportingFrameworks/overview');
  each('/sections/ReportingFrameworks/frameworks', s.ReportingFrameworks.frameworks);
  for (const part of ['summary', 'mediaSentiment', 'ngoActivity', 'credibilityScore']) {
    paths.push(`/sections/PublicPerception/${part}`);
  }
  each('/sections/PublicPerception/esgRatings', s.PublicPerception.esgRatings);
  each('/sections/PublicPerception/certifications', s.PublicPerception.certifications);
  paths.push('/sections/Controversies/summary');
  each('/sections/Controversies/controversies', s.Controversies.controversies);
  paths.push('/sections/LocationPresence', '/sections/BusinessModelOverview');
  each('/sections/Stakeholders', s.Stakeholders);
  each('/initiatives', profile.initiatives);
  return paths;
}
