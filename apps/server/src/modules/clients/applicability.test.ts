import { APPLICABILITY_FACT_KEYS } from '@impact/contracts';
import { APPLICABILITY_QUESTIONS } from '@impact/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { companyOf } from '../assessment/knowledge-sections/compute.js';
import { clientRow } from '../assessment/steps/test-fixtures.js';
import { loadSampleProfiles } from '../samples/load-samples.js';
import { mergeApplicabilityFacts } from './applicability-routes.js';

interface Row {
  name: string;
  verdict?: string;
  complianceStatus: string;
  reason?: string;
  missingFacts?: { fact: string; question: string }[];
}

let t: TestApp;
let member: TestUser;
let clientId: number;
let sampleId: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t);
  await createOrganization(t, { owner: member });
  // A mid-size French manufacturer: whether EUDR or the LkSG apply depends on facts its profile lacks.
  clientId = (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: member.token,
      payload: {
        data: {
          Name: 'Northwind Ceramics SAS',
          Industry: 'Manufacturing - ceramics and porcelain tableware',
          EmployeeCount: 'size_201_500',
          Revenue: 'rev_50M_100M',
          Headquarters: 'Limoges, France',
        },
      },
    })
  ).json().data.id;
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  sampleId = (await t.request({ method: 'GET', url: '/api/clients/public' })).json().data[0].id;
});
afterAll(() => t.close());

const put = (id: number | string, body: unknown, token: string | null = member.token) =>
  t.request({
    method: 'PUT',
    url: `/api/clients/${id}/applicability-facts`,
    payload: body as object,
    ...(token ? { token } : {}),
  });
const getFacts = (id: number | string, token: string | null = member.token) =>
  t.request({ method: 'GET', url: `/api/clients/${id}/applicability-facts`, ...(token ? { token } : {}) });
const storedRegulations = async (): Promise<Row[]> =>
  (await t.request({ method: 'GET', url: `/api/clients?id=${clientId}`, token: member.token })).json().data
    .SustainabilityRegulations.data;
const rowNamed = (rows: Row[], prefix: string) => rows.find((row) => row.name.startsWith(prefix))!;

describe('the facts the contracts list', () => {
  it('are the knowledge base’s applicability facts, one for one', () => {
    expect([...APPLICABILITY_FACT_KEYS].toSorted()).toEqual(Object.keys(APPLICABILITY_QUESTIONS).toSorted());
  });

  it('reach the rules as the consultant’s answers, leaving invalid stored values out', () => {
    const company = companyOf(
      clientRow({ name: 'X', applicabilityFacts: { euTurnoverEur: 5e7, employeesInGermany: -3, other: 1 } }),
    );
    expect(company.facts).toEqual({ euTurnoverEur: { value: 5e7, origin: { kind: 'consultant' } } });
  });

  it('merge: a value replaces, null removes, an absent key keeps; goods once each', () => {
    expect(
      mergeApplicabilityFacts(
        { listedOnEuRegulatedMarket: true, euTurnoverEur: 1, ukTurnoverGbp: 2 },
        { euTurnoverEur: 3, ukTurnoverGbp: null, placesGoodsOnEuMarket: ['wood', 'cocoa', 'wood'] },
      ),
    ).toEqual({
      listedOnEuRegulatedMarket: true,
      euTurnoverEur: 3,
      placesGoodsOnEuMarket: ['wood', 'cocoa'],
    });
  });
});

describe('PUT /api/clients/:id/applicability-facts', () => {
  it('starts with no answers, and a verdict that names the missing fact', async () => {
    const read = await getFacts(clientId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { facts: {} } });
    const generated = await t.request({
      method: 'POST',
      url: '/api/clients/sustainability-regulations',
      token: member.token,
      payload: { clientId },
    });
    const eudr = rowNamed(generated.json().data, 'EU Deforestation Regulation');
    // A ceramics maker places no EUDR commodity: said as an inference, its goods question still open.
    expect(eudr.verdict).toBe('not-in-scope');
    expect(eudr.reason).toContain('is inferred, not stated');
    expect(eudr.missingFacts?.map((fact) => fact.fact)).toEqual(['placesGoodsOnEuMarket']);
  });

  it('stores an answer and re-runs the verdicts that rest on it', async () => {
    const before = await countRows(t, 'client_sections');
    const response = await put(clientId, {
      facts: { placesGoodsOnEuMarket: ['wood', 'wood'], employeesInGermany: 0 },
    });
    expect(response.statusCode).toBe(200);
    const { facts, SustainabilityRegulations } = response.json().data;
    expect(facts).toEqual({ placesGoodsOnEuMarket: ['wood'], employeesInGermany: 0 });

    const eudr = rowNamed(SustainabilityRegulations, 'EU Deforestation Regulation');
    expect(eudr.verdict).toBe('in-scope');
    expect(eudr.missingFacts ?? []).toEqual([]);
    expect(eudr.reason).toContain("(consultant's answer)");
    // A French company of 201-500 people: the German act reaches it neither before nor after the answer,
    // so its row is left out of the table (another country's law that does not reach the company).
    expect(rowNamed(SustainabilityRegulations, 'Supply Chain Due Diligence Act')).toBeUndefined();
    expect(rowNamed(SustainabilityRegulations, 'Carbon Border Adjustment').verdict).toBe('not-in-scope');

    // Regulations, upcoming policies and reporting frameworks: a new version each.
    expect((await countRows(t, 'client_sections')).client_sections).toBe(before.client_sections! + 3);
    expect(rowNamed(await storedRegulations(), 'EU Deforestation Regulation').verdict).toBe('in-scope');
    expect((await getFacts(clientId)).json().data.facts).toEqual(facts);
  });

  it('merges later answers, and null removes one (its verdict opens again)', async () => {
    const response = await put(clientId, {
      facts: { placesGoodsOnEuMarket: null, euTurnoverEur: 42_000_000 },
    });
    expect(response.statusCode).toBe(200);
    const { facts, SustainabilityRegulations } = response.json().data;
    expect(facts).toEqual({ employeesInGermany: 0, euTurnoverEur: 42_000_000 });
    const eudr = rowNamed(SustainabilityRegulations, 'EU Deforestation Regulation');
    // Back to the inference the answer had overruled.
    expect(eudr.verdict).toBe('not-in-scope');
    expect(eudr.reason).toContain('is inferred, not stated');
    expect(eudr.missingFacts?.map((fact) => fact.fact)).toEqual(['placesGoodsOnEuMarket']);
    expect(rowNamed(SustainabilityRegulations, 'Supply Chain Due Diligence Act')).toBeUndefined();
  });

  it.each([
    [{ facts: { listedOnEuRegulatedMarket: 'yes' } }, 'listedOnEuRegulatedMarket must be true or false'],
    [{ facts: { euTurnoverEur: -1 } }, 'euTurnoverEur must be an amount in euros of 0 or more'],
    [
      { facts: { ukTurnoverGbp: '36000000' } },
      'ukTurnoverGbp must be an amount in pounds sterling of 0 or more',
    ],
    [{ facts: { euTurnoverEur: 1e14 } }, 'euTurnoverEur must be at most 10,000,000,000,000'],
    [{ facts: { employeesInFrance: 12.5 } }, 'employeesInFrance must be a whole number of 0 or more'],
    [{ facts: { employeesInFrance: 2e7 } }, 'employeesInFrance must be at most 10,000,000'],
    [
      { facts: { placesGoodsOnEuMarket: 'wood' } },
      'placesGoodsOnEuMarket must be a list of goods (empty for none)',
    ],
    [{ facts: { placesGoodsOnEuMarket: ['gold'] } }, /^placesGoodsOnEuMarket may only list cattle, cocoa/],
    [
      { facts: { placesGoodsOnEuMarket: Array.from({ length: 21 }, () => 'wood') } },
      'placesGoodsOnEuMarket may list at most 20 goods',
    ],
    [{ facts: { sharesTradedOnMars: true } }, 'These fields cannot be set: sharesTradedOnMars'],
    [{ facts: {}, extra: 1 }, 'These fields cannot be set: extra'],
    [{}, /facts/],
  ])('refuses %j with a clear message, changing nothing', async (body, message) => {
    const before = await countRows(t, 'client_sections');
    const factsBefore = (await getFacts(clientId)).json().data.facts;
    const response = await put(clientId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(message);
    expect(await countRows(t, 'client_sections')).toEqual(before);
    expect((await getFacts(clientId)).json().data.facts).toEqual(factsBefore);
  });

  it('refuses a body too large to be an answer', async () => {
    const before = await countRows(t, 'client_sections');
    const response = await put(clientId, { facts: { placesGoodsOnEuMarket: Array(20_000).fill('wood') } });
    expect(response.statusCode).toBe(413);
    expect(await countRows(t, 'client_sections')).toEqual(before);
  });
});

describe('who may read and answer', () => {
  it('answers another organization’s client and an unknown one as not found', async () => {
    const stranger = await createUser(t);
    await createOrganization(t, { owner: stranger });
    const before = await countRows(t, 'client_sections');
    for (const response of [
      await put(clientId, { facts: { listedOnUsExchange: true } }, stranger.token),
      await getFacts(clientId, stranger.token),
      await put('no-such-client', { facts: {} }),
      await put(999_999, { facts: {} }),
      await getFacts('no-such-client'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Client not found');
    }
    expect(await countRows(t, 'client_sections')).toEqual(before);
    expect((await getFacts(clientId)).json().data.facts).not.toHaveProperty('listedOnUsExchange');
  });

  it('lets anyone signed in read a sample’s (empty) answers, but never change them', async () => {
    expect((await getFacts(sampleId)).json()).toEqual({ data: { facts: {} } });
    const before = await countRows(t, 'client_sections');
    const response = await put(sampleId, { facts: { listedOnEuRegulatedMarket: true } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Sample profiles are read-only');
    expect(await countRows(t, 'client_sections')).toEqual(before);
    expect((await getFacts(sampleId)).json().data.facts).toEqual({});
  });

  it('asks for a session', async () => {
    expect((await put(clientId, { facts: {} }, null)).statusCode).toBe(401);
    expect((await getFacts(clientId, null)).statusCode).toBe(401);
  });
});
