export {
  classifyCompany,
  type ClassificationOrigin,
  type ClassifyOptions,
  type CompanyClassification,
  type CustomerModelResult,
  type ProductionModelResult,
  type SectorClassificationResult,
} from './classify-company.js';
export { classifySector, type SectorClassification, type SectorFinding } from './classify-sector.js';
export {
  classifyCustomerModel,
  type CustomerModel,
  type CustomerModelClassification,
} from './classify-customer-model.js';
export {
  classifyProductionModel,
  type ProductionModel,
  type ProductionModelClassification,
} from './classify-production-model.js';
export { evidenceFromPage, evidenceFromPages, type EvidenceItem, type EvidencePage } from './evidence.js';
export { sectorKeysForClassification } from './sector-keys.js';
export {
  commodityProducts,
  productsOutsideAnnexI,
  type CommodityProduct,
  type StatedProduct,
} from './commodity-products.js';
