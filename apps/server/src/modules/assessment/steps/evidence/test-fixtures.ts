import type { WebSource } from '@impact/contracts';
import { normalizeCompany } from '@impact/knowledge';
import { answeredEntry, notResearchedEntry } from '../../web-research/web-context-entry.js';
import type { ClientRow, StepInput, WebContext, WebsiteContext } from '../step-types.js';
import { buildStepInput, clientRow } from '../test-fixtures.js';

/**
 * An invented company for the evidence steps' tests: Northwind Ceramics, a Portuguese tableware maker,
 * with its own pages and the answers of a web research run, as the pipeline would pass them.
 */

export const TODAY = '2025-06-30';
export const SITE = 'https://www.northwind-ceramics.example.com';
export const ABOUT_URL = `${SITE}/about`;
export const SUSTAINABILITY_URL = `${SITE}/sustainability`;
export const NEWS_FINE_URL = 'https://news.example.org/2023/northwind-fined-vouga';
export const NEWS_UPGRADE_URL = 'https://portugal-business.example.net/northwind-treatment-plant';
export const NGO_URL = 'https://cleanclay.example.org/reports/northwind-supplier';
export const MSCI_URL = 'https://www.msci.example.com/esg-ratings/northwind';
export const SUSTAINALYTICS_URL = 'https://www.sustainalytics.example.com/esg-rating/northwind';
export const ECOVADIS_URL = 'https://ecovadis.example.com/medals/northwind';
export const TRADE_PRESS_URL = 'https://tableware-today.example.com/kiln-heat';
export const GUARDIAN_URL = 'https://www.guardian.example.co.uk/2024/northwind-zero-waste';
/** An address no context holds: a model citing it is inventing. */
export const INVENTED_URL = 'https://invented.example.com/made-up';

export const ABOUT_PAGE = `About Northwind Ceramics
Northwind Ceramics is headquartered in Porto, Portugal, and makes porcelain tableware and tiles for hotels, restaurants and retailers.
We operate production plants in Portugal, Poland and Mexico, and showrooms in Lisbon, Paris and Milan.
Founded in 1962, the company sells its products in 40 countries through distributors and its own online shop.
Revenue reached €412 million in 2024.
Operating profit was €38 million in 2024, a margin of 9.2%.
Our investors include Atlantic Family Holdings and the European Investment Bank.`;

export const SUSTAINABILITY_PAGE = `Sustainability at Northwind
Our 2024 Sustainability Report sets out our progress on climate, water and people.
In 2024, our Scope 1 and 2 emissions were 61,200 tCO2e.
Renewable electricity covered 48% of our electricity consumption in 2024.
We withdrew 820,000 m³ of water in 2024.
Our Kiln Heat Recovery Programme captures waste heat from our kilns to dry clay. Since 2021 it has cut gas use by 12%.
In 2023 we launched Second Plate, a take-back service for used hotel porcelain.
We partner with WaterAid to bring safe drinking water to schools near our plant in Mexico.
Our Porto plant is certified to ISO 14001.
Northwind Ceramics has been a certified B Corp since 2022.
We are a signatory of the UN Global Compact.
We report to CDP every year and scored A- on CDP Climate Change in 2024.
Our MSCI ESG rating was upgraded to AA in 2025.
All tier 1 suppliers must sign our Supplier Code of Conduct.
We engage with local communities around our plants.`;

const src = (url: string, title: string): WebSource => ({ url, title, retrievedAt: '2025-06-28' });

export function northwindClient(overrides: Partial<ClientRow> = {}): ClientRow {
  return clientRow({
    documentId: 'northwind',
    name: 'Northwind Ceramics',
    industry: 'Manufacture of ceramic household articles',
    employeeCount: 'size_1001_5000',
    revenue: 'rev_100M_500M',
    headquarters: 'Porto, Portugal',
    foundedYear: 1962,
    websiteUrl: SITE,
    domain: 'northwind-ceramics.example.com',
    createdAt: new Date('2025-06-01T00:00:00Z'),
    updatedAt: new Date('2025-06-01T00:00:00Z'),
    ...overrides,
  });
}

export function websiteContext(
  pages: { url: string; title: string; content: string }[] = [
    { url: ABOUT_URL, title: 'About us | Northwind Ceramics', content: ABOUT_PAGE },
    { url: SUSTAINABILITY_URL, title: 'Sustainability | Northwind Ceramics', content: SUSTAINABILITY_PAGE },
  ],
): WebsiteContext {
  return {
    generatedAt: '2025-06-29T10:00:00.000Z',
    pages: pages.map((page) => ({ ...page, summary: page.content.split('\n')[1] ?? '' })),
    selectedLinks: pages.map((page) => page.url),
  };
}

/** A website whose only page says nothing any step looks for. */
export const contactPageOnly = () =>
  websiteContext([{ url: `${SITE}/contact`, title: 'Contact', content: 'Call us.' }]);

export const CONTROVERSIES_QUERY =
  'Which controversies, lawsuits, regulatory fines or investigations has Northwind Ceramics been involved in?';
export const RATINGS_QUERY =
  'Which ESG ratings and sustainability certifications does Northwind Ceramics hold?';
export const MEDIA_QUERY = 'How has recent media coverage portrayed Northwind Ceramics on sustainability?';

export function webContext(): WebContext {
  return {
    generatedAt: '2025-06-28T09:00:00.000Z',
    queries: [
      answeredEntry(
        CONTROVERSIES_QUERY,
        'In March 2023, Portuguese authorities fined Northwind Ceramics €1.2 million for wastewater discharges from its Aveiro plant into the Vouga river [1]. The company paid the fine and upgraded its treatment plant [2]. In 2024, the NGO Clean Clay Coalition alleged that a Mexican supplier of Northwind used child labour [3].',
        [
          src(NEWS_FINE_URL, 'Northwind fined over Vouga discharges'),
          src(NEWS_UPGRADE_URL, 'Northwind upgrades Aveiro treatment plant'),
          src(NGO_URL, 'Clean Clay Coalition: supplier report'),
        ],
      ),
      answeredEntry(
        RATINGS_QUERY,
        'Northwind Ceramics holds an MSCI ESG rating of AA as of 2025 [1]. Sustainalytics rates its ESG risk as low risk with a score of 14.2 in 2024 [2]. EcoVadis awarded the company a Gold medal in 2023 [3]. The company is a certified B Corp [1].',
        [
          src(MSCI_URL, 'MSCI ESG ratings: Northwind'),
          src(SUSTAINALYTICS_URL, 'Sustainalytics: Northwind'),
          src(ECOVADIS_URL, 'EcoVadis medal'),
        ],
      ),
      answeredEntry(
        MEDIA_QUERY,
        "Trade press praised Northwind's kiln heat recovery programme [1], while a 2024 Guardian investigation questioned its zero-waste marketing claims [2].",
        [src(TRADE_PRESS_URL, 'Kiln heat, recovered'), src(GUARDIAN_URL, 'The zero-waste plate')],
      ),
    ],
  };
}

/** A web context stored without a research provider: every question 'not researched'. */
export function notResearchedWebContext(): WebContext {
  return {
    generatedAt: '2025-06-28T09:00:00.000Z',
    queries: [notResearchedEntry(CONTROVERSIES_QUERY), notResearchedEntry(RATINGS_QUERY)],
  };
}

export function stepInput(overrides: Partial<StepInput> = {}): StepInput {
  return buildStepInput(
    {
      client: northwindClient,
      company: (client) =>
        normalizeCompany({ Name: client.name, Industry: client.industry, Headquarters: client.headquarters }),
      website: websiteContext,
      web: webContext,
      today: TODAY,
    },
    overrides,
  );
}
