import { resolveModelProvider, resolveResearchProvider } from '@impact/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { findClientById } from '../../../authz/clients.js';
import { executeStep, type StepDeps } from './step-executors.js';
import { ASSESSMENT_STEP_IDS } from './step-catalogue.js';
import { createAssessableClient, serveHeldCompanySite } from './test-support.js';
import { ModelStatus } from '../model-status.js';

let t: TestApp;
let user: TestUser;
let deps: StepDeps;
beforeAll(async () => {
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  user = await createUser(t);
  await createOrganization(t, { owner: user });
  deps = {
    db: t.db,
    config: t.config,
    providers: {
      model: resolveModelProvider(t.config.providerEnv),
      research: resolveResearchProvider(t.config.providerEnv),
      modelStatus: new ModelStatus(),
    },
    log: t.app.log,
  };
});
afterAll(() => t.close());

const clientRow = async (websiteUrl?: string) =>
  (await findClientById(t.db, (await createAssessableClient(t, user, websiteUrl)).id))!;

describe('a step whose job is taken back (its abort signal)', () => {
  it('stops the website scrape at once: the step rejects, and no page is asked for after it', async () => {
    const site = await serveHeldCompanySite();
    try {
      const client = await clientRow(site.url);
      const controller = new AbortController();
      const execution = executeStep(deps, client, 'websiteContext', controller.signal);
      execution.catch(() => undefined);
      await site.asked(1);
      controller.abort();
      const askedBeforeAbort = site.requested.length;
      // The site answers everything from now on: a scrape that ignored the abort would read it all.
      site.release();
      await expect(execution).rejects.toMatchObject({ name: 'AbortError' });
      expect(site.requested.slice(askedBeforeAbort)).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('runs none of the fourteen steps once aborted', async () => {
    const client = await clientRow();
    const aborted = AbortSignal.abort();
    for (const stepId of ASSESSMENT_STEP_IDS) {
      await expect(executeStep(deps, client, stepId, aborted), stepId).rejects.toMatchObject({
        name: 'AbortError',
      });
    }
  });
});
