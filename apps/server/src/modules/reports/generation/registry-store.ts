import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { reports } from '../../../db/schema.js';
import { registryOf } from '../report-view.js';
import { SourceRegistry, type SourceCandidate } from './source-registry.js';

/**
 * The report's source registry with the client's current sources added. The report row is locked
 * meanwhile, so two sections generated at once cannot give one page two numbers.
 */
export async function extendRegistry(
  db: Database,
  reportId: number,
  candidates: readonly SourceCandidate[],
): Promise<SourceRegistry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sources: reports.sources })
      .from(reports)
      .where(eq(reports.id, reportId))
      .for('update');
    const registry = new SourceRegistry(row ? registryOf(row) : []);
    if (registry.extend(candidates)) {
      await tx
        .update(reports)
        .set({ sources: registry.entries, updatedAt: sql`now()` })
        .where(eq(reports.id, reportId));
    }
    return registry;
  });
}

export async function readRegistry(db: Database, reportId: number): Promise<SourceRegistry> {
  const [row] = await db.select({ sources: reports.sources }).from(reports).where(eq(reports.id, reportId));
  return new SourceRegistry(row ? registryOf(row) : []);
}
