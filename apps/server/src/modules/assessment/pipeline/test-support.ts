import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestUser } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';
import { assessmentEvents } from '../../../db/schema.js';
import { companySitePages } from '../website-scrape/test-support.js';
import type { RunView } from './run-store.js';

export async function createAssessableClient(t: TestApp, user: TestUser, WebsiteUrl?: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: {
      data: {
        Name: `Northwind ${Math.random().toString(36).slice(2, 8)}`,
        Industry: 'Food and beverages',
        EmployeeCount: 'size_201_500',
        Revenue: 'rev_50M_100M',
        Headquarters: 'Ghent, Belgium',
        ...(WebsiteUrl ? { WebsiteUrl } : {}),
      },
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; documentId: string };
}

export async function startAssessment(
  t: TestApp,
  user: TestUser,
  clientId: number | string,
): Promise<RunView> {
  const response = await t.request({
    method: 'POST',
    url: `/api/clients/${clientId}/assessment`,
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().data as RunView;
}

/**
 * Polls the run until it has finished (every step settled). Bounded by the test's own timeout, not a
 * clock of its own: a loaded machine makes a run slower, not wrong. `timeoutMs` is for the tests that
 * wait on a heartbeat anyway (a killed worker), to say which steps were left.
 */
export async function waitForRun(
  t: TestApp,
  user: TestUser,
  runId: number,
  timeoutMs = Infinity,
): Promise<RunView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.request({ method: 'GET', url: `/api/assessments/${runId}`, token: user.token });
    const run = response.json().data as RunView;
    if (run.status === 'completed') return run;
    if (Date.now() > deadline) {
      throw new Error(
        `Run ${runId} did not finish: ${run.steps.map((s) => `${s.id}=${s.status}`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Each step's transitions as recorded, in event order. */
export async function transitionsOf(t: TestApp, runId: number): Promise<Map<string, string[]>> {
  const events = await t.db
    .select()
    .from(assessmentEvents)
    .where(eq(assessmentEvents.runId, runId))
    .orderBy(asc(assessmentEvents.id));
  const byStep = new Map<string, string[]>();
  for (const event of events) byStep.set(event.stepId, [...(byStep.get(event.stepId) ?? []), event.status]);
  return byStep;
}

/**
 * The company site of the website-scrape tests, each answer held back `delayMs`: reading it takes a
 * few seconds, long enough to kill the process reading it. `unavailableOnce` answers 503 the first
 * time that path is asked for (a transient fault).
 */
export async function serveSlowCompanySite(
  delayMs: number,
  options: { unavailableOnce?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  return serveCompanySite(() => new Promise((resolve) => setTimeout(resolve, delayMs)), options);
}

/** The company site answering nothing until `release()`; `requested` lists the paths asked for. */
export async function serveHeldCompanySite(): Promise<{
  url: string;
  requested: string[];
  /** Resolves once `count` requests have come. */
  asked(count: number): Promise<void>;
  release(): void;
  close(): Promise<void>;
}> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const site = await serveCompanySite((pagePath) => {
    requested.push(pagePath);
    for (const waiter of waiters.filter(({ count }) => requested.length >= count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    return released;
  });
  return {
    ...site,
    requested,
    asked: (count) =>
      requested.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    release,
  };
}

async function serveCompanySite(
  before: (pagePath: string) => Promise<void>,
  options: { unavailableOnce?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  let failed = false;
  const server = createServer((request, response) => {
    const pagePath = (request.url ?? '/').split('?')[0]!;
    void before(pagePath).then(() => {
      if (pagePath === options.unavailableOnce && !failed) {
        failed = true;
        response.writeHead(503, { 'content-type': 'text/plain' }).end('busy');
        return;
      }
      const page = pages[pagePath];
      if (page === undefined) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const {
        status = 200,
        body,
        type = 'text/html; charset=utf-8',
      } = typeof page === 'string' ? { body: page } : page;
      response.writeHead(status, { 'content-type': type }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages = companySitePages(url);
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
