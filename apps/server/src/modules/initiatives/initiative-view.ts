import {
  INITIATIVE_CATEGORIES,
  normalizeInitiativeStatus,
  referenceDomain,
  type Initiative,
  type InitiativeCategory,
  type InitiativeReference,
  type Provenance,
  type Source,
  type UploadedImage,
} from '@impact/contracts';
import type { clients, initiatives } from '../../db/schema.js';

type InitiativeRow = typeof initiatives.$inferSelect;
type ClientRef = Pick<typeof clients.$inferSelect, 'id' | 'documentId' | 'name'>;

/** Stored references, or (never set: generated and sample initiatives) the Sources' addresses. */
function referencesOf(row: InitiativeRow): InitiativeReference[] {
  if (row.references) return row.references as InitiativeReference[];
  return (row.sources as Source[]).flatMap((source) => {
    // An uploaded document has no address to link to: it shows among the Sources by its name.
    if (source.url === null) return [];
    try {
      return [{ url: source.url, domain: referenceDomain(source.url) }];
    } catch {
      return [];
    }
  });
}

export function toInitiativeView(
  row: InitiativeRow,
  client: ClientRef,
  images: UploadedImage[] = [],
): Initiative {
  const category = INITIATIVE_CATEGORIES.includes(row.category as InitiativeCategory)
    ? (row.category as InitiativeCategory)
    : 'Sustainability';
  return {
    id: row.id,
    documentId: row.documentId,
    Title: row.title,
    Description: row.description,
    Status: normalizeInitiativeStatus(row.status),
    Category: category,
    Tags: row.tags as string[],
    Source: row.source,
    StockImageKeywords: row.stockImageKeywords as string[],
    Images: images,
    ImageUrl: row.imageUrl,
    References: referencesOf(row),
    Sources: row.sources as Source[],
    sourceMetadata: (row.sourceMetadata as Initiative['sourceMetadata']) ?? null,
    Provenance: row.provenance as Provenance,
    Clients: [{ id: client.id, documentId: client.documentId, Name: client.name }],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
