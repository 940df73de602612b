import {
  INITIATIVE_CATEGORIES,
  normalizeInitiativeStatus,
  type Initiative,
  type InitiativeCategory,
  type Provenance,
  type Source,
} from '@impact/contracts';
import type { clients, initiatives } from '../../db/schema.js';

type InitiativeRow = typeof initiatives.$inferSelect;
type ClientRef = Pick<typeof clients.$inferSelect, 'id' | 'documentId' | 'name'>;

export function toInitiativeView(row: InitiativeRow, client: ClientRef): Initiative {
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
    Images: [],
    ImageUrl: row.imageUrl,
    Sources: row.sources as Source[],
    Provenance: row.provenance as Provenance,
    Clients: [{ id: client.id, documentId: client.documentId, Name: client.name }],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
