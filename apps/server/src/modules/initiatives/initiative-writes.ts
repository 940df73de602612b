import type {
  CreateInitiativeFields,
  Initiative,
  InitiativeReference,
  Provenance,
  Source,
  UpdateInitiativeFields,
} from '@impact/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { initiativeImages, initiatives } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { normalizeInitiativeTitle } from '../assessment/steps/evidence/index.js';
import { imagesByInitiative } from '../uploads/image-view.js';
import { removeStoredFiles, type FileErrorLog } from '../uploads/service.js';
import type { FileStorage } from '../uploads/storage.js';
import { findClientForInitiatives, findInitiative } from '../../authz/initiatives.js';
import { toInitiativeView } from './initiative-view.js';

const MANUAL: Provenance = { method: 'manual' };

const twinMessage = (title: string) =>
  `This client already has an initiative titled "${title}" (titles are compared ignoring case and punctuation)`;

/**
 * One initiative per title per client, whoever added it: the unique index covers generated ones and
 * those added here; the titles are compared in code too because sample rows carry no normalised title.
 */
async function refuseTwin(db: Database, clientId: number, title: string, exceptId?: number): Promise<void> {
  const key = normalizeInitiativeTitle(title);
  const rows = await db
    .select({ id: initiatives.id, title: initiatives.title })
    .from(initiatives)
    .where(eq(initiatives.clientId, clientId));
  const twin = rows.find((row) => row.id !== exceptId && normalizeInitiativeTitle(row.title) === key);
  if (twin) throw conflict(twinMessage(twin.title));
}

/** A manual initiative's Sources are its references, read on the day they were first given. */
function sourcesFromReferences(references: InitiativeReference[], previous: Source[] = []): Source[] {
  const today = new Date().toISOString().slice(0, 10);
  return references.map((reference) => ({
    url: reference.url,
    retrievedAt: previous.find((source) => source.url === reference.url)?.retrievedAt ?? today,
  }));
}

export async function createInitiative(
  db: Database,
  userId: number,
  fields: CreateInitiativeFields,
): Promise<Initiative> {
  const client = await findClientForInitiatives(db, userId, fields.Clients.connect[0]!);
  await refuseTwin(db, client.id, fields.Title);
  const references = fields.References ?? [];
  const keywords = fields.StockImageKeywords ?? [];
  try {
    const [row] = await db
      .insert(initiatives)
      .values({
        documentId: newDocumentId(),
        clientId: client.id,
        title: fields.Title,
        description: fields.Description,
        status: fields.Status,
        category: fields.Category,
        source: fields.Source,
        tags: fields.Tags ?? keywords,
        stockImageKeywords: keywords,
        imageUrl: fields.ImageUrl ?? null,
        references,
        sources: sourcesFromReferences(references),
        provenance: MANUAL,
        normalizedTitle: normalizeInitiativeTitle(fields.Title) || null,
      })
      .returning();
    return toInitiativeView(row!, client);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(twinMessage(fields.Title));
    throw error;
  }
}

/**
 * Changes the fields sent. A manual initiative's Sources follow its references; a generated one keeps
 * the Sources it was found with. `Images` lists the images to keep: the others go, files included.
 */
export async function updateInitiative(
  db: Database,
  storage: FileStorage,
  userId: number,
  idOrDocumentId: string,
  fields: UpdateInitiativeFields,
  onFileError: FileErrorLog,
): Promise<Initiative> {
  const { initiative, client } = await findInitiative(db, userId, 'write', idOrDocumentId);
  const target = fields.Clients?.connect[0];
  if (target !== undefined && String(target) !== String(client.id) && target !== client.documentId) {
    throw badRequest('An initiative cannot move to another client');
  }
  if (fields.Title !== undefined) await refuseTwin(db, client.id, fields.Title, initiative.id);

  const keep = fields.Images;
  const held = await db
    .select()
    .from(initiativeImages)
    .where(eq(initiativeImages.initiativeId, initiative.id));
  const stranger = keep?.find((id) => !held.some((image) => image.id === id));
  if (stranger !== undefined) throw badRequest(`Image ${stranger} does not belong to this initiative`);
  const dropped = keep ? held.filter((image) => !keep.includes(image.id)) : [];

  const manual = (initiative.provenance as Provenance).method === 'manual';
  const keywords = fields.StockImageKeywords;
  const changes = {
    ...(fields.Title !== undefined && {
      title: fields.Title,
      normalizedTitle: normalizeInitiativeTitle(fields.Title) || null,
    }),
    ...(fields.Description !== undefined && { description: fields.Description }),
    ...(fields.Category !== undefined && { category: fields.Category }),
    ...(fields.Status !== undefined && { status: fields.Status }),
    ...(fields.Source !== undefined && { source: fields.Source }),
    ...(keywords !== undefined && { stockImageKeywords: keywords }),
    // The form stores its keywords as tags too (spec 02 §3).
    ...((fields.Tags ?? keywords) !== undefined && { tags: fields.Tags ?? keywords }),
    ...(fields.ImageUrl !== undefined && { imageUrl: fields.ImageUrl }),
    ...(fields.References !== undefined && {
      references: fields.References,
      ...(manual && { sources: sourcesFromReferences(fields.References, initiative.sources as Source[]) }),
    }),
    updatedAt: new Date(),
  };
  try {
    const row = await db.transaction(async (tx) => {
      if (dropped.length > 0) {
        await tx.delete(initiativeImages).where(
          and(
            eq(initiativeImages.initiativeId, initiative.id),
            inArray(
              initiativeImages.id,
              dropped.map((image) => image.id),
            ),
          ),
        );
      }
      const [updated] = await tx
        .update(initiatives)
        .set(changes)
        .where(eq(initiatives.id, initiative.id))
        .returning();
      return updated!;
    });
    await removeStoredFiles(storage, dropped, onFileError);
    const images = await imagesByInitiative(db, [row.id]);
    return toInitiativeView(row, client, images.get(row.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(twinMessage(fields.Title ?? initiative.title));
    throw error;
  }
}

/** Deletes the initiative and its images: the rows go with it (cascade), then the files. */
export async function deleteInitiative(
  db: Database,
  storage: FileStorage,
  userId: number,
  idOrDocumentId: string,
  onFileError: FileErrorLog,
): Promise<{ id: number; documentId: string }> {
  const { initiative } = await findInitiative(db, userId, 'write', idOrDocumentId);
  const images = await db.transaction(async (tx) => {
    // Locked first: an upload racing this waits on its foreign key, then fails and removes its files.
    await tx
      .select({ id: initiatives.id })
      .from(initiatives)
      .where(eq(initiatives.id, initiative.id))
      .for('update');
    const held = await tx
      .delete(initiativeImages)
      .where(eq(initiativeImages.initiativeId, initiative.id))
      .returning({ storageKey: initiativeImages.storageKey, thumbnailKey: initiativeImages.thumbnailKey });
    await tx.delete(initiatives).where(eq(initiatives.id, initiative.id));
    return held;
  });
  await removeStoredFiles(storage, images, onFileError);
  return { id: initiative.id, documentId: initiative.documentId };
}
