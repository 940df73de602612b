import {
  classificationCorrectionSchema,
  type ClassificationCorrection,
  type SectionData,
  type Source,
} from '@impact/contracts';
import { classifyCompany, evidenceFromPages, type CompanyClassification } from '@impact/knowledge';
import type { clients } from '../../../db/schema.js';
import { filledByWebsiteScrape } from '../../clients/field-origins.js';

type ClientRow = typeof clients.$inferSelect;
type WebsiteContext = SectionData<'WebsiteContext'>;
type BusinessModel = SectionData<'BusinessModelOverview'>;

/**
 * The industry the consultant set: typed or corrected by hand (origin 'manual'), or stored without an
 * origin (entered through the API or a sample profile). An industry the enrichment read from the
 * website or a model is evidence, not the consultant's word.
 */
export function consultantIndustryOf(client: ClientRow): string | undefined {
  const industry = client.industry?.trim();
  if (!industry) return undefined;
  const origins = (client.fieldOrigins ?? {}) as Record<string, { method?: string } | undefined>;
  const origin = origins.Industry;
  return !origin || origin.method === 'manual' ? industry : undefined;
}

/**
 * What the company does, for whom, and where its goods are made, from its own words: the pages of its
 * website read so far, the profile description and an extracted industry; the consultant's industry
 * beats them (knowledge base, company/classification).
 */
export function classificationOf(
  client: ClientRow,
  website: WebsiteContext | undefined,
): CompanyClassification {
  const consultant = consultantIndustryOf(client);
  const pages = (website?.pages ?? []).map((page) => ({
    // An uploaded document has no address: its reference stands in (and is never cited as a link).
    url: page.url ?? ('documentId' in page ? `uploaded-document:${page.documentId}` : ''),
    title: page.title,
    content: page.content,
  }));
  // An industry the website step filled is this classification's own answer, not more evidence.
  const readIndustry = consultant || filledByWebsiteScrape(client, 'Industry') ? null : client.industry;
  const evidence = evidenceFromPages(pages, { description: client.companyInfo, industry: readIndustry });
  const corrections = classificationCorrectionsOf(client);
  return classifyCompany(evidence, {
    consultantIndustry: consultant ?? null,
    consultantSector: corrections.sector ?? null,
    customerModel: corrections.customerModel ?? null,
    productionModel: corrections.productionModel ?? null,
  });
}

/** The consultant's stored corrections; a stored value that no longer parses is no correction. */
export function classificationCorrectionsOf(client: ClientRow): ClassificationCorrection {
  const parsed = classificationCorrectionSchema.safeParse(client.classificationCorrections);
  return parsed.success ? parsed.data : {};
}

function sourceAt(locator: string, phrase: string, retrievedAt: string): Source | undefined {
  if (!/^https?:\/\//.test(locator)) return undefined;
  const title = `“${phrase}”`;
  return { url: locator, title: title.length > 300 ? `${title.slice(0, 298)}…”` : title, retrievedAt };
}

type Classified = Pick<
  BusinessModel,
  'sector' | 'customerModel' | 'customerModelBasis' | 'productionModel' | 'productionModelBasis'
>;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The classification as the business-model section stores it, so the page can show 'Sector: C13
 * Manufacture of textiles (from: “We weave technical fabrics”)' and who buys from the company.
 */
export function classifiedBusinessModel(
  classification: CompanyClassification,
  retrievedAt: string,
): Classified {
  const basis = (found: {
    decidingPhrase: string;
    locator: string;
    origin: 'consultant' | 'website';
    confidence: number;
  }) => {
    const source = sourceAt(found.locator, found.decidingPhrase, retrievedAt);
    return {
      phrase: clip(found.decidingPhrase, 600),
      ...(source ? { source } : {}),
      origin: found.origin,
      confidence: found.confidence,
    };
  };
  const { sector, customerModel, productionModel } = classification;
  return {
    ...(sector
      ? {
          sector: {
            ...basis(sector),
            division: sector.division,
            ...(sector.group ? { group: sector.group } : {}),
            section: sector.section,
            label: sector.label,
            display: sector.display,
            revision: '2.1' as const,
          },
        }
      : {}),
    ...(customerModel
      ? {
          customerModel: customerModel.value,
          customerModelBasis: { ...basis(customerModel), exclusive: customerModel.exclusive },
        }
      : {}),
    ...(productionModel
      ? { productionModel: productionModel.value, productionModelBasis: basis(productionModel) }
      : {}),
  };
}
