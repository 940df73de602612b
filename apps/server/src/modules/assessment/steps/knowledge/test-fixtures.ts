/** In-memory contexts for a fictional company, for the knowledge steps' tests (never the network). */
import { companyOf } from '../../knowledge-sections/compute.js';
import { answeredEntry } from '../../web-research/web-context-entry.js';
import type { ClientRow, StepInput, WebContext, WebsiteContext } from '../step-types.js';
import { buildStepInput, clientRow } from '../test-fixtures.js';

export const SITE = 'https://www.northwind-ceramics.eu';
export const SUSTAINABILITY_URL = `${SITE}/sustainability`;
export const ABOUT_URL = `${SITE}/about`;
export const PRESS_URL = 'https://news.example-press.com/northwind-electric-kilns';
export const TODAY = '2025-06-02';

export const SUSTAINABILITY_TEXT = [
  'Our commitments',
  'Northwind Ceramics makes porcelain tableware in Limoges for hotels and restaurants across Europe.',
  'We are a certified B Corporation since 2021.',
  'Northwind Ceramics has been a signatory of the UN Global Compact since 2019.',
  'In 2024 our Scope 1 and 2 emissions were 12,400 tCO2e, down from 13,900 tCO2e in 2023.',
  'Since 2022 we hold the Porcelain Guild Green Kiln Seal for our Limoges plant, valid until 2027-03-31.',
  'Unlike some of our competitors, we have not joined RE100.',
].join('\n');

export const ABOUT_TEXT = [
  'About Northwind Ceramics',
  'Founded in 1921, Northwind Ceramics employs 640 people at two plants, in Limoges and in Porto.',
  'In 2024 our apprentice school trained 42 young ceramicists in glazing and kiln work.',
  'Our glazes are free of lead and cadmium.',
].join('\n');

export function northwindClient(overrides: Partial<ClientRow> = {}): ClientRow {
  return clientRow({
    documentId: 'northwind-ceramics',
    name: 'Northwind Ceramics SAS',
    industry: 'Manufacturing - ceramics and porcelain tableware',
    employeeCount: 'size_501_1000',
    revenue: 'rev_100M_500M',
    headquarters: 'Limoges, France',
    foundedYear: 1921,
    websiteUrl: `${SITE}/`,
    domain: 'northwind-ceramics.eu',
    createdAt: new Date('2025-05-01T00:00:00Z'),
    updatedAt: new Date('2025-05-01T00:00:00Z'),
    ...overrides,
  });
}

export function northwindWebsite(pages?: WebsiteContext['pages']): WebsiteContext {
  return {
    generatedAt: '2025-06-01T09:30:00.000Z',
    pages: pages ?? [
      {
        title: 'Sustainability | Northwind Ceramics',
        url: SUSTAINABILITY_URL,
        summary: 'Certifications, memberships and emissions.',
        content: SUSTAINABILITY_TEXT,
      },
      {
        title: 'About us | Northwind Ceramics',
        url: ABOUT_URL,
        summary: 'The company.',
        content: ABOUT_TEXT,
      },
    ],
    selectedLinks: [SUSTAINABILITY_URL, ABOUT_URL],
  };
}

export function northwindWeb(): WebContext {
  return {
    generatedAt: '2025-06-01T10:00:00.000Z',
    queries: [
      answeredEntry(
        'Northwind Ceramics climate and energy',
        'Northwind Ceramics replaced two gas kilns at its Limoges plant with electric kilns in 2024 [1].',
        [{ url: PRESS_URL, title: 'Northwind goes electric', retrievedAt: '2025-06-01' }],
      ),
    ],
  };
}

export function stepInput(overrides: Partial<StepInput> = {}): StepInput {
  return buildStepInput(
    {
      client: northwindClient,
      company: companyOf,
      website: northwindWebsite,
      web: northwindWeb,
      today: TODAY,
    },
    overrides,
  );
}
