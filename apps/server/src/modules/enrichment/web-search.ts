import type { WebSearchResult } from '@impact/contracts';
import { generateStructured, type ConfiguredResearch } from '@impact/engine';
import { z } from 'zod';
import { domainOf } from '../clients/domain.js';

const companiesSchema = z.object({
  companies: z
    .array(
      z.object({
        name: z.string().describe('The company name'),
        website: z.string().nullable().describe('Its official website address, or null if not found'),
        industry: z.string().nullable().describe('Its industry in a few words, or null'),
        headquarters: z.string().nullable().describe('Head office as "City, Country", or null'),
      }),
    )
    .max(5)
    .describe('Companies matching the name, best match first; empty when none is found'),
});

/** Finds companies by name through the research service (it searches the web and answers in structure). */
export async function searchCompaniesOnTheWeb(
  research: ConfiguredResearch,
  name: string,
): Promise<WebSearchResult[]> {
  const { object } = await generateStructured({
    model: research,
    schema: companiesSchema,
    system: 'You find real companies on the web and report their official websites. Never invent a company.',
    prompt: `Find the company or companies named "${name}". Give each one's official website, industry and headquarters.`,
  });
  return object.companies.map((company) => {
    const domain = domainOf(company.website);
    return {
      Name: company.name,
      Domain: domain,
      WebsiteUrl: domain ? `https://${domain}/` : null,
      Industry: company.industry,
      EmployeeCount: null,
      Headquarters: company.headquarters,
      CompanyInfo: null,
      LogoUrl: null,
    };
  });
}
