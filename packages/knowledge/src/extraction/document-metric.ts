import type { BlockLocator } from '@impact/contracts';
import type { ReportedMetric } from './types.js';

/**
 * A metric read from a structured document (a web page, PDF or Word report): the contracts'
 * ReportedMetric fields without sources (the caller knows whether the document is a page or an upload),
 * plus the exact words it rests on and where they are.
 */
export type DocumentMetric = Omit<ReportedMetric, 'sources'> & {
  /** The unit as read, canonical ('tCO2e', 'MWh', '%'); absent when the table states none. */
  unit?: string;
  /** The table row (cells joined by ' | ') or the sentence, as the document words it. */
  quote: string;
  /** The row (rowLocator) or the paragraph or list (blockLocator). */
  locator: BlockLocator;
  /**
   * Set when the sentence, its clause and its headings state no year and the year is the one the report's
   * cover names (its title, first heading or file name): the figure is dated by the report, not by its words.
   */
  yearFrom?: 'report-cover';
  method: 'extraction';
  knowledgeBaseVersion: string;
};
