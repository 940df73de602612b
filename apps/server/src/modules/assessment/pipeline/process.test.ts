import { SECTION_KEYS } from '@impact/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleEntry } from '../../../../test/bundle.js';
import { createOrganization, createUser, selectRows, type TestUser } from '../../../../test/factories.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/harness.js';
import {
  listeningUrl,
  startServerProcess,
  waitForOutput,
  type ServerProcess,
} from '../../../../test/server-process.js';
import { pgliteExtensions, wrapPglite, type Database } from '../../../db/client.js';
import { assessmentSteps } from '../../../db/schema.js';
import { ASSESSMENT_STEP_IDS } from './step-catalogue.js';
import type { RunView } from './run-store.js';
import { createAssessableClient, serveSlowCompanySite, transitionsOf, waitForRun } from './test-support.js';

/** Every page of the fixture site answers after this long: the website step takes a few seconds. */
const PAGE_DELAY_MS = 400;
const HEARTBEAT_SECONDS = '10';

/**
 * Polls until `probe` holds. Only the heartbeat takeover needs a clock (pg-boss's); everything else
 * is bounded by the test's own timeout, so a loaded machine makes these tests slower, not red.
 */
async function waitUntil(probe: () => Promise<boolean>, what: string, timeoutMs = Infinity) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sections per key for a client: a lost step would leave one out, a duplicated one store two. */
async function sectionVersions(db: Database, clientId: number): Promise<Record<string, number>> {
  const rows = await selectRows<{ section_key: string; versions: number }>(
    db,
    sql`select section_key, count(*)::int as versions from client_sections where client_id = ${clientId} group by section_key`,
  );
  return Object.fromEntries(rows.map((row) => [row.section_key, row.versions]));
}

async function duplicateInitiativeTitles(db: Database, clientId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select lower(title) from initiatives where client_id = ${clientId} group by 1 having count(*) > 1) d`,
  );
  return row!.n;
}

interface StreamEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** Reads a Server-Sent Events response until its server ends it. */
async function readEventStream(response: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body!) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => line && !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      if (fields.data)
        events.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
    }
  }
  return events;
}

describe.runIf(inject('testDb') === 'postgres')('workers in their own processes (PostgreSQL)', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>;
  let site: Awaited<ReturnType<typeof serveSlowCompanySite>>;
  let t: TestApp;
  let apiUrl: string;
  let user: TestUser;
  let workerData: string;
  const workers: ServerProcess[] = [];

  const startWorker = async () => {
    const worker = startServerProcess(bundle.file, {
      DATABASE_URL: t.handle.connectionString!,
      ROLE: 'worker',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: workerData,
      UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
      ASSESSMENT_HEARTBEAT_SECONDS: HEARTBEAT_SECONDS,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    workers.push(worker);
    await waitForOutput(worker, /worker started/);
    return worker;
  };

  beforeAll(async () => {
    bundle = await bundleEntry('main');
    site = await serveSlowCompanySite(PAGE_DELAY_MS);
    workerData = mkdtempSync(path.join(os.tmpdir(), 'impact-worker-'));
    // This process is the API only: every step runs in a worker process.
    t = await createTestApp({
      ROLE: 'api',
      UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
      ASSESSMENT_HEARTBEAT_SECONDS: HEARTBEAT_SECONDS,
    });
    apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    user = await createUser(t);
    await createOrganization(t, { owner: user });
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await t.close();
    await site.close();
    bundle.cleanup();
    rmSync(workerData, { recursive: true, force: true });
  });

  it('streams every step transition, in order, to a client of another process than the worker’s', async () => {
    await startWorker();
    const client = await createAssessableClient(t, user, site.url);
    const auth = { authorization: `Bearer ${user.token}` };
    const started = await fetch(`${apiUrl}/api/clients/${client.id}/assessment`, {
      method: 'POST',
      headers: auth,
    });
    expect(started.status).toBe(202);
    const run = ((await started.json()) as { data: RunView }).data;
    const stream = await fetch(`${apiUrl}/api/assessments/${run.id}/events`, { headers: auth });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEventStream(stream);

    const ids = events.filter((event) => event.id).map((event) => Number(event.id));
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    const byStep = new Map<string, string[]>();
    for (const event of events.filter((e) => e.event === 'step')) {
      const step = event.data.stepId as string;
      byStep.set(step, [...(byStep.get(step) ?? []), event.data.status as string]);
    }
    for (const step of ASSESSMENT_STEP_IDS) {
      expect(byStep.get(step), step).toEqual(['pending', 'in_progress', 'completed']);
    }
    expect(events.at(-1)).toMatchObject({ event: 'run', data: { status: 'completed' } });
    // The stream said what the database recorded, nothing more or less.
    const recorded = await transitionsOf(t, run.id);
    for (const step of ASSESSMENT_STEP_IDS) expect(byStep.get(step)).toEqual(recorded.get(step));
  }, 90_000);

  it('hands a killed worker’s step to another worker: the run completes, nothing lost or duplicated', async () => {
    const first = workers[0] ?? (await startWorker());
    const client = await createAssessableClient(t, user, site.url);
    const started = await t.request({
      method: 'POST',
      url: `/api/clients/${client.id}/assessment`,
      token: user.token,
    });
    const runId = (started.json().data as RunView).id;
    const stepOf = async (stepId: string) =>
      (
        await t.db
          .select()
          .from(assessmentSteps)
          .where(and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, stepId)))
      )[0]!;
    await waitUntil(
      async () => (await stepOf('websiteContext')).status === 'in_progress',
      'the website step to start',
    );

    first.child.kill('SIGKILL');
    expect((await first.exit).signal).toBe('SIGKILL');
    await startWorker();

    const run = await waitForRun(t, user, runId, 90_000);
    expect(run.steps.filter((step) => step.status !== 'completed')).toEqual([]);
    expect((await stepOf('websiteContext')).attempts).toBeGreaterThanOrEqual(2);
    const versions = await sectionVersions(t.db, client.id);
    expect(Object.keys(versions).toSorted()).toEqual(SECTION_KEYS.toSorted());
    expect(Object.values(versions).every((count) => count === 1)).toBe(true);
    expect(await duplicateInitiativeTitles(t.db, client.id)).toBe(0);
  }, 120_000);
});

/** A JSON call to a server process. */
async function call(base: string, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe.runIf(inject('testDb') === 'pglite')('the embedded server killed mid-assessment', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>;
  let site: Awaited<ReturnType<typeof serveSlowCompanySite>>;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  const startServer = () => {
    const server = startServerProcess(bundle.file, {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    bundle = await bundleEntry('main');
    site = await serveSlowCompanySite(PAGE_DELAY_MS);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-assess-crash-'));
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await site.close();
    bundle.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over the stale lock at the next start and completes the run', async () => {
    const first = startServer();
    const url = await listeningUrl(first);
    const registered = await call(url, 'POST', '/api/auth/local/register', undefined, {
      username: 'assessor',
      email: 'assessor@example.com',
      password: 'assesses-after-a-crash',
    });
    const token = registered.body.jwt as string;
    expect(
      (await call(url, 'POST', '/api/organizations', token, { data: { Name: 'Crash Consulting' } })).status,
    ).toBe(200);
    // Creating the client starts its assessment (ASSESS_NEW_CLIENTS is on by default).
    const created = await call(url, 'POST', '/api/clients', token, {
      data: { Name: 'Northwind Ceramics', WebsiteUrl: site.url },
    });
    const clientId = created.body.data.id as number;
    const runId = created.body.meta.assessment.id as number;
    const stepStatus = async (base: string, stepId: string) => {
      const run = (await call(base, 'GET', `/api/assessments/${runId}`, token)).body.data as RunView;
      return run.steps.find((step) => step.id === stepId)!.status;
    };
    await waitUntil(
      async () => (await stepStatus(url, 'websiteContext')) === 'in_progress',
      'the website step to start',
    );

    first.child.kill('SIGKILL');
    expect((await first.exit).signal).toBe('SIGKILL');

    const second = startServer();
    const secondUrl = await listeningUrl(second);
    expect(second.output()).toContain('Taking over the lock');
    let run: RunView | undefined;
    await waitUntil(async () => {
      run = (await call(secondUrl, 'GET', `/api/assessments/${runId}`, token)).body.data as RunView;
      return run.status === 'completed';
    }, 'the run to complete after the restart');
    expect(run!.steps.filter((step) => step.status !== 'completed')).toEqual([]);

    second.child.kill('SIGTERM');
    expect((await second.exit).code).toBe(0);
    const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
    try {
      const db = wrapPglite(client).db;
      const versions = await sectionVersions(db, clientId);
      expect(Object.keys(versions).toSorted()).toEqual(SECTION_KEYS.toSorted());
      expect(Object.values(versions).every((count) => count === 1)).toBe(true);
      expect(await duplicateInitiativeTitles(db, clientId)).toBe(0);
    } finally {
      await client.close();
    }
  }, 120_000);
});
