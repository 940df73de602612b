/**
 * Evidence extraction from the text of a company's own web pages: reported metrics, initiative
 * candidates, stakeholder mentions and locations. Precision over recall: each item is something the
 * page states, with the sentence it rests on and the page's URL.
 */
import { extractInitiativeCandidates } from './initiatives.js';
import { extractLocations } from './locations.js';
import { extractMetrics } from './metrics.js';
import { extractStakeholderMentions, isPlainGroupWord } from './stakeholders.js';
import type {
  ExtractedLocation,
  ExtractedMetric,
  InitiativeCandidate,
  MetricExtractionOptions,
  StakeholderMention,
} from './types.js';

export {
  extractInitiativeCandidates,
  extractLocations,
  extractMetrics,
  extractStakeholderMentions,
  isPlainGroupWord,
};
export { extractInitiativeBlocks } from './initiative-blocks.js';
export { englishCountryName, isoCountryNamed } from './iso-country-names.js';
export { extractSupplierMentions, type SupplierMention } from './suppliers.js';
export { METRIC_KINDS, metricKind, type MetricKind, type MetricKindId } from './metric-kinds.js';
export * from './types.js';
export { metricsFromDocument, type DocumentMetricOptions } from './document-metrics.js';
export { rowText } from './table-metrics.js';
export { captionsOfRows, tableRows } from './table-rows.js';
export type { DocumentMetric } from './document-metric.js';
export { formatStatedNumber, readStatedNumber, type StatedNumber } from './stated-number.js';

export interface PageEvidence {
  metrics: ExtractedMetric[];
  initiatives: InitiativeCandidate[];
  stakeholders: StakeholderMention[];
  locations: ExtractedLocation[];
}

/** Everything the extractors find on one page. */
export function extractPageEvidence(
  text: string,
  url: string,
  options: MetricExtractionOptions = {},
): PageEvidence {
  return {
    metrics: extractMetrics(text, url, options),
    initiatives: extractInitiativeCandidates(text, url, options),
    stakeholders: extractStakeholderMentions(text, url, options),
    locations: extractLocations(text, url, options),
  };
}
