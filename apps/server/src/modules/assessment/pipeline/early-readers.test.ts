import type { SectionData } from '@impact/contracts';
import { MockLanguageModelV3 } from 'ai/test';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { asModelProvider, asResearchProvider } from '../../../../test/mock-models.js';
import { gate } from '../../../../test/pause-gate.js';
import { minimalValue, modelAnswer, researchMockModel } from '../../../../test/schema-mock-model.js';
import { assessmentEvents, assessmentSteps, clientSections } from '../../../db/schema.js';
import { CONTROVERSIES_BEING_JUDGED } from '../steps/evidence/perception-text.js';
import { companySitePages, serveRecordedSite, type RecordedSite } from '../website-scrape/test-support.js';
import { SUMMARIES_PENDING } from '../website-scrape/scrape-website.js';
import type { PauseDetails } from './pause-points.js';
import { createAssessableClient, startAssessment, waitForRun } from './test-support.js';

/**
 * The order of a run's steps, proved by what happened (pause points, model calls, events), never by
 * time: the steps that read the website start while its page summaries are still being written, and
 * public perception asks its model while the controversies are judged, yet weighs them in its score.
 */

type Schema = Parameters<typeof minimalValue>[0] & { properties?: Record<string, unknown> };
const keysOf = (schema: Schema) => Object.keys(schema?.properties ?? {}).toSorted();

/** The one controversy the model reports, citing the first research answer's source. */
const CONTROVERSY = {
  category: 'Labour & Human Rights',
  year: 2024,
  status: 'Ongoing',
  title: 'Wage dispute at the bottling plant',
  description: 'A union alleges unpaid overtime.',
  relevanceToImpact: 'Bears on the social claims.',
  sources: ['https://news.example/article-1'],
};

/**
 * A model answering every call with the smallest valid answer, except the page summaries (held until
 * `releaseSummaries`) and the controversies (one, cited). It records what each call was asked.
 */
function choreographedModel() {
  let releaseSummaries!: () => void;
  const summariesHeld = new Promise<void>((resolve) => (releaseSummaries = resolve));
  const calls: { keys: string[]; prompt: string }[] = [];
  const perceptionAsked = gate<string>(() => true, { open: true });
  const model = new MockLanguageModelV3({
    doGenerate: async (call) => {
      const schema = (
        call.responseFormat?.type === 'json' ? call.responseFormat.schema : undefined
      ) as Schema;
      const keys = keysOf(schema);
      const prompt = JSON.stringify(call.prompt);
      calls.push({ keys, prompt });
      if (keys.join() === 'summary') await summariesHeld;
      const controversies = keys.join() === 'controversies,summary';
      if (keys.includes('credibilityScore')) await perceptionAsked.hold(prompt);
      const answer = controversies
        ? { summary: 'One ongoing dispute.', controversies: [CONTROVERSY] }
        : minimalValue(schema);
      return modelAnswer(answer);
    },
  });
  return { model, calls, releaseSummaries, perceptionAsked };
}

describe('a run whose readers start early', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  let runId: number;
  const mock = choreographedModel();
  const finished = gate<PauseDetails['step:finished']>(() => true, { open: true });
  // The controversies are held as they begin, until public perception has asked its model.
  const controversiesHeld = gate<PauseDetails['step:executing']>((d) => d.stepId === 'controversies');
  const seen: { websiteWhileReaderDone?: string; websiteNote?: string } = {};

  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
    t = await createTestApp(
      { UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' },
      {
        providers: {
          model: asModelProvider(mock.model),
          research: asResearchProvider(researchMockModel().model),
        },
        assessment: {
          pausePoints: {
            'step:executing': (d) => controversiesHeld.hold(d),
            'step:finished': (d) => finished.hold(d),
          },
        },
      },
    );
    user = await createUser(t);
    await createOrganization(t, { owner: user });
    const clientId = (await createAssessableClient(t, user, site.url)).id;
    runId = (await startAssessment(t, user, clientId)).id;

    // A reader of the website finishes while every page summary is still held by the model.
    await finished.when((d) => d.stepId === 'businessModel' && d.outcome === 'ran');
    const [website] = await t.db
      .select()
      .from(assessmentSteps)
      .where(and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, 'websiteContext')));
    seen.websiteWhileReaderDone = website!.status;
    const [latest] = await t.db
      .select()
      .from(clientSections)
      .where(and(eq(clientSections.clientId, clientId), eq(clientSections.sectionKey, 'WebsiteContext')))
      .orderBy(desc(clientSections.version));
    seen.websiteNote = (latest!.provenance as { note: string }).note;

    await mock.perceptionAsked.arrived(1);
    controversiesHeld.open();
    mock.releaseSummaries();
    await waitForRun(t, user, runId);
  }, 60_000);
  afterAll(async () => {
    controversiesHeld.open();
    mock.releaseSummaries();
    await t.close();
    await site.close();
  });

  it('starts and finishes a step that reads the website before the page summaries are written', () => {
    expect(seen.websiteWhileReaderDone).toBe('in_progress');
    // What the reader read: the pages, their summaries still the pages' own sentences.
    expect(seen.websiteNote).toContain(SUMMARIES_PENDING);
  });

  it("completes the website step with the model's summaries, as one step going pending → in_progress → completed", async () => {
    const steps = await t.db.select().from(assessmentSteps).where(eq(assessmentSteps.runId, runId));
    expect(steps.every((step) => step.status === 'completed')).toBe(true);
    const website = steps.find((step) => step.stepId === 'websiteContext')!;
    expect(website.handedOverAt).not.toBeNull();
    const events = await t.db
      .select()
      .from(assessmentEvents)
      .where(and(eq(assessmentEvents.runId, runId), eq(assessmentEvents.stepId, 'websiteContext')));
    expect(events.map((event) => event.status)).toEqual(['pending', 'in_progress', 'completed']);
    const versions = await t.db
      .select()
      .from(clientSections)
      .where(eq(clientSections.sectionKey, 'WebsiteContext'))
      .orderBy(asc(clientSections.version));
    const final = versions.at(-1)!;
    expect((final.provenance as { note: string }).note).not.toContain(SUMMARIES_PENDING);
    // The mock model's summary (its smallest answer) in place of the pages' own sentences.
    const summaries = (final.data as SectionData<'WebsiteContext'>).pages.map((page) => page.summary);
    expect(summaries).toContain(minimalValue({ type: 'string' }));
  });

  it('asks the public perception model while the controversies are judged, and weighs them in its score', async () => {
    const perception = mock.calls.find((call) => call.keys.includes('credibilityScore'))!;
    expect(perception.prompt).toContain(JSON.stringify(CONTROVERSIES_BEING_JUDGED).slice(1, -1));
    const [stored] = await t.db
      .select()
      .from(clientSections)
      .where(eq(clientSections.sectionKey, 'PublicPerception'));
    const data = stored!.data as SectionData<'PublicPerception'>;
    expect(data.credibilityScore.rationale).toContain('Controversies: 1 ongoing: −15');
    const order = await t.db
      .select()
      .from(assessmentEvents)
      .where(and(eq(assessmentEvents.runId, runId), eq(assessmentEvents.status, 'completed')))
      .orderBy(asc(assessmentEvents.id));
    const completed = order.map((event) => event.stepId);
    expect(completed.indexOf('publicPerception')).toBeGreaterThan(completed.indexOf('controversies'));
  });
});
