import { clientDocumentsResponseSchema, type StructuredDocument } from '@impact/contracts';
import { resolveModelProvider, resolveResearchProvider } from '@impact/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { serveFixtureSite } from '../../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { findClientById } from '../../../authz/clients.js';
import { executeStep, stepInput, writeStepOutput, type StepDeps } from '../pipeline/step-executors.js';
import { scrapeCompanyWebsite } from '../website-scrape/scrape-website.js';
import { addUploadedDocuments, listClientDocuments } from './client-documents.js';
import { ModelStatus } from '../model-status.js';

const LOOPBACK = { UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' };

const page = (title: string, main: string) => ({
  body: `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${main}</main></body></html>`,
});

const FIGURES = `<h2>Key figures</h2><p>Our footprint, measured every year since we began reporting on it.</p>
<table><thead><tr><th>Indicator</th><th>2024</th><th>2023</th></tr></thead>
<tbody><tr><td>Scope 1 emissions (tCO2e)</td><td>12.3</td><td>11.9</td></tr></tbody></table>`;

const uploaded: StructuredDocument = {
  kind: 'pdf',
  url: null,
  documentId: 'a1b2c3d4e5f6a7b8c9d0e1f2',
  title: 'Supplier code.pdf',
  language: 'en',
  pageCount: 1,
  blocks: [
    { type: 'paragraph', text: 'Suppliers sign our code of conduct.', locator: { headingPath: [], page: 1 } },
  ],
  notes: [],
  truncated: false,
};

describe("the client's structured documents", () => {
  let site: Awaited<ReturnType<typeof serveFixtureSite>>;
  let t: TestApp;
  let user: TestUser;
  let client: { id: number; documentId: string };
  const deps = (): StepDeps => ({
    db: t.db,
    config: t.config,
    providers: {
      model: resolveModelProvider(t.config.providerEnv),
      research: resolveResearchProvider(t.config.providerEnv),
      modelStatus: new ModelStatus(),
    },
    log: t.app.log,
  });
  beforeAll(async () => {
    site = await serveFixtureSite({
      '/': page(
        'Verdant Foods',
        '<p>We cook plant-based meals for schools and hospitals across Belgium.</p><a href="/sustainability">Sustainability</a>',
      ),
      '/sustainability': page('Sustainability', FIGURES),
    });
    t = await createTestApp(LOOPBACK);
    user = await createUser(t);
    await createOrganization(t, { owner: user });
    const response = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: { data: { Name: 'Verdant Foods', WebsiteUrl: site.url } },
    });
    client = response.json().data;
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('are stored by the scrape, tables kept as rows and cells, apart from the Website Context', async () => {
    const result = await scrapeCompanyWebsite(deps(), site.url, { clientId: client.id });
    const stored = await listClientDocuments(t.db, client.id);
    expect(stored.map((entry) => entry.document.url)).toEqual(result.data.pages.map((p) => p.url));
    const figures = stored.find((entry) => entry.document.url?.endsWith('/sustainability'))!.document;
    const table = figures.blocks.find((block) => block.type === 'table');
    expect(table).toMatchObject({
      type: 'table',
      headerRows: 1,
      locator: { headingPath: ['Sustainability', 'Key figures'], table: 0 },
    });
    expect(table?.type === 'table' && table.rows[1]!.cells.map((cell) => cell.text)).toEqual([
      'Scope 1 emissions (tCO2e)',
      '12.3',
      '11.9',
    ]);
    // The client read stays small: no structured blocks in the section.
    expect(JSON.stringify(result.data)).not.toContain('"blocks"');
  });

  it('reach the steps, uploads first, and a re-scrape replaces the website ones only', async () => {
    await addUploadedDocuments(t.db, client.id, [uploaded]);
    const client$ = (await findClientById(t.db, client.id))!;
    const output = await executeStep(deps(), client$, 'websiteContext');
    await t.db.transaction((tx) => writeStepOutput(tx, client.id, output));
    const input = await stepInput(deps(), client$, undefined);
    expect(input.documents.map((document) => document.url ?? document.documentId)).toEqual([
      uploaded.documentId,
      `${site.url}/`,
      `${site.url}/sustainability`,
    ]);
    const rows = await listClientDocuments(t.db, client.id);
    expect(rows.filter((row) => row.origin === 'website')).toHaveLength(2);
  });

  it('are answered by GET /api/clients/:id/documents to its members, valid against the contract', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/clients/${client.documentId}/documents`,
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    const body = clientDocumentsResponseSchema.parse(response.json());
    expect(body.data.map((entry) => [entry.origin, entry.document.kind])).toEqual([
      ['upload', 'pdf'],
      ['website', 'html'],
      ['website', 'html'],
    ]);
    const stranger = await createUser(t);
    await createOrganization(t, { owner: stranger });
    const refused = await t.request({
      method: 'GET',
      url: `/api/clients/${client.id}/documents`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
    const signedOut = await t.request({ method: 'GET', url: `/api/clients/${client.id}/documents` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('are empty for a client with none', async () => {
    const other = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: { data: { Name: 'Nothing Read Ltd' } },
    });
    const row = (await findClientById(t.db, other.json().data.id))!;
    expect((await stepInput(deps(), row, undefined)).documents).toEqual([]);
  });
});
