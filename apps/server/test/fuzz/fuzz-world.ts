import { newDocumentId } from '../../src/db/ids.js';
import { assessmentRuns } from '../../src/db/schema.js';
import { pdfWith } from '../../src/modules/chat/chat-test-support.js';
import { multipartBody, tinyPng } from '../../src/modules/uploads/upload-test-helpers.js';
import { invitationToken } from '../../src/modules/workspace/test-support.js';
import { createOrganization, createUser, type TestUser } from '../factories.js';
import type { TestApp } from '../harness.js';

/**
 * A domain that never resolves (RFC 2606): routes that read a company's website fail fast on it, and
 * the fuzz never reaches the network.
 */
export const UNREACHABLE_DOMAIN = 'fuzz.invalid';

/**
 * One of every record a route can name, all the fuzz user's own: a request that carries them gets
 * past "not found" to the handler's real work, where a hostile value does its damage.
 */
export interface FuzzWorld {
  user: TestUser;
  initiativeId: string;
  /** A small valid file of each kind the upload routes take. */
  files: { png: Buffer; pdf: Buffer };
  /** A valid value for a path parameter of the given route, or undefined when the fuzz has none. */
  pathValue(route: string, name: string): string | undefined;
  /** A valid value for a body or query field, by its path, or undefined to let the schema decide. */
  fieldValue(path: string[]): unknown;
}

async function ok<T>(t: TestApp, what: string, response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: T }).data;
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  // An Admin, so the operator's routes (default prompts, changelog, plans) reach their handlers too.
  const user = await createUser(t, { admin: true });
  const organization = await createOrganization(t, { owner: user });
  const token = user.token;
  const client = await ok<{ id: number; documentId: string; Name: string }>(
    t,
    'client',
    t.request({
      method: 'POST',
      url: '/api/clients',
      token,
      payload: { data: { Name: 'Fuzz Foods', Industry: 'Food and beverages' } },
    }),
  );
  const initiative = await ok<{ id: number }>(
    t,
    'initiative',
    t.request({
      method: 'POST',
      url: '/api/initiatives',
      token,
      payload: {
        data: {
          Title: 'Refill stations',
          Description: 'Refill stations in every store',
          Category: 'Circular Economy',
          Status: 'planned',
          Source: 'manual',
          Clients: { connect: [client.id] },
        },
      },
    }),
  );
  const png = await tinyPng();
  const pdf = await pdfWith(['Our plan']);
  const upload = await multipartBody({ ref: 'initiative', refId: String(initiative.id), field: 'Images' }, [
    { name: 'photo.png', data: png, type: 'image/png' },
  ]);
  const uploaded = await t.request({ method: 'POST', url: '/api/upload', token, ...upload });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.body}`);
  const imageFile = (uploaded.json() as { url: string }[])[0]!.url.split('/').pop()!;

  const report = await ok<{ id: number; documentId: string }>(
    t,
    'report',
    t.request({
      method: 'POST',
      url: '/api/reports',
      token,
      payload: { data: { Client: client.documentId } },
    }),
  );
  const section = await ok<{ id: number }>(
    t,
    'report section',
    t.request({
      method: 'POST',
      url: `/api/reports/${report.id}/sections`,
      token,
      payload: { data: { sectionType: 'company_snapshot' } },
    }),
  );

  const vsmeReport = await ok<{ documentId: string }>(
    t,
    'VSME report',
    t.request({
      method: 'POST',
      url: '/api/vsme/reports',
      token,
      payload: {
        data: {
          clientId: client.documentId,
          module: 'basic',
          periodStart: '2025-01-01',
          periodEnd: '2025-12-31',
        },
      },
    }),
  );

  // Two data requests on the report: one for the consultant's routes (revoked along the way), one whose
  // link the contact's routes open, with an answer and an evidence file to remove.
  const vsmeRequest = await ok<{ documentId: string }>(
    t,
    'VSME data request',
    t.request({
      method: 'POST',
      url: `/api/vsme/reports/${vsmeReport.documentId}/requests`,
      token,
      payload: { data: { datapointIds: ['TotalEnergyConsumption'], contactEmail: 'contact@example.com' } },
    }),
  );
  const linked = await t.request({
    method: 'POST',
    url: `/api/vsme/reports/${vsmeReport.documentId}/requests`,
    token,
    payload: { data: { datapointIds: ['TotalEnergyConsumption'] } },
  });
  const requestToken = (linked.json() as { meta: { link: string } }).meta.link.split('/vsme-request/')[1]!;
  const evidenceForm = await multipartBody({}, [{ name: 'meter.pdf', data: pdf }], 'file');
  const evidence = await t.request({
    method: 'POST',
    url: `/api/vsme/requests/${requestToken}/answers/TotalEnergyConsumption/evidence`,
    ...evidenceForm,
  });
  if (evidence.statusCode !== 200) throw new Error(`VSME evidence not attached: ${evidence.body}`);
  const evidenceId = (evidence.json() as { data: { answer: { files: { id: string }[] } } }).data.answer
    .files[0]!.id;

  const chat = await t.request({
    method: 'POST',
    url: '/api/agents/onboarding/chat?stream=false',
    token,
    payload: { message: 'Hello' },
  });
  const onboardingId = String((chat.json() as { onboardingId: number }).onboardingId);
  const form = await multipartBody({}, [{ name: 'plan.pdf', data: pdf }], 'file');
  const documents = await ok<{ documentId: string }[]>(
    t,
    'onboarding document',
    t.request({ method: 'POST', url: `/api/onboarding/${onboardingId}/documents`, token, ...form }),
  );

  // Running, so that starting another answers 409 from the handler instead of running fourteen steps in
  // the background for seconds, writing while later requests are being watched.
  const [run] = await t.db
    .insert(assessmentRuns)
    .values({ documentId: newDocumentId(), clientId: client.id, trigger: 'manual', status: 'running' })
    .returning({ id: assessmentRuns.id });
  const prompts = await ok<{ key: string }[]>(
    t,
    'prompts',
    t.request({ method: 'GET', url: '/api/prompts', token }),
  );
  const boards = await ok<{ id: string }[]>(
    t,
    'boards',
    t.request({ method: 'GET', url: '/api/feedback/boards' }),
  );
  const post = await ok<{ documentId: string }>(
    t,
    'feedback post',
    t.request({
      method: 'POST',
      url: `/api/feedback/boards/${boards[0]!.id}/posts`,
      token,
      payload: { title: 'Dark mode please' },
    }),
  );
  const entry = await ok<{ documentId: string }>(
    t,
    'changelog entry',
    t.request({ method: 'POST', url: '/api/changelog', token, payload: { title: 'News', body: 'Faster' } }),
  );
  const invitee = `invitee-${Date.now()}@example.com`;
  const invitation = await ok<{ documentId: string }>(
    t,
    'invitation',
    t.request({ method: 'POST', url: '/api/workspace/invitations', token, payload: { email: invitee } }),
  );
  const invitationLink = await invitationToken(t, invitee);

  const byName: Record<string, string> = {
    agentId: 'onboarding',
    board: boards[0]!.id,
    domain: UNREACHABLE_DOMAIN,
    file: imageFile,
    format: 'docx',
    key: prompts[0]!.key,
    onboardingId,
    provider: 'google',
    reportId: String(report.id),
    runId: String(run!.id),
    sectionId: String(section.id),
    sectionName: 'company_snapshot',
    token: invitationLink,
    userId: String(user.id),
  };
  const byRoute: [RegExp, Record<string, string>][] = [
    [/^\/api\/users\//, { id: String(user.id) }],
    [/^\/api\/(admin\/)?organizations\//, { documentId: organization.documentId }],
    [/^\/api\/initiatives\/\{id\}/, { id: String(initiative.id) }],
    [/^\/api\/reports\//, { id: String(report.id) }],
    [
      /^\/api\/vsme\/reports\//,
      {
        documentId: vsmeReport.documentId,
        datapointId: 'NumberOfEmployees',
        requestId: vsmeRequest.documentId,
        fileId: evidenceId,
      },
    ],
    [
      /^\/api\/vsme\/requests\//,
      { token: requestToken, datapointId: 'TotalEnergyConsumption', fileId: evidenceId },
    ],
    [/^\/api\/onboarding\//, { documentId: documents[0]!.documentId }],
    // A well-formed content address: the route looks it up (and finds nothing) rather than refusing it.
    [/^\/api\/logos\/files\//, { file: `${'a'.repeat(64)}.png` }],
    [/^\/api\/feedback\/posts\//, { documentId: post.documentId }],
    [/^\/api\/changelog\//, { documentId: entry.documentId }],
    [/^\/api\/workspace\/invitations\//, { documentId: invitation.documentId }],
    // Every other `id` names the client: /clients/{id}/…, the agents' and section routes.
    [/^\/api\//, { id: String(client.id) }],
  ];

  // By dotted path, array positions as `*`: what a field names, or a value its route insists on.
  const fieldValues: Record<string, unknown> = {
    clientId: client.id,
    lastSelectedClientId: client.id,
    onboardingId: Number(onboardingId),
    reportId: report.id,
    identifier: user.email,
    message: 'Hello',
    domain: UNREACHABLE_DOMAIN,
    'data.Client': client.documentId,
    // A VSME report: its client, a calendar year, and a headcount for the value routes.
    'data.clientId': client.documentId,
    'data.periodStart': '2024-01-01',
    'data.periodEnd': '2024-12-31',
    'data.value': 12,
    // A data request asks for a datapoint still Missing.
    'data.datapointIds.*': 'TotalEnergyConsumption',
    'filters.client': client.documentId,
    'data.Clients.connect.*': client.id,
    'data.Organizations.*': organization.id,
    'data.Onboarding': Number(onboardingId),
    'data.Website': UNREACHABLE_DOMAIN,
    'data.FieldOrigins': { Industry: { method: 'manual', detail: 'Typed in by the consultant' } },
    // A NACE code the knowledge base holds (the schema only says two digits and an optional group).
    'classification.sector': '13.2',
    // Query parameters.
    id: client.documentId,
    name: client.Name,
    organization: organization.documentId,
    'filters.Client.documentId.$eq': client.documentId,
    'filters.Client.id.$eq': String(client.id),
    'filters.Clients.id.$eq': String(client.id),
    // A signed document address of the right form (not a valid signature): checked by the handler.
    expires: Math.floor(Date.now() / 1000) + 300,
    signature: 'A'.repeat(43),
  };

  return {
    user,
    initiativeId: String(initiative.id),
    files: { png, pdf },
    pathValue(route, name) {
      return (
        byRoute.find(([pattern, values]) => pattern.test(route) && name in values)?.[1][name] ?? byName[name]
      );
    },
    fieldValue(path) {
      return fieldValues[path.map((segment) => (/^\d+$/.test(segment) ? '*' : segment)).join('.')];
    },
  };
}
