// The assessment benchmark's scenario, bundled and run by bench/assessment.mjs. A full fourteen-step
// assessment of a fixture company (its website served on 127.0.0.1), with simulated providers of fixed
// latency: the model answers each call after MODEL_MS, the research service each question after
// RESEARCH_MS (the six questions concurrently). After an untimed warm-up, timed twice on the embedded
// database: by the pipeline with default settings, and as the spec's one-after-another orchestration
// (the two context steps together, then each other step in the spec's order). Prints both, their
// ratio, and the critical path of the step graph with each step's duration (and the website step's
// hand-over to its readers) as measured in the one-after-another run.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import { pgliteOptions, wrapPglite } from '../apps/server/src/db/client.js';
import { newDocumentId } from '../apps/server/src/db/ids.js';
import { migratePgliteDatabase } from '../apps/server/src/db/migrate.js';
import { assessmentRuns, assessmentSteps, clients, organizations } from '../apps/server/src/db/schema.js';
import { findClientById } from '../apps/server/src/authz/clients.js';
import { AssessmentPipeline } from '../apps/server/src/modules/assessment/pipeline/assessment-pipeline.js';
import { ASSESSMENT_EVENTS_CHANNEL } from '../apps/server/src/modules/assessment/pipeline/run-store.js';
import {
  ASSESSMENT_STEP_IDS,
  criticalPath,
  type AssessmentStepId,
} from '../apps/server/src/modules/assessment/pipeline/step-catalogue.js';
import {
  executeStep,
  writeStepOutput,
  type StepDeps,
  type StepOutput,
} from '../apps/server/src/modules/assessment/pipeline/step-executors.js';
import {
  companySitePages,
  serveRecordedSite,
} from '../apps/server/src/modules/assessment/website-scrape/test-support.js';
import { asModelProvider, asResearchProvider } from '../apps/server/test/mock-models.js';
import { researchMockModel, schemaMockModel } from '../apps/server/test/schema-mock-model.js';
import { ModelStatus } from '../apps/server/src/modules/assessment/model-status.js';

const MODEL_MS = 1000;
const RESEARCH_MS = 1500;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const site = await serveRecordedSite(companySitePages);
  const pglite = await PGlite.create(pgliteOptions);
  await migratePgliteDatabase(pglite);
  const database = wrapPglite(pglite);
  const db = database.db;
  const model = schemaMockModel({ latencyMs: MODEL_MS });
  const research = researchMockModel({ latencyMs: RESEARCH_MS });
  const providers = {
    model: asModelProvider(model.model),
    research: asResearchProvider(research.model),
    modelStatus: new ModelStatus(),
  };
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-bench-data',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-signing',
    UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
  });
  const log = pino({ level: 'silent' });
  const pipeline = new AssessmentPipeline({ handle: database, config, providers, log });
  const [organization] = await db
    .insert(organizations)
    .values({ documentId: newDocumentId(), name: 'Bench Consulting' })
    .returning();
  const newClient = async (name: string) => {
    const [row] = await db
      .insert(clients)
      .values({
        documentId: newDocumentId(),
        organizationId: organization!.id,
        name,
        industry: 'Food and beverages',
        employeeCount: 'size_201_500',
        revenue: 'rev_50M_100M',
        headquarters: 'Ghent, Belgium',
        websiteUrl: site.url,
        fieldOrigins: {},
      })
      .returning();
    return row!;
  };

  // Untimed warm-up, so that neither timing pays for what the other then finds ready: the job queue
  // started (the server starts it at boot), and every step run once for another client (code loaded
  // and compiled, the document reader's threads started).
  const deps = { db, config, providers, log };
  type Client = NonNullable<Awaited<ReturnType<typeof findClientById>>>;
  const write = (client: Client) => async (output: StepOutput) => {
    await db.transaction((tx) => writeStepOutput(tx, client.id, output));
  };
  const runStep = async (client: Client, step: AssessmentStepId, handOver?: StepDeps['handOver']) => {
    await write(client)(await executeStep({ ...deps, ...(handOver && { handOver }) }, client, step));
  };
  await pipeline.start();
  const warmUpClient = (await findClientById(db, (await newClient('Verdant Foods (warm-up)')).id))!;
  for (const step of ASSESSMENT_STEP_IDS) await runStep(warmUpClient, step);

  // The pipeline, default settings.
  const modelCallsBefore = model.calls();
  const pipelineClient = await newClient('Verdant Foods (pipeline)');
  // The run's end is looked for when a step's transition is announced (as the progress panel learns
  // of it), not by polling: a poll every few milliseconds would take the processor from the steps.
  let announced: () => void = Function.prototype as () => void;
  const unlisten = await pglite.listen(ASSESSMENT_EVENTS_CHANNEL, () => announced());
  const pipelineStart = Date.now();
  const { id: runId } = await pipeline.startRun({
    clientId: pipelineClient.id,
    trigger: 'manual',
    requestedBy: null,
  });
  for (;;) {
    const next = new Promise<void>((resolve) => (announced = resolve));
    const [row] = await db.select().from(assessmentRuns).where(eq(assessmentRuns.id, runId));
    if (row!.status === 'completed') break;
    await next;
  }
  const pipelineMs = Date.now() - pipelineStart;
  await unlisten();
  const steps = await db.select().from(assessmentSteps).where(eq(assessmentSteps.runId, runId));
  const failed = steps.filter((step) => step.status !== 'completed');
  if (failed.length)
    throw new Error(
      `Pipeline steps failed: ${failed.map((s) => `${s.stepId}: ${s.errorMessage}`).join('; ')}`,
    );
  const pipelineModelCalls = model.calls() - modelCallsBefore;

  // One after another, as the spec orchestrates: the context steps together, then the rest in order.
  const sequentialClient = (await findClientById(db, (await newClient('Verdant Foods (sequential)')).id))!;
  const durations = {} as Record<AssessmentStepId, number>;
  // When a step handed its output to its readers (the website step, its pages read), as in a run.
  const handOverMs: Partial<Record<AssessmentStepId, number>> = {};
  const timed = async (step: AssessmentStepId) => {
    const started = Date.now();
    await runStep(sequentialClient, step, async (output) => {
      await write(sequentialClient)(output);
      handOverMs[step] = Date.now() - started;
    });
    durations[step] = Date.now() - started;
  };
  const sequentialStart = Date.now();
  await Promise.all([timed('webContext'), timed('websiteContext')]);
  for (const step of ASSESSMENT_STEP_IDS.slice(2)) await timed(step);
  const sequentialMs = Date.now() - sequentialStart;
  const criticalMs = criticalPath(durations, handOverMs);

  console.log(
    `Assessment of one company, 14 steps (model ${MODEL_MS} ms a call, research ${RESEARCH_MS} ms a question):`,
  );
  console.log(`  model calls per run:          ${pipelineModelCalls}`);
  console.log(`  pipeline (default settings):  ${seconds(pipelineMs)}`);
  console.log(`  one after another (spec):     ${seconds(sequentialMs)}`);
  console.log(
    `  speed-up:                     ${(sequentialMs / pipelineMs).toFixed(2)}× (aim: at least 4×)`,
  );
  console.log(`  critical path of the graph:   ${seconds(criticalMs)}`);
  console.log(`  pipeline / critical path:     ${(pipelineMs / criticalMs).toFixed(2)}× (aim: within 1.25×)`);
  console.log(`  best speed-up the graph allows: ${(sequentialMs / criticalMs).toFixed(2)}×`);
  console.log('  pipeline timeline (start → end, from the run’s start):');
  const runStart = (
    await db.select().from(assessmentRuns).where(eq(assessmentRuns.id, runId))
  )[0]!.createdAt.getTime();
  for (const step of steps.toSorted((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime())) {
    console.log(
      `    ${step.stepId.padEnd(26)} ${seconds(step.startedAt!.getTime() - runStart)} → ${seconds(step.finishedAt!.getTime() - runStart)}`,
    );
  }
  console.log('  step durations (one after another):');
  for (const step of ASSESSMENT_STEP_IDS) {
    const handOver = handOverMs[step];
    const note = handOver === undefined ? '' : ` (readers may start after ${seconds(handOver)})`;
    console.log(`    ${step.padEnd(26)} ${seconds(durations[step])}${note}`);
  }

  await pipeline.stop();
  await database.close();
  await site.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
