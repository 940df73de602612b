import type { UploadedImage } from '@impact/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { initiativeImages } from '../../db/schema.js';
import { storedFileUrl } from './storage.js';

export type InitiativeImageRow = typeof initiativeImages.$inferSelect;

export function toUploadedImage(row: InitiativeImageRow): UploadedImage {
  return {
    id: row.id,
    documentId: row.documentId,
    name: row.name,
    url: storedFileUrl(row.storageKey),
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    formats: {
      thumbnail: {
        url: storedFileUrl(row.thumbnailKey),
        mime: 'image/webp',
        width: row.thumbnailWidth,
        height: row.thumbnailHeight,
      },
    },
  };
}

/** The images of the given initiatives, oldest first, by initiative id. */
export async function imagesByInitiative(
  db: Database,
  initiativeIds: number[],
): Promise<Map<number, UploadedImage[]>> {
  const byInitiative = new Map<number, UploadedImage[]>();
  if (initiativeIds.length === 0) return byInitiative;
  const rows = await db
    .select()
    .from(initiativeImages)
    .where(inArray(initiativeImages.initiativeId, initiativeIds))
    .orderBy(asc(initiativeImages.id));
  for (const row of rows) {
    const list = byInitiative.get(row.initiativeId) ?? [];
    list.push(toUploadedImage(row));
    byInitiative.set(row.initiativeId, list);
  }
  return byInitiative;
}
