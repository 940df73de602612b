import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClientDocuments } from '../assessment/documents/client-documents.js';
import { assessmentRuns, clients, onboardingDocuments, onboardingSessions, users } from '../../db/schema.js';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { jsonLdCompanyPages, serveFixtureSite, type FixtureSite } from '../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { waitFor } from '../../../test/wait.js';
import { loadSampleProfiles } from '../samples/load-samples.js';
import { chat as chatWith, componentsOf, pdfWith, submit, uploadDocuments } from './chat-test-support.js';

let t: TestApp;
let site: FixtureSite;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true', ASSESS_NEW_CLIENTS: 'true' });
  site = await serveFixtureSite(jsonLdCompanyPages);
  user = await createUser(t);
  await createOrganization(t, { owner: user });
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const chat = (body: object, token = user.token) => chatWith(t, body, token);
const step = async (onboardingId: number, stepId: string, data: unknown) => {
  const response = await chat({ message: submit(stepId, data), onboardingId });
  expect(response.statusCode, `${stepId}: ${response.body}`).toBe(200);
  return componentsOf(response.json().content as string);
};
const clientView = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/clients?id=${id}`, token: user.token })).json().data;

describe('a whole onboarding, step-0 to step-6', () => {
  it('creates the client with its scopes, frameworks, focus areas and documents, and starts its assessment', async () => {
    const start = await chat({ message: submit('step-0', { website: site.url }) });
    expect(start.statusCode).toBe(200);
    const onboardingId = start.json().onboardingId as number;
    const [scopes, card] = componentsOf(start.json().content);
    expect(scopes!.type).toBe('multiple-choice');
    // The enrichment read the fixture site: what it found, null where nothing was.
    expect(card).toMatchObject({
      type: 'company-card',
      props: {
        Name: 'Verdant Foods NV',
        Headquarters: 'Ghent, Belgium',
        FoundedYear: 2011,
        Industry: null,
        found: true,
      },
    });

    const [summary] = await step(onboardingId, 'step-1', { selected: ['regulations', 'materiality'] });
    expect(summary!.props.fields).toMatchObject({
      Name: 'Verdant Foods NV',
      EmployeeCount: 'size_201_500',
      Revenue: null,
      Industry: null,
    });
    const fields = { ...(summary!.props.fields as object), Industry: 'Food and beverage' };
    const [topics] = await step(onboardingId, 'step-2', fields);
    const options = topics!.props.options as { id: string; recommended: boolean }[];
    const ticked = options.filter((option) => option.recommended).map((option) => option.id);
    expect(ticked.length).toBeGreaterThan(3);

    const [upload] = await step(onboardingId, 'step-3', { selected: ticked });
    expect(upload!.props.uploadUrl).toBe(`/api/onboarding/${onboardingId}/documents`);
    const pdf = await pdfWith(['Verdant cut food waste by 31% in its Ghent kitchen in 2024.']);
    const uploaded = await uploadDocuments(
      t,
      onboardingId,
      [{ name: 'impact-2024.pdf', data: pdf }],
      user.token,
    );
    const document = uploaded.json().data[0];
    const [frameworks] = await step(onboardingId, 'step-4', {
      files: [{ name: 'impact-2024.pdf', size: pdf.length, uploadId: document.documentId }],
    });
    expect((frameworks!.props.options as unknown[]).length).toBe(15);
    const [final] = await step(onboardingId, 'step-5', { selected: ['esrs', 'gri'] });
    expect(final!.type).toBe('final-step');

    const [complete] = await step(onboardingId, 'step-6', { confirm: true });
    expect(complete).toMatchObject({
      type: 'onboarding-complete',
      props: { clientName: 'Verdant Foods NV', clientPath: '/client/Verdant%20Foods%20NV' },
    });
    const { clientDocumentId, clientId, runId, runDocumentId } = complete!.props as {
      clientDocumentId: string;
      clientId: number;
      runId: number;
      runDocumentId: string;
    };
    const [row] = await t.db.select().from(clients).where(eq(clients.documentId, clientDocumentId));
    expect(row!.id).toBe(clientId);
    expect(row).toMatchObject({
      onboardingScopes: ['regulations', 'materiality'],
      preferredFrameworks: ['esrs', 'gri'],
    });
    const client = await clientView(row!.id);
    expect(client).toMatchObject({
      Industry: 'Food and beverage',
      WebsiteUrl: `${site.url}/`,
      OnboardingScopes: ['regulations', 'materiality'],
      PreferredFrameworks: ['esrs', 'gri'],
    });
    expect(client.FieldOrigins.Name).toMatchObject({ method: 'extraction' });
    expect(client.FieldOrigins.Industry).toMatchObject({ method: 'manual', detail: 'user' });
    expect(client.FocusAreas.provenance).toMatchObject({ method: 'manual', provider: 'onboarding' });
    expect(client.FocusAreas.data.length).toBe(ticked.length);
    const pages = client.WebsiteContext.data.pages as { url: string | null; content: string }[];
    // Cited by its name and id: the document has no address anyone could open without signing in.
    expect(pages[0]).toMatchObject({
      kind: 'uploaded-document',
      documentId: document.documentId,
      url: null,
      title: 'impact-2024.pdf',
    });
    expect(pages[0]!.content).toContain('food waste by 31%');
    expect(JSON.stringify(client)).not.toContain('/api/onboarding/documents/');
    const [stored] = await t.db
      .select()
      .from(onboardingDocuments)
      .where(eq(onboardingDocuments.documentId, document.documentId));
    expect(stored!.clientId).toBe(row!.id);
    // Read by the structured reader too: the assessment's steps get its blocks with their pages.
    const structured = (await listClientDocuments(t.db, row!.id)).find(
      (entry) => entry.document.documentId === document.documentId,
    );
    expect(structured).toMatchObject({ origin: 'upload', document: { kind: 'pdf', url: null } });
    expect(JSON.stringify(structured!.document.blocks)).toContain('food waste by 31%');

    const [run] = await t.db.select().from(assessmentRuns).where(eq(assessmentRuns.clientId, row!.id));
    expect(run!.id).toBe(runId);
    expect(run!.documentId).toBe(runDocumentId);
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.onboardingComplete).toBe(true);
    const [session] = await t.db
      .select()
      .from(onboardingSessions)
      .where(eq(onboardingSessions.id, onboardingId));
    expect(session).toMatchObject({ currentStep: 7 });
    expect(session!.completedAt).not.toBeNull();

    // The assessment's website step adds the site's pages and keeps the document; its focus-area step
    // keeps the consultant's focus areas.
    const settled = await waitFor(
      async () => {
        const view = await clientView(row!.id);
        return view.WebsiteContext.provenance.provider !== 'onboarding' && view.ImpactTopics
          ? view
          : undefined;
      },
      'the assessment to rebuild the website context and impact topics',
      60_000,
    );
    const settledPages = settled.WebsiteContext.data.pages as { url: string | null }[];
    expect(settledPages[0]).toEqual(pages[0]);
    expect(settledPages.some((page) => page.url?.startsWith(site.url))).toBe(true);
    expect(settled.FocusAreas.provenance).toMatchObject({ method: 'manual', provider: 'onboarding' });

    const again = await chat({ message: submit('step-6', { confirm: true }), onboardingId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This onboarding is already complete');

    // The chosen scopes decide the proposed report sections.
    const report = await t.request({
      method: 'POST',
      url: '/api/reports',
      token: user.token,
      payload: { data: { Client: row!.id } },
    });
    expect(report.json().data.ProposedSections).toEqual([
      'company_snapshot',
      'regulatory_landscape',
      'sustainability_posture',
      'source_list',
    ]);
  }, 90_000);

  it('refuses a name already taken at step-2, and at step-6 goes back to the profile creating nothing', async () => {
    const taken = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: { data: { Name: 'Taken Name Ltd' } },
    });
    expect(taken.statusCode).toBe(200);
    const onboardingId = (
      await chat({ message: submit('step-0', { website: 'unreachable.invalid' }) })
    ).json().onboardingId as number;
    await step(onboardingId, 'step-1', { selected: ['reporting'] });
    const duplicate = await chat({ message: submit('step-2', { Name: 'taken name ltd' }), onboardingId });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toContain('already exists in your organization');

    await step(onboardingId, 'step-2', { Name: 'Racing Name Ltd' });
    await step(onboardingId, 'step-3', { selected: ['E1'] });
    await step(onboardingId, 'step-4', { files: [] });
    await step(onboardingId, 'step-5', { selected: ['gri'] });
    // Someone takes the name before the confirmation. (Sections are not counted: the assessments of the
    // clients created so far are still writing theirs in the background.)
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: { data: { Name: 'Racing Name Ltd' } },
    });
    const before = await countRows(t, 'clients', 'assessment_runs');
    // Not a dead end: the chat goes back to the profile to rename, creating nothing.
    const final = await chat({ message: submit('step-6', { confirm: true }), onboardingId });
    expect(final.statusCode).toBe(200);
    expect(final.json().content).toContain('A client named "Racing Name Ltd" already exists');
    expect(componentsOf(final.json().content)[0]).toMatchObject({ type: 'editable-summary' });
    expect(await countRows(t, 'clients', 'assessment_runs')).toEqual(before);
    const [session] = await t.db
      .select()
      .from(onboardingSessions)
      .where(eq(onboardingSessions.id, onboardingId));
    expect(session).toMatchObject({ currentStep: 2, completedAt: null });

    // The renamed profile goes straight to the confirmation, the other answers kept.
    const renamed = await chat({ message: submit('step-2', { Name: 'Racing Name Two Ltd' }), onboardingId });
    expect(componentsOf(renamed.json().content)[0]).toMatchObject({ type: 'final-step' });
    const created = await chat({ message: submit('step-6', { confirm: true }), onboardingId });
    expect(componentsOf(created.json().content)[0]).toMatchObject({
      type: 'onboarding-complete',
      props: { clientName: 'Racing Name Two Ltd' },
    });
    const [row] = await t.db.select().from(clients).where(eq(clients.name, 'Racing Name Two Ltd'));
    expect(row!.preferredFrameworks).toEqual(['gri']);
  });
});

describe('demo mode', () => {
  it('walks a public sample and creates nothing', async () => {
    const demoUser = await createUser(t);
    await createOrganization(t, { owner: demoUser });
    const welcome = await chat({ message: 'Hi' }, demoUser.token);
    const onboardingId = welcome.json().onboardingId as number;
    expect(componentsOf(welcome.json().content)[0]!.props.samples).toEqual([
      { slug: 'fixture-brewing', name: 'Fixture Brewing', website: 'https://www.fixture-brewing.example/' },
    ]);
    const demoStep = async (stepId: string, data: unknown) => {
      const response = await chat({ message: submit(stepId, data), onboardingId }, demoUser.token);
      expect(response.statusCode, response.body).toBe(200);
      return componentsOf(response.json().content);
    };
    const [, card] = await demoStep('step-0', { demoSample: 'fixture-brewing' });
    expect(card!.props).toMatchObject({ Name: 'Fixture Brewing', Industry: 'Beverages', demo: true });
    const [summary] = await demoStep('step-1', { selected: ['materiality'] });
    expect(summary!.props.fields).toMatchObject({ Name: 'Fixture Brewing', Revenue: 'rev_10B_plus' });
    await demoStep('step-2', summary!.props.fields);
    const [upload] = await demoStep('step-3', { selected: ['E1', 'E3'] });
    expect(upload!.props).toMatchObject({ uploadUrl: null, demo: true });
    const refused = await uploadDocuments(
      t,
      onboardingId,
      [{ name: 'a.pdf', data: await pdfWith(['x']) }],
      demoUser.token,
    );
    expect(refused.statusCode).toBe(409);
    await demoStep('step-4', { files: [] });
    await demoStep('step-5', { selected: ['gri'] });
    const before = await countRows(t, 'clients', 'assessment_runs');
    const [complete] = await demoStep('step-6', { confirm: true });
    expect(complete).toMatchObject({
      type: 'onboarding-complete',
      props: {
        clientName: 'Fixture Brewing',
        clientPath: '/client/Fixture%20Brewing',
        runId: null,
        demo: true,
      },
    });
    expect(await countRows(t, 'clients', 'assessment_runs')).toEqual(before);
    const [account] = await t.db.select().from(users).where(eq(users.id, demoUser.id));
    expect(account!.onboardingComplete).toBe(false);
  });
});
