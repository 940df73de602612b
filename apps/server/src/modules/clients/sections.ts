import type { Provenance, SectionKey } from '@impact/contracts';
import { SECTION_DATA_SCHEMAS } from '@impact/contracts';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { clientSections } from '../../db/schema.js';
import { nextSectionVersion } from './client-view.js';

export class SectionValidationError extends Error {}

/**
 * Stores a new version of a client's section after validating it against the section's contract
 * schema: an invalid result is an error, never stored. Returns the stored version number.
 */
export async function saveSection<K extends SectionKey>(
  db: Database,
  clientId: number,
  key: K,
  data: unknown,
  provenance: Provenance,
  options: {
    lastCheckedAt?: Date;
    /** Tests only: runs once the version is chosen, before it is written (to race another writer). */
    beforeInsert?: (version: number) => Promise<void>;
  } = {},
): Promise<number> {
  const parsed = SECTION_DATA_SCHEMAS[key].safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || key}: ${issue.message}`);
    throw new SectionValidationError(`The ${key} result does not match its schema: ${problems.join('; ')}`);
  }
  // Two writers racing on one section: the unique (client, key, version) index refuses one, which
  // takes the next version. The insert is a savepoint of its own (a transaction outside one): inside
  // the caller's transaction (a step settling), a refused insert would otherwise abort all of it.
  for (let attempt = 0; ; attempt++) {
    const version = await nextSectionVersion(db, clientId, key);
    await options.beforeInsert?.(version);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(clientSections).values({
          clientId,
          sectionKey: key,
          version,
          data: parsed.data,
          provenance,
          lastCheckedAt: options.lastCheckedAt ?? null,
        });
      });
      return version;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
