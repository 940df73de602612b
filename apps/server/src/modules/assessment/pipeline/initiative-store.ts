import type { Provenance } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { newDocumentId } from '../../../db/ids.js';
import { initiatives } from '../../../db/schema.js';
import { normalizeInitiativeTitle } from '../steps/evidence/index.js';
import type { InitiativeFinding } from '../steps/step-types.js';

/**
 * Adds the initiatives a step found, skipping any whose normalised title the client already has
 * (found earlier, or added by a consultant): re-running the step never makes a twin. The unique index
 * on (client, normalised title) holds the line when two runs race. Returns how many were added.
 */
export async function saveGeneratedInitiatives(
  db: Database,
  clientId: number,
  findings: InitiativeFinding[],
  provenance: Provenance,
): Promise<number> {
  const existing = await db
    .select({ title: initiatives.title })
    .from(initiatives)
    .where(eq(initiatives.clientId, clientId));
  const taken = new Set(existing.map((row) => normalizeInitiativeTitle(row.title)));
  const fresh = findings.filter((finding) => {
    const key = normalizeInitiativeTitle(finding.title);
    if (!key || taken.has(key)) return false;
    taken.add(key);
    return finding.sources.length > 0;
  });
  if (fresh.length === 0) return 0;
  const added = await db
    .insert(initiatives)
    .values(
      fresh.map((finding) => ({
        documentId: newDocumentId(),
        clientId,
        title: finding.title,
        description: finding.description,
        status: finding.status,
        category: finding.category,
        // An uploaded document is named by its file name: it has no address to give.
        source: finding.sources[0]!.url ?? finding.sources[0]!.title,
        sources: finding.sources,
        sourceMetadata: finding.sourceMetadata,
        normalizedTitle: normalizeInitiativeTitle(finding.title),
        provenance,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: initiatives.id });
  return added.length;
}
