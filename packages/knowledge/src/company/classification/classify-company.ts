import { naceCode, naceCodeInText, rev2SectionOf } from '../nace.js';
import { statedActivityCode } from './stated-activity-code.js';
import { sectorsForIndustry } from '../sectors.js';
import { classifyCustomerModel, type CustomerModel } from './classify-customer-model.js';
import { classifyProductionModel, type ProductionModel } from './classify-production-model.js';
import { classifySector, type SectorFinding } from './classify-sector.js';
import {
  commodityProducts,
  productsOutsideAnnexI,
  type CommodityProduct,
  type StatedProduct,
} from './commodity-products.js';
import type { EvidenceItem } from './evidence.js';

/**
 * Where a classification came from: the consultant (who typed or corrected the industry), or the
 * company's own words on its website and in its profile description.
 */
export type ClassificationOrigin = 'consultant' | 'website';

export interface SectorClassificationResult extends Omit<SectorFinding, 'alternatives'> {
  origin: ClassificationOrigin;
  alternatives: SectorFinding['alternatives'];
}

export interface CustomerModelResult {
  value: CustomerModel;
  exclusive: boolean;
  confidence: number;
  decidingPhrase: string;
  locator: string;
  origin: ClassificationOrigin;
}

export interface ProductionModelResult {
  value: ProductionModel;
  confidence: number;
  decidingPhrase: string;
  locator: string;
  origin: ClassificationOrigin;
}

/** What the company does, for whom, and where its goods are made; each part absent when undecided. */
export interface CompanyClassification {
  sector?: SectorClassificationResult;
  /** Why no sector was decided, when none was. */
  sectorNote?: string;
  customerModel?: CustomerModelResult;
  productionModel?: ProductionModelResult;
  /** Deforestation-risk commodities (EUDR Annex I) its own words name as its products. */
  commodityProducts?: CommodityProduct[];
  /**
   * Food and farm products its own words name that are no EUDR commodity ('we bottle olive oil'); set
   * only when none of its pages names a commodity at all.
   */
  productsOutsideAnnexI?: StatedProduct[];
}

export interface ClassifyOptions {
  /**
   * The NACE division (and group) the consultant chose on the company profile: it beats every other
   * evidence, the consultant's industry words included. A code NACE Rev. 2.1 does not have is ignored.
   */
  consultantSector?: { division: string; group?: string | undefined } | null;
  /**
   * The industry the consultant typed or corrected. It beats the website: its NACE code, or the
   * division its words name; a website division in another section is dropped.
   */
  consultantIndustry?: string | null;
  /** A customer model the consultant confirmed or corrected: it beats the website's words. */
  customerModel?: CustomerModel | null;
  /** A production model the consultant confirmed or corrected. */
  productionModel?: ProductionModel | null;
}

const SET_BY_CONSULTANT = {
  confidence: 1,
  decidingPhrase: 'set by the consultant',
  locator: 'consultant',
  origin: 'consultant',
} as const;

function fromConsultant(industry: string): SectorClassificationResult | undefined {
  const code = naceCodeInText(industry);
  if (code) {
    return {
      ...code,
      origin: 'consultant',
      confidence: 1,
      decidingPhrase: industry,
      locator: 'consultant',
      alternatives: [],
    };
  }
  const read = classifySector([{ text: industry, locator: 'consultant', kind: 'industry' }]);
  if (read.status !== 'classified') return undefined;
  return { ...read, origin: 'consultant', confidence: 1, decidingPhrase: industry, locator: 'consultant' };
}

export function classifyCompany(
  evidence: readonly EvidenceItem[],
  options: ClassifyOptions = {},
): CompanyClassification {
  const result: CompanyClassification = {};
  const website = classifySector(evidence);
  const consultant = options.consultantIndustry?.trim();
  const chosen = options.consultantSector
    ? naceCode(options.consultantSector.division, options.consultantSector.group)
    : undefined;
  if (chosen) {
    result.sector = { ...chosen, ...SET_BY_CONSULTANT, alternatives: [] };
  } else if (consultant) {
    const set = fromConsultant(consultant);
    // The consultant's words name only a section ('Manufacturing'): the website may refine it within.
    const sections: string[] = sectorsForIndustry(consultant).filter((key) => /^[A-U]$/.test(key));
    if (set) result.sector = set;
    else if (website.status === 'classified' && sections.includes(rev2SectionOf(website.division) ?? '')) {
      result.sector = { ...website, origin: 'website' };
    } else {
      result.sectorNote = `The consultant's industry '${consultant}' names no NACE division; its sector keywords are used.`;
    }
  } else if (website.status === 'classified') {
    result.sector = { ...website, origin: 'website' };
  } else {
    const stated = statedActivityCode(evidence);
    if (stated) result.sector = { ...stated, origin: 'website' };
    else result.sectorNote = website.reason;
  }
  const customers = classifyCustomerModel(evidence);
  if (options.customerModel) {
    result.customerModel = { value: options.customerModel, exclusive: false, ...SET_BY_CONSULTANT };
  } else if (customers.status === 'classified') {
    const { status: _status, ...found } = customers;
    result.customerModel = { ...found, origin: 'website' };
  }
  const production = classifyProductionModel(evidence, result.sector);
  if (options.productionModel) {
    result.productionModel = { value: options.productionModel, ...SET_BY_CONSULTANT };
  } else if (production.status === 'classified') {
    const { status: _status, ...found } = production;
    result.productionModel = { ...found, origin: 'website' };
  }
  const commodities = commodityProducts(evidence);
  if (commodities.length > 0) result.commodityProducts = commodities;
  const outside = commodities.length > 0 ? [] : productsOutsideAnnexI(evidence);
  if (outside.length > 0) result.productsOutsideAnnexI = outside;
  return result;
}
