import type { KnowledgeSource } from '../sources.js';

/** The two modules of the VSME: every undertaking reports the Basic one; the Comprehensive one adds to it. */
export type VsmeModule = 'basic' | 'comprehensive';

export type VsmeBasicCode = 'B1' | 'B2' | 'B3' | 'B4' | 'B5' | 'B6' | 'B7' | 'B8' | 'B9' | 'B10' | 'B11';
export type VsmeComprehensiveCode = 'C1' | 'C2' | 'C3' | 'C4' | 'C5' | 'C6' | 'C7' | 'C8' | 'C9';
export type VsmeDisclosureCode = VsmeBasicCode | VsmeComprehensiveCode;

/**
 * What a datapoint holds. 'boolean' answers a yes/no question (its explanation, when the standard asks for
 * one, is the text datapoint named by `explainedBy`); 'table' is a set of rows whose columns are other
 * datapoints.
 */
export type VsmeDatapointKind = 'number' | 'percentage' | 'boolean' | 'text' | 'enum' | 'table' | 'date';

/**
 * Units as the taxonomy measures them. Monetary amounts are in the report's currency (EFRAG's template
 * defaults to EUR); 'ha' is the taxonomy's area unit for land use and biodiversity-sensitive sites.
 */
export type VsmeUnit =
  | 'MWh'
  | 'tCO2e'
  | 'tCO2e/EUR'
  | 'm3'
  | 'tonnes'
  | 'ha'
  | 'headcount'
  | 'count'
  | 'hours'
  | 'ratio'
  | 'per 200,000 hours worked'
  | '%'
  | 'EUR';

/**
 * How strongly the standard asks for a datapoint, as EFRAG's digital template labels each block: always;
 * only if applicable; or optional ('may'). The template's mixed B10 block ("always + if applicable") is
 * resolved per datapoint: the pay gap is the part that applies only to some undertakings.
 */
export type VsmeRequirement = 'always' | 'if-applicable' | 'may';

/**
 * Where a condition comes from: the question EFRAG's digital template asks before a conditional block, the
 * structure of EFRAG's taxonomy (an 'other' option that opens a text field), or neither ('unverified').
 */
export type VsmeConditionBasis = 'efrag-digital-template' | 'efrag-taxonomy' | 'unverified';

export type VsmeConditionTest =
  | { equals: boolean | string }
  | { atLeast: number }
  /** For an enum that allows several options: the answer includes this option. */
  | { includes: string };

/** One 'if applicable' condition: a test on the answer of another datapoint. */
export interface VsmeCondition {
  datapoint: string;
  test: VsmeConditionTest;
  basis: VsmeConditionBasis;
  /** False when the condition was not found in the standard's text or EFRAG's material (see `note`). */
  verified: boolean;
  note?: string;
}

/** Rows of a table: one per entry the undertaking adds (open), or one per member of an axis. */
export type VsmeTableRows =
  | { axis: string; open: true }
  | { axis: string; open: false; members: readonly string[] }
  | { axis: string; open: false; memberSet: string; memberCount: number };

export interface VsmeDatapoint {
  /** Our stable id: the taxonomy element's local name, or a name for a template question without one. */
  id: string;
  disclosure: VsmeDisclosureCode;
  /** The EFRAG VSME taxonomy element ('vsme:…'), or null where the taxonomy has none. */
  identifier: string | null;
  /** EFRAG's English label of the element, or ours for a template question. */
  label: string;
  kind: VsmeDatapointKind;
  unit?: VsmeUnit;
  /** Enum: whether several options may be chosen. */
  multiple?: boolean;
  /** Enum: the options, EFRAG's labels. */
  options?: readonly string[];
  /** Enum with a long external code list instead of `options`. */
  optionSet?: string;
  /** Date: a year (targets) or a day. */
  precision?: 'year' | 'day';
  /** Table: its columns (datapoint ids) and rows. */
  columns?: readonly string[];
  rows?: VsmeTableRows;
  /** The paragraph of the standard (Annex I of the Recommendation), e.g. '24(e)(v)'. */
  paragraph: string | null;
  /** EFRAG's page for that paragraph. */
  paragraphUrl: string | null;
  /** The related paragraphs of the guidance (Annex II), e.g. '18-25'. */
  guidanceParagraphs: string | null;
  /**
   * True when EFRAG's taxonomy references this paragraph for this element; false when we assigned it (a
   * template question takes the paragraph of the block it opens).
   */
  paragraphVerified: boolean;
  requirement: VsmeRequirement;
  /** All must hold for the datapoint to apply; empty when it always applies within its disclosure. */
  appliesWhen: readonly VsmeCondition[];
  /** Boolean: the text datapoint where the standard asks the undertaking to explain its answer. */
  explainedBy?: string;
  /** How to fill it, in our words, where the label alone does not say. */
  guidance?: string;
  /** The digital template's question, for datapoints that are template questions. */
  templateQuestion?: string;
}

/** One disclosure (B1–B11, C1–C9) of a version of the standard. */
export interface VsmeDisclosure {
  code: VsmeDisclosureCode;
  module: VsmeModule;
  title: string;
  /** The paragraphs of the standard the disclosure spans, as EFRAG's taxonomy references them. */
  paragraphs: string;
  /** What the disclosure asks and why, in our words. */
  guidance: string;
  /**
   * Classified or sensitive information may be left out; the report then lists the disclosure in the B1
   * datapoint `statementDatapoint`. EFRAG's taxonomy offers every disclosure in that list.
   */
  omission: { allowed: boolean; statementDatapoint: string };
  sources: readonly KnowledgeSource[];
}

export type VsmeVersionId = 'vsme-recommendation-2025' | 'vsme-delegated-act';

/**
 * A text of the standard a report can follow. 'modelled' versions carry their disclosures; a version whose
 * text we could not verify is listed with its status and no content.
 */
export interface VsmeVersion {
  id: VsmeVersionId;
  title: string;
  status: 'published' | 'adopted-text-not-verified';
  /** YYYY-MM-DD of adoption, where known from a source we cite. */
  adopted: string | null;
  statusNote: string;
  contentModelled: boolean;
  sources: readonly KnowledgeSource[];
  asOf: string;
}
