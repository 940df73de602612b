// Real data for the Lighthouse benchmark: the built server on a fresh embedded database, a consultant
// who signs up, names their organization and adds a client from a corpus company's website (served on
// 127.0.0.1), the assessment run to its end and a report with every section written. Nothing is mocked:
// it is what a new user has after their first hour, offline (no model, no research provider).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../lib/built-server.mjs';

const REPORT_SECTIONS = [
  'company_snapshot',
  'sustainability_posture',
  'strategic_positioning',
  'regulatory_landscape',
  'public_perception',
  'source_list',
];

/** The built server on a fresh embedded database; `stop()` ends it and removes its data. */
export async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-lighthouse-'));
  // The corpus site is served on loopback, which the fetcher refuses outside tests and benches.
  const server = await startBuiltServer({ DATA_DIR: dataDir, UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  return {
    baseUrl: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(baseUrl, method, url, token, body) {
  const init = { method, headers: token ? { authorization: `Bearer ${token}` } : {} };
  if (body) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(baseUrl + url, init);
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Reads the run's event stream to its end: the server closes it after the run's own event. */
async function waitForRun(baseUrl, token, runId) {
  const response = await fetch(`${baseUrl}/api/assessments/${runId}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  await response.text();
  // The stream's end is not the proof: the run itself must say it is completed.
  const { data } = await call(baseUrl, 'GET', `/api/assessments/${runId}`, token);
  if (data.status !== 'completed') throw new Error(`assessment ${runId} is ${data.status}`);
}

/** Signs a consultant up and gives them a client with a finished assessment and a full report. */
export async function seedConsultant(baseUrl, company) {
  const { jwt: token } = await call(baseUrl, 'POST', '/api/auth/local/register', null, {
    username: 'lighthouse',
    email: 'lighthouse@example.com',
    password: 'lighthouse-password',
  });
  await call(baseUrl, 'POST', '/api/organizations', token, {
    data: { Name: 'Northlight Advisory', Type: 'team' },
  });
  const created = await call(baseUrl, 'POST', '/api/clients', token, {
    data: { Name: company.name, WebsiteUrl: company.url },
  });
  const client = created.data;
  const runId = created.meta.assessment?.documentId;
  if (!runId) throw new Error(`no assessment started: ${JSON.stringify(created.meta)}`);
  await waitForRun(baseUrl, token, runId);
  const report = (await call(baseUrl, 'POST', '/api/reports', token, { data: { Client: client.documentId } }))
    .data;
  for (const sectionType of REPORT_SECTIONS) {
    await call(baseUrl, 'POST', `/api/reports/${report.documentId}/sections`, token, {
      data: { sectionType },
    });
  }
  return { token, client, report };
}
