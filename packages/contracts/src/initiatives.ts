import { z } from 'zod';
import { provenanceSchema, sourceSchema } from './sources.js';

export const INITIATIVE_STATUSES = ['active', 'planned', 'completed'] as const;
export type InitiativeStatus = (typeof INITIATIVE_STATUSES)[number];
export const INITIATIVE_CATEGORIES = [
  'Sustainability',
  'Circular Economy',
  'Transparency',
  'Community',
  'Innovation',
  'Production',
] as const;
export type InitiativeCategory = (typeof INITIATIVE_CATEGORIES)[number];

/** Spec 02 §4: anything but the three known statuses is shown as active. */
export function normalizeInitiativeStatus(status: unknown): InitiativeStatus {
  return INITIATIVE_STATUSES.includes(status as InitiativeStatus) ? (status as InitiativeStatus) : 'active';
}

export const initiativeSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  Title: z.string(),
  Description: z.string(),
  Status: z.enum(INITIATIVE_STATUSES),
  Category: z.enum(INITIATIVE_CATEGORIES),
  Tags: z.array(z.string()),
  Source: z.string().nullable(),
  StockImageKeywords: z.array(z.string()),
  Images: z.array(z.object({ url: z.string() })),
  ImageUrl: z.string().nullable(),
  /** The pages the initiative is documented on. */
  Sources: z.array(sourceSchema),
  Provenance: provenanceSchema,
  Clients: z.array(z.object({ id: z.number().int(), documentId: z.string(), Name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Initiative = z.infer<typeof initiativeSchema>;
