import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { assessmentRuns, assessmentSteps, initiatives } from '../../../db/schema.js';
import { latestSections } from '../../clients/client-view.js';
import { computeCompleteness } from './completeness.js';

/**
 * The completeness check for one client, from what is stored now. With a model configured, the steps
 * answered without it are offered again unless the model is known to be down still.
 */
export async function clientCompleteness(
  db: Database,
  clientId: number,
  options: { modelConfigured: boolean; modelKnownDown: boolean },
) {
  const [sections, [counted], [checked]] = await Promise.all([
    latestSections(db, [clientId]),
    db.select({ value: count() }).from(initiatives).where(eq(initiatives.clientId, clientId)),
    db
      .select({ value: count() })
      .from(assessmentSteps)
      .innerJoin(assessmentRuns, eq(assessmentRuns.id, assessmentSteps.runId))
      .where(
        and(
          eq(assessmentRuns.clientId, clientId),
          eq(assessmentSteps.stepId, 'companyInitiatives'),
          eq(assessmentSteps.status, 'completed'),
        ),
      ),
  ]);
  return computeCompleteness({
    sections: sections.get(clientId) ?? {},
    initiativeCount: counted?.value ?? 0,
    initiativesChecked: (checked?.value ?? 0) > 0,
    offerModelReruns: options.modelConfigured && !options.modelKnownDown,
  });
}
