import { INITIATIVE_LIMITS, type UploadedImage } from '@impact/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { initiativeImages } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findInitiative, INITIATIVE_NOT_FOUND } from '../../authz/initiatives.js';
import type { ProcessedImage } from './image-processing.js';
import { toUploadedImage } from './image-view.js';
import { newStorageKeys, type FileStorage } from './storage.js';

export interface IncomingFile {
  /** The name the browser sent, for display and messages only. */
  name: string;
  data: Buffer;
}

export type FileErrorLog = (key: string, error: unknown) => void;

/**
 * Stores images on an initiative the user may change. All or nothing: every file is checked and
 * re-encoded before the first is written, and a failure while writing removes what was written.
 */
export async function storeInitiativeImages(
  db: Database,
  storage: FileStorage,
  userId: number,
  initiativeRef: string,
  files: IncomingFile[],
): Promise<UploadedImage[]> {
  const { initiative } = await findInitiative(db, userId, 'write', initiativeRef);
  const [held] = await db
    .select({ n: count() })
    .from(initiativeImages)
    .where(eq(initiativeImages.initiativeId, initiative.id));
  if ((held?.n ?? 0) + files.length > INITIATIVE_LIMITS.images) {
    throw badRequest(`An initiative holds at most ${INITIATIVE_LIMITS.images} images`);
  }
  const processed: { file: IncomingFile; image: ProcessedImage }[] = [];
  // Loaded on the first upload, not at start: sharp and its native image library are tens of MB that an
  // idle server never needs (docs/decisions/010-embedded-memory.md).
  const { processImage } = await import('./image-processing.js');
  // One at a time: sharp already uses the cores for each image.
  for (const file of files) processed.push({ file, image: await processImage(file.data, file.name) });

  const written: string[] = [];
  try {
    const values = [];
    for (const { file, image } of processed) {
      const keys = newStorageKeys(image.extension);
      await storage.put(keys.image, image.data);
      written.push(keys.image);
      await storage.put(keys.thumbnail, image.thumbnail.data);
      written.push(keys.thumbnail);
      values.push({
        documentId: newDocumentId(),
        initiativeId: initiative.id,
        storageKey: keys.image,
        thumbnailKey: keys.thumbnail,
        name: file.name,
        mime: image.mime,
        size: image.data.length,
        width: image.width,
        height: image.height,
        thumbnailWidth: image.thumbnail.width,
        thumbnailHeight: image.thumbnail.height,
        uploadedBy: userId,
      });
    }
    const rows = await db.insert(initiativeImages).values(values).returning();
    return rows.map(toUploadedImage);
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    // The initiative was deleted while the files were being written.
    if (isForeignKeyViolation(error)) throw notFound(INITIATIVE_NOT_FOUND);
    throw error;
  }
}

/** Removes stored files after their rows are gone; a file that cannot be removed is logged, not fatal. */
export async function removeStoredFiles(
  storage: FileStorage,
  images: { storageKey: string; thumbnailKey: string }[],
  onError: FileErrorLog,
): Promise<void> {
  const keys = images.flatMap((image) => [image.storageKey, image.thumbnailKey]);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') onError(keys[index]!, result.reason);
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
