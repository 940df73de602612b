import type { PipelineItem } from '../types.js';
import { EU_PRODUCT_ITEMS } from './eu-products.js';
import { EU_REPORTING_ITEMS } from './eu-reporting.js';
import { EU_CLIMATE_AND_NATIONAL_ITEMS } from './national.js';
import { WORLD_AND_STANDARD_ITEMS } from './world-and-standards.js';

/** Every pipeline item the knowledge base tracks; a law's change is an edit to one of these entries. */
export const PIPELINE_ITEMS: readonly PipelineItem[] = [
  ...EU_REPORTING_ITEMS,
  ...EU_PRODUCT_ITEMS,
  ...EU_CLIMATE_AND_NATIONAL_ITEMS,
  ...WORLD_AND_STANDARD_ITEMS,
];
