import type { CompanyClassification } from './classify-company.js';

/**
 * The company makes non-metallic mineral products (NACE Rev. 2.1 division 23: glass, ceramics, cement,
 * lime, concrete, cut stone). Its sector keys stay the process industry's (the ETS, CBAM and permit
 * rules apply to it as to any kiln or furnace operator), but its materiality is a kiln-and-quarry
 * business's, not a paper mill's or a steelworks'.
 */
export function makesMineralProducts(classification: CompanyClassification | undefined): boolean {
  return classification?.sector?.division === '23';
}
