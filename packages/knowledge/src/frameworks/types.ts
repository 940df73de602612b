import type { KnowledgeSource } from '../sources.js';

/** One reporting framework, standard, platform or certification the Impact Communication page rates. */
export interface FrameworkEntry {
  id: FrameworkId;
  name: string;
  /** The framework's own page: shown as 'View framework'. */
  url: string;
  /** One sentence on what it is, opening the explanation. */
  description: string;
  /**
   * Starting score before company factors (0–100): how relevant the framework is to a company we know
   * nothing about. Universal bases (GHG Protocol, GRI) start higher than niche ones (TNFD).
   */
  baseScore: number;
  /** Set for superseded frameworks: the score never exceeds `maxScore`, and the successor is named. */
  legacy?: { successor: string; maxScore: number; note: string };
  sources: KnowledgeSource[];
  asOf: string;
}

export type FrameworkId =
  | 'gri'
  | 'esrs'
  | 'vsme'
  | 'issb'
  | 'sasb'
  | 'tcfd'
  | 'cdp'
  | 'sbti'
  | 'tnfd'
  | 'ghg-protocol'
  | 'ungc'
  | 'sdgs'
  | 'b-corp'
  | 'ecovadis'
  | 'iso-14001';

/**
 * What the caller knows about mandatory regimes, decided elsewhere (the regulation rules) and passed in
 * so this module does not depend on them. Undefined means not known, never 'no'.
 */
export interface FrameworkContext {
  /** CSRD (or a national CSRD law) applies: the ESRS become mandatory. */
  csrdInScope?: boolean;
  /** An ISSB-based regime applies to the company (UK SRS, AASB S2, …). */
  issbJurisdiction?: boolean;
  /** A law that still references TCFD applies (UK CFD regulations, Swiss climate ordinance, CA SB 261). */
  tcfdBasedLawInScope?: boolean;
  /** A law requires GHG Protocol-based emissions reporting (e.g. California SB 253). */
  ghgReportingLawInScope?: boolean;
}

/** The documented factors a score may move on (issue item 4). */
export type ScoreFactor =
  | 'mandatory alignment'
  | 'sector'
  | 'size'
  | 'listing'
  | 'region'
  | 'investor pressure'
  | 'customer pressure';

export interface ScoreContribution {
  factor: ScoreFactor;
  points: number;
  reason: string;
}

/** The profile inputs a framework's rules read; named in the explanation when unknown. */
export type ProfileInput = 'headquarters' | 'size' | 'sector' | 'listing';
