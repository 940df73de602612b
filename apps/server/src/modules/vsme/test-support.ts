import type { SectionData, VsmeReport, VsmeValue } from '@impact/contracts';
import { createClientVia, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { newDocumentId } from '../../db/ids.js';
import { initiatives } from '../../db/schema.js';
import { saveSection } from '../clients/sections.js';

/** A fictional weaver's own pages and stored sections, as the assessment stores them. */
export const SITE = 'https://www.brindle-looms.test';
export const FIGURES_QUOTE = 'In 2025 our turnover was £18.4 million and we employ 120 people.';
export const HQ_QUOTE = 'Our headquarters and main weaving plant are in Kortrijk, Belgium.';
const RETRIEVED = '2026-11-20';
const page = (path: string, quote: string) => ({
  url: `${SITE}${path}`,
  title: 'Sustainability | Brindle Looms',
  retrievedAt: RETRIEVED,
  quote,
});

const WEBSITE: SectionData<'WebsiteContext'> = {
  generatedAt: '2026-11-20T08:00:00.000Z',
  selectedLinks: [`${SITE}/about`],
  pages: [
    {
      url: `${SITE}/about`,
      title: 'About | Brindle Looms',
      summary: 'About',
      content: ['About Brindle Looms', HQ_QUOTE, FIGURES_QUOTE].join('\n'),
    },
  ],
};

export const metric = (name: string, category: string, value: string, unit: string, year: number) => ({
  name,
  category,
  value,
  unit,
  year,
  label: 'Self-reported' as const,
  sources: [page('/sustainability', `${name} in ${year}: ${value}.`)],
});

export const METRICS: SectionData<'ReportedMetrics'> = [
  metric('Energy consumption', 'Energy', '1,240 MWh', 'MWh', 2024),
  metric('Natural gas consumption', 'Energy', '1,000 MWh', 'MWh', 2025),
  metric('Scope 3 emissions', 'Emissions', '2,400 tCO2e', 'tCO2e', 2025),
  metric('Water withdrawal', 'Water', '3,500 m³', 'm³', 2025),
  metric('Training hours per employee', 'Workforce', '18 hours', 'hours', 2025),
];

const CODES: SectionData<'VoluntaryCodesAdopted'> = {
  summary: 'Holds ISO 14001.',
  codes: [
    {
      name: 'ISO 14001',
      category: 'Environmental',
      status: 'Certified',
      description: 'Environmental management system, certified.',
      validUntil: '2027-03-01',
      sources: [page('/certificates', 'Our plant is certified to ISO 14001.')],
    },
  ],
};

const BUSINESS_MODEL: SectionData<'BusinessModelOverview'> = {
  summary: 'Brindle Looms weaves technical fabrics for filtration.',
  revenue: '',
  profitability: '',
  sources: [page('/about', 'We weave technical fabrics for filtration.')],
  sector: {
    phrase: 'We weave technical fabrics',
    source: { url: `${SITE}/about`, retrievedAt: RETRIEVED },
    origin: 'website',
    confidence: 0.9,
    division: '13',
    group: '13.2',
    section: 'C',
    label: 'Weaving of textiles',
    display: 'C13 Manufacture of textiles',
    revision: '2.1',
  },
  customerModel: 'B2B',
  customerModelBasis: {
    phrase: 'We sell only to businesses',
    source: { url: `${SITE}/about`, retrievedAt: RETRIEVED },
    origin: 'website',
    confidence: 0.9,
    exclusive: true,
  },
};

/** Stores the weaver's evidence on a client the way the assessment's steps store it. */
export async function seedEvidence(t: TestApp, clientId: number): Promise<void> {
  await saveSection(t.db, clientId, 'WebsiteContext', WEBSITE, { method: 'extraction', provider: 'website' });
  await saveSection(t.db, clientId, 'ReportedMetrics', METRICS, { method: 'extraction' });
  await saveSection(t.db, clientId, 'VoluntaryCodesAdopted', CODES, { method: 'rule' });
  await saveSection(t.db, clientId, 'BusinessModelOverview', BUSINESS_MODEL, { method: 'rule' });
  await t.db.insert(initiatives).values({
    documentId: newDocumentId(),
    clientId,
    title: 'Heat recovery on the dye line',
    description: 'Waste heat from dyeing warms the weaving hall.',
    status: 'active',
    category: 'Sustainability',
    sources: [page('/sustainability', 'Waste heat from dyeing warms the weaving hall.')],
    provenance: { method: 'extraction' },
  });
}

/** A consultant with their organization and a client holding the weaver's evidence. */
export async function consultantWithClient(t: TestApp, name = 'Brindle Looms') {
  const user = await createUser(t);
  const organization = await createOrganization(t, { owner: user });
  const client = await createClientVia(t, user, name);
  await seedEvidence(t, client.id);
  return { user, organization, client };
}

export function vsmeCalls(t: TestApp) {
  return {
    create: (token: string, data: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/vsme/reports', token, payload: { data } }),
    get: (token: string, id: string) => t.request({ method: 'GET', url: `/api/vsme/reports/${id}`, token }),
    list: (token: string, query: string) =>
      t.request({ method: 'GET', url: `/api/vsme/reports?${query}`, token }),
    remove: (token: string, id: string) =>
      t.request({ method: 'DELETE', url: `/api/vsme/reports/${id}`, token }),
    put: (token: string, id: string, datapointId: string, data: unknown) =>
      t.request({
        method: 'PUT',
        url: `/api/vsme/reports/${id}/values/${datapointId}`,
        token,
        payload: { data } as object,
      }),
    review: (token: string, id: string, datapointId: string, data: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/vsme/reports/${id}/values/${datapointId}/review`,
        token,
        payload: { data } as object,
      }),
    history: (token: string, id: string, datapointId: string) =>
      t.request({ method: 'GET', url: `/api/vsme/reports/${id}/values/${datapointId}/history`, token }),
  };
}

/** A report of the calendar year `year` on `clientDocumentId`, created through the API. */
export async function createYearReport(
  t: TestApp,
  user: TestUser,
  clientDocumentId: string,
  year: number,
  extra: Record<string, unknown> = {},
) {
  const response = await vsmeCalls(t).create(user.token, {
    clientId: clientDocumentId,
    module: 'basic',
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`VSME report not created: ${response.body}`);
  return response.json().data as VsmeReport;
}

/** A report's value by datapoint id. */
export const valueOf = (report: { values: { datapointId: string }[] }, id: string) =>
  report.values.find((value) => value.datapointId === id) as VsmeValue;
