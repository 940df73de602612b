import type { InitiativeCategory, InitiativeStatus, reportedMetricSchema, Source } from '@impact/contracts';
import type { z } from 'zod';
import type { MetricKindId } from './metric-kinds.js';

/** One item of the ReportedMetrics section (contracts' reportedMetricSchema). */
export type ReportedMetric = z.infer<typeof reportedMetricSchema>;

/** What every extracted item carries: the words it rests on, where they were read, and how. */
export interface ExtractionEvidence {
  /** The sentence the item was read from, as written on the page. */
  quote: string;
  /** The page the sentence is on. */
  url: string;
  /** The page as a contracts Source (title = a short quote, retrievedAt = the day the page was read). */
  sources: Source[];
  method: 'extraction';
  knowledgeBaseVersion: string;
}

export interface ExtractionOptions {
  /** YYYY-MM-DD the page was read; defaults to today. Also the latest year a metric may carry. */
  retrievedAt?: string;
}

export interface MetricExtractionOptions extends ExtractionOptions {
  /**
   * The year the whole page reports on (e.g. the year of the report it belongs to). Used only for a
   * metric whose sentence and heading state no year; without it such a metric is dropped.
   */
  year?: number;
  /**
   * The page's language (BCP 47 tag or its primary subtag). Dutch, German and French sentences are read
   * in their own words and decimal mark (foreign-sentence-metrics.ts); another language that writes a
   * decimal comma not at all (its numbers would be misread); any other in English. Without it, the
   * language the text's own short words show (`textLanguage`), else English.
   */
  language?: string;
}

/** A contracts ReportedMetric item, plus its evidence and the metric kind it was read as. */
export type ExtractedMetric = ReportedMetric &
  ExtractionEvidence & {
    /** Key of the METRIC_KINDS entry (the standard datapoint it corresponds to). */
    kind: MetricKindId;
  };

export interface InitiativeCandidate extends ExtractionEvidence {
  title: string;
  description: string;
  category: InitiativeCategory;
  sourceUrl: string;
  /** Where it stands, when the page says so (a table of measures' status column); else read from the text. */
  status?: InitiativeStatus;
}

export const STAKEHOLDER_TYPES = [
  'Investors',
  'Employees',
  'Suppliers',
  'Customers',
  'Communities',
  'NGOs & partners',
  'Regulators',
] as const;
export type StakeholderType = (typeof STAKEHOLDER_TYPES)[number];

export interface StakeholderMention extends ExtractionEvidence {
  type: StakeholderType;
  /** An organisation's name when the text names one, else the group as written ('Tier 1 suppliers'). */
  name: string;
  named: boolean;
}

/** What the company does at a place, from the words that introduced it ('plants in' → production). */
export type LocationRole =
  'headquarters' | 'production' | 'office' | 'retail' | 'logistics' | 'research' | 'operations';

export interface ExtractedLocation extends ExtractionEvidence {
  /** The place as written ('Suzhou', 'the UK', 'Ventura, CA'). */
  name: string;
  /** country: the place is a country; region: a group of countries; locality: a city, state or area. */
  kind: 'country' | 'region' | 'locality';
  /** ISO 3166-1 alpha-2, when the place or the words next to it tell; otherwise absent (unknown). */
  countryCode?: string;
  role: LocationRole;
}
