import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import { buildFuzzWorld, type FuzzWorld } from './fuzz/fuzz-world.js';
import { operationsOf, requestsFor, type FuzzRequest, type Operation } from './fuzz/fuzz-requests.js';
import { createFuzzRunner, type Outcome } from './fuzz/fuzz-runner.js';
import { TEXT_KINDS } from './fuzz/hostile-values.js';
import { multipartRequests, type MultipartForm } from './fuzz/multipart-cases.js';
import { createTestApp, type TestApp } from './harness.js';
import { waitFor } from './wait.js';

/**
 * Every operation of the OpenAPI document (none skipped: the event streams and the provider routes
 * answer quickly without providers), called by a signed-in Admin who owns an organization, a client
 * and one of every other record, first with one hostile value per field (body fields at any depth,
 * query and path parameters, whole bodies of the wrong kind, broken multipart forms), then with a
 * valid-ish request.
 *
 * What must hold, request by request:
 * - no answer is a 5xx;
 * - a refusal (4xx, a rate limit's 429 included) has the API's error shape and writes nothing: no row
 *   of any table inserted, updated or deleted (fuzz-runner.ts names the two tables exempt, and why);
 * - text with a control character, an unpaired surrogate or a noncharacter is refused with 400 naming
 *   the field. Other hostile values may be accepted where the field allows them, and then the
 *   operation's own 2xx is fine and its writes are not checked: a 50,000-character string or a deeply
 *   nested value where the schema takes anything (`populate`, a report's `Project`), a number within
 *   the schema's range, an array without a maximum, a search text that is odd but harmless (bytes that
 *   are not UTF-8 stay as typed), query keys aimed at prototypes (dropped), a body sent to a route
 *   that reads none, and a file name with control characters (only its printable part is kept);
 * - nothing pollutes Object.prototype;
 * - every operation's valid-ish request reaches its handler, so the hostile ones beside it are
 *   measured against a request that gets through; and every route that takes a multipart body is
 *   known here, so that its form fields are fuzzed too.
 */

const OPERATION_LABEL = (operation: Operation) => `${operation.method} ${operation.route}`;

/** The multipart routes: the OpenAPI document lists them without a body schema. */
function multipartForms(world: Awaited<ReturnType<typeof buildFuzzWorld>>): Record<string, MultipartForm> {
  return {
    'POST /api/upload': {
      fields: { ref: 'initiative', refId: world.initiativeId, field: 'Images' },
      fileField: 'files',
      file: { name: 'photo.png', type: 'image/png', data: world.files.png },
    },
    'POST /api/onboarding/{onboardingId}/documents': {
      fields: {},
      fileField: 'file',
      file: { name: 'plan.pdf', type: 'application/pdf', data: world.files.pdf },
    },
    'POST /api/vsme/requests/{token}/answers/{datapointId}/evidence': {
      fields: {},
      fileField: 'file',
      file: { name: 'meter.pdf', type: 'application/pdf', data: world.files.pdf },
    },
  };
}

function parsed<T>(body: string | undefined): T | undefined {
  try {
    return JSON.parse(body ?? '') as T;
  } catch {
    return undefined;
  }
}

/**
 * An accepted invitation mails in the background, maybe after the answer: its outbox row is written
 * and settled before the next request's writes are looked at. The same address may be invited again
 * (the hostile requests share the valid one's address), so its settled mails are counted.
 */
const mailsSettled = new Map<string, number>();
async function invitationMailSent(t: TestApp, request: FuzzRequest): Promise<void> {
  if (request.operation.route !== '/api/workspace/invitations' || request.method !== 'POST') return;
  const email = (JSON.parse(String(request.payload)) as { email: string }).email;
  const expected = (mailsSettled.get(email) ?? 0) + 1;
  mailsSettled.set(email, expected);
  await waitFor(async () => {
    const rows = await t.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email));
    return rows.filter((row) => row.status !== 'pending').length >= expected ? true : undefined;
  }, `invitation mail ${expected} to ${email}`);
}

/** What is wrong with one answer, or nothing. */
function problemsOf(request: FuzzRequest, outcome: Outcome): string[] {
  const problems: string[] = [];
  if (outcome.status >= 500) problems.push(`answered ${outcome.status}: ${outcome.body?.slice(0, 300)}`);
  if (outcome.status >= 400 && outcome.status < 500) {
    if (outcome.changed.length > 0)
      problems.push(`refused (${outcome.status}) but changed ${outcome.changed.join(', ')}`);
    const body = parsed<{ data?: unknown; error?: { status?: number } }>(outcome.body);
    if (body?.data !== null || body.error?.status !== outcome.status) {
      problems.push(`refused (${outcome.status}) without the error shape: ${outcome.body?.slice(0, 200)}`);
    }
  }
  if (TEXT_KINDS.has(request.kind as never)) {
    const errors = parsed<{ error?: { details?: { errors?: { path: string }[] } } }>(outcome.body)?.error
      ?.details?.errors;
    const named = request.kind === 'control-key' || errors?.some((error) => error.path === request.field);
    if (outcome.status !== 400 || !named) {
      problems.push(
        `text refused with ${outcome.status}, field ${request.field} not named: ${outcome.body?.slice(0, 200)}`,
      );
    }
  }
  if ((Object.prototype as Record<string, unknown>).polluted !== undefined)
    problems.push('polluted Object.prototype');
  return problems;
}

// The app is built while the file is collected, so that each operation of its OpenAPI document is a
// test of its own, each within the suite's ordinary time limit; one world of records serves them all.
const t: TestApp = await createTestApp();
// DELETEs last: a successful one takes away a record the other operations name.
const operations = operationsOf(t.app.swagger()).toSorted(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);

describe('every operation of the OpenAPI document, fuzzed', () => {
  let world: FuzzWorld;
  let forms: Record<string, MultipartForm>;
  let runner: Awaited<ReturnType<typeof createFuzzRunner>>;
  const totals = {
    operations: operations.length,
    requests: 0,
    reachedHandler: 0,
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
  };
  beforeAll(async () => {
    world = await buildFuzzWorld(t);
    forms = multipartForms(world);
    runner = await createFuzzRunner(t, (request) => invitationMailSent(t, request));
  });
  afterAll(async () => {
    runner?.stop();
    console.info(`OpenAPI fuzz (${process.env.TEST_DB}): ${JSON.stringify(totals)}`);
    await t.close();
  });

  it('covers every operation', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  it.each(operations.map((operation) => [OPERATION_LABEL(operation), operation] as const))(
    '%s refuses hostile input with a 4xx that names the field, never a 5xx, and stores nothing',
    async (_label, operation) => {
      const failures: string[] = [];
      const notReached: string[] = [];
      let requests = requestsFor(operation, world.fieldValue, world.pathValue, world.user.token);
      const form = forms[OPERATION_LABEL(operation)];
      if (form) requests = [...requests.slice(0, -1), ...multipartRequests(requests.at(-1)!, form)];
      for (const request of requests) {
        const outcome = await runner.send(request);
        totals.requests++;
        if (outcome.reached) totals.reachedHandler++;
        totals[`${Math.floor(outcome.status / 100)}xx` as '2xx']++;
        for (const problem of problemsOf(request, outcome)) failures.push(`${request.label}: ${problem}`);
        if (request.label.startsWith('content: multipart') && outcome.status !== 415 && !form) {
          failures.push('reads multipart bodies: add its form to multipartForms');
        }
        if (request.kind === 'valid' && !outcome.reached) {
          notReached.push(`${outcome.status} ${outcome.body?.slice(0, 120)}`);
        }
      }
      expect({ failures, notReached }).toEqual({ failures: [], notReached: [] });
    },
  );
});
