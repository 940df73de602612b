import { REPORT_SECTION_TYPES } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { reportSections } from '../../db/schema.js';
import { saveSection } from '../clients/sections.js';
import { consultant, loadSamples, ownClient, reportCalls } from './test-support.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let api: ReturnType<typeof reportCalls>;
let sample: { id: number; documentId: string; Name: string };
let northwind: { id: number; documentId: string; Name: string };
beforeAll(async () => {
  t = await createTestApp();
  api = reportCalls(t);
  alice = (await consultant(t, { organization: 'Alice Advisory' })).user;
  bob = (await consultant(t, { organization: 'Bob Partners' })).user;
  sample = (await loadSamples(t))[0]!;
  northwind = await ownClient(t, alice, {
    Name: 'Northwind Ceramics SAS',
    Industry: 'Manufacturing - ceramics and porcelain tableware',
    EmployeeCount: 'size_201_500',
    Revenue: 'rev_50M_100M',
    Headquarters: 'Limoges, France',
  });
});
afterAll(() => t.close());

async function newReport(user: TestUser, client: { documentId: string }) {
  const response = await api.create(user.token, {
    Client: client.documentId,
    Onboarding: null,
    Project: null,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; documentId: string };
}

describe('POST /api/reports', () => {
  it("creates an empty report on the organization's client, titled with its name", async () => {
    const response = await api.create(alice.token, { Client: northwind.id, Onboarding: 12, Project: null });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      Title: 'Northwind Ceramics SAS',
      Client: { id: northwind.id, documentId: northwind.documentId, Name: 'Northwind Ceramics SAS' },
      Onboarding: { id: 12 },
      Project: null,
      Organization: { Name: 'Alice Advisory' },
      Sections: [],
      SectionsCompleted: 0,
      SectionsTotal: 6,
    });
    expect(data.documentId).toMatch(/^[a-z0-9]{24}$/);
  });

  it("allows a report on a public sample, owned by the user's organization", async () => {
    const report = await newReport(bob, sample);
    const read = await api.get(bob.token, report.documentId);
    expect(read.json().data).toMatchObject({
      Title: 'Fixture Brewing',
      Organization: { Name: 'Bob Partners' },
    });
    // Alice sees the same sample but not Bob's report on it.
    expect((await api.get(alice.token, report.documentId)).statusCode).toBe(404);
  });

  it("refuses another organization's client as not found, and stores nothing", async () => {
    const before = await countRows(t, 'reports');
    const response = await api.create(bob.token, { Client: northwind.documentId });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Client not found');
    expect(await countRows(t, 'reports')).toEqual(before);
  });

  it('requires a client', async () => {
    const response = await api.create(alice.token, { Onboarding: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Client');
  });

  it('requires a session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/reports',
      payload: { data: { Client: 1 } },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/reports', () => {
  it("lists one client's reports, newest first, with their sections", async () => {
    const first = await newReport(alice, northwind);
    const second = await newReport(alice, northwind);
    await newReport(alice, sample);
    const response = await api.list(alice.token, northwind.documentId);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as { id: number; Sections: unknown[] }[]).map((report) => report.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(
      response.json().data.every((report: { Client: { id: number } }) => report.Client.id === northwind.id),
    ).toBe(true);
    expect((await api.list(bob.token, northwind.documentId)).json().data).toEqual([]);
  });
});

describe('GET /api/reports/:id', () => {
  it("answers another organization's report, and an unknown one, as not found", async () => {
    const report = await newReport(alice, northwind);
    for (const id of [report.id, report.documentId]) {
      const response = await api.get(bob.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Report not found');
    }
    expect((await api.get(alice.token, 'no-such-report')).statusCode).toBe(404);
    expect((await api.get(alice.token, report.id)).statusCode).toBe(200);
  });
});

describe('POST /api/reports/:id/sections', () => {
  it('generates a section without a model and answers its content', async () => {
    const report = await newReport(alice, sample);
    const response = await api.section(alice.token, report.documentId, 'regulatory_landscape', {
      tone: 'brief',
    });
    expect(response.statusCode).toBe(200);
    const section = response.json().data;
    expect(section).toMatchObject({
      Title: 'regulatory_landscape',
      status: 'success',
      error: null,
      AgentConfig: {},
      Provenance: { method: 'compiled', provider: 'report-writer', outcome: 'found' },
    });
    expect(section.Content).toContain('| CSRD | EU Directive | In scope |');
    expect(section.Content).toMatch(/needs a language model/);
    expect(section.LastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const read = (await api.get(alice.token, report.id)).json().data;
    expect(read.Sections).toHaveLength(1);
    expect(read.SectionsCompleted).toBe(1);
    expect(read.Sources.map((source: { n: number }) => source.n)).toEqual(section.CitedSources);
  });

  it('says honestly what a client without assessment data lacks', async () => {
    const report = await newReport(alice, northwind);
    const response = await api.section(alice.token, report.id, 'public_perception');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.Content).toContain(
      'Not available yet: the client has no stored public perception',
    );
    expect(response.json().data.Provenance.outcome).toBe('nothing-found');
  });

  it('refuses an unknown section type and another organization’s report', async () => {
    const report = await newReport(alice, northwind);
    const unknown = await api.section(alice.token, report.id, 'executive_summary');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('sectionType must be one of company_snapshot');
    const foreign = await api.section(bob.token, report.id, 'company_snapshot');
    expect(foreign.statusCode).toBe(404);
    expect((await api.get(alice.token, report.id)).json().data.Sections).toEqual([]);
  });

  it('keeps the sections in report order, one per type', async () => {
    const report = await newReport(alice, sample);
    for (const type of ['source_list', 'company_snapshot', 'company_snapshot']) {
      expect((await api.section(alice.token, report.id, type)).statusCode).toBe(200);
    }
    const titles = (await api.get(alice.token, report.id))
      .json()
      .data.Sections.map((s: { Title: string }) => s.Title);
    expect(titles).toEqual(['company_snapshot', 'source_list']);
  });
});

describe('POST /api/reports/regenerate-section', () => {
  it('answers the whole report with the section regenerated', async () => {
    const report = await newReport(alice, sample);
    for (const type of REPORT_SECTION_TYPES) await api.section(alice.token, report.id, type);
    const before = (await api.get(alice.token, report.id)).json().data;
    const response = await api.regenerate(alice.token, {
      reportId: report.documentId,
      sectionTitle: 'public_perception',
      params: {},
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.Sections.map((section: { Title: string }) => section.Title)).toEqual([
      ...REPORT_SECTION_TYPES,
    ]);
    expect(data.Sections.every((section: { status: string }) => section.status === 'success')).toBe(true);
    const regenerated = data.Sections.find(
      (section: { Title: string }) => section.Title === 'public_perception',
    );
    const previous = before.Sections.find(
      (section: { Title: string }) => section.Title === 'public_perception',
    );
    expect(regenerated.id).toBe(previous.id);
    expect(regenerated.LastUpdated > previous.LastUpdated).toBe(true);
  });

  it.each([
    [{ sectionTitle: 'company_snapshot', params: {} }],
    [{ reportId: 1, params: {} }],
    [{ reportId: '', sectionTitle: 'company_snapshot' }],
    [{ reportId: 1, sectionTitle: '   ' }],
  ])('refuses %j with the spec message', async (payload) => {
    const response = await api.regenerate(alice.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Missing report ID or section title');
  });

  it("answers another organization's report as not found", async () => {
    const report = await newReport(alice, northwind);
    const response = await api.regenerate(bob.token, {
      reportId: report.id,
      sectionTitle: 'company_snapshot',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/reports/:reportId/sections/:sectionId/agent-config', () => {
  it("sets, keeps and clears a section's custom prompt", async () => {
    const report = await newReport(alice, sample);
    const section = (await api.section(alice.token, report.id, 'company_snapshot')).json().data;
    const set = await api.agentConfig(alice.token, report.documentId, section.id, {
      AgentConfig: { customPrompt: '  Write for a board audience.  ', temperature: 0.2 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      id: section.id,
      AgentConfig: { customPrompt: 'Write for a board audience.' },
    });
    const read = (await api.get(alice.token, report.id)).json().data.Sections[0];
    expect(read.AgentConfig).toEqual({ customPrompt: 'Write for a board audience.' });
    const cleared = await api.agentConfig(alice.token, report.id, section.documentId, {
      AgentConfig: { customPrompt: '' },
    });
    expect(cleared.json().data.AgentConfig).toEqual({});
  });

  it("refuses another organization's section and an unknown one", async () => {
    const report = await newReport(alice, sample);
    const section = (await api.section(alice.token, report.id, 'company_snapshot')).json().data;
    const payload = { AgentConfig: { customPrompt: 'x' } };
    expect((await api.agentConfig(bob.token, report.id, section.id, payload)).statusCode).toBe(404);
    const unknown = await api.agentConfig(alice.token, report.id, 999_999, payload);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Section not found');
    const tooLong = await api.agentConfig(alice.token, report.id, section.id, {
      AgentConfig: { customPrompt: 'x'.repeat(20_001) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the report source list', () => {
  it('follows the sections: regenerating another section recompiles it', async () => {
    const report = await newReport(alice, sample);
    await api.section(alice.token, report.id, 'company_snapshot');
    const list = (await api.section(alice.token, report.id, 'source_list')).json().data;
    expect(list.CitedSources).toEqual([1, 2, 3]);
    const after = (
      await api.regenerate(alice.token, { reportId: report.id, sectionTitle: 'sustainability_posture' })
    ).json().data;
    const posture = after.Sections.find((s: { Title: string }) => s.Title === 'sustainability_posture');
    const refreshed = after.Sections.find((s: { Title: string }) => s.Title === 'source_list');
    expect(refreshed.CitedSources).toEqual(
      [...new Set([1, 2, 3, ...posture.CitedSources])].toSorted((a, b) => a - b),
    );
    for (const n of posture.CitedSources) expect(refreshed.Content).toContain(`**[${n}]**`);
  });

  it('keeps the numbers already given when the client gains sources', async () => {
    const report = await newReport(alice, northwind);
    const location = (sources: { url: string; title: string }[]) =>
      saveSection(
        t.db,
        northwind.id,
        'LocationPresence',
        {
          headquarters: 'Limoges, France',
          retail_presence: 'Sells through distributors in 14 countries.',
          sources: sources.map((source) => ({ ...source, retrievedAt: '2026-11-20' })),
        },
        { method: 'extraction', provider: 'website' },
      );
    await location([{ url: 'https://northwind-ceramics.example/about', title: 'About us' }]);
    const first = (await api.section(alice.token, report.id, 'company_snapshot')).json().data;
    expect(first.Content).toContain('Sells through distributors in 14 countries. [1]');
    await location([
      { url: 'https://press.example/northwind-expands', title: 'Northwind expands' },
      { url: 'https://northwind-ceramics.example/about', title: 'About us' },
    ]);
    const second = (await api.section(alice.token, report.id, 'company_snapshot')).json().data;
    expect(second.CitedSources).toEqual([1, 2]);
    const sources = (await api.get(alice.token, report.id)).json().data.Sources;
    expect(sources).toEqual([
      { n: 1, url: 'https://northwind-ceramics.example/about', title: 'About us', retrievedAt: '2026-11-20' },
      {
        n: 2,
        url: 'https://press.example/northwind-expands',
        title: 'Northwind expands',
        retrievedAt: '2026-11-20',
      },
    ]);
  });
});

describe('a section already being generated', () => {
  it('refuses a second generation, and shows an abandoned one as failed after ten minutes', async () => {
    const report = await newReport(alice, sample);
    const [row] = await t.db
      .insert(reportSections)
      .values({
        documentId: `pending-${report.id}`,
        reportId: report.id,
        sectionType: 'company_snapshot',
        status: 'pending',
        startedAt: new Date(),
      })
      .returning();
    const busy = await api.section(alice.token, report.id, 'company_snapshot');
    expect(busy.statusCode).toBe(409);
    expect((await api.get(alice.token, report.id)).json().data.Sections[0].status).toBe('pending');

    await t.db
      .update(reportSections)
      .set({ startedAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(reportSections.id, row!.id));
    expect((await api.get(alice.token, report.id)).json().data.Sections[0]).toMatchObject({
      status: 'error',
      error: 'Generation was interrupted before it finished. Generate the section again.',
    });
    const retried = await api.section(alice.token, report.id, 'company_snapshot');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: row!.id, status: 'success' });
  });
});
