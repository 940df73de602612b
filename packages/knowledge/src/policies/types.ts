import type { POLICY_RELEVANCE } from '@impact/contracts';
import type { ApplicabilityFactKey, Currency, RegulatedGood } from '../company/types.js';
import type { KnowledgeSource } from '../sources.js';

export type PolicyRelevance = (typeof POLICY_RELEVANCE)[number];

/**
 * How well a company fits one relevance factor:
 * met (the fact or threshold is clearly met), borderline (a size bucket straddles the threshold, or the
 * activity is typical for the sector but not confirmed), unknown (an input is missing), not-met.
 */
export type FactorStatus = 'met' | 'borderline' | 'unknown' | 'not-met';

/** What a factor could not see: an applicability fact, or one of the client's profile fields. */
export type MissingInput = ApplicabilityFactKey | 'headquarters' | 'employees' | 'revenue' | 'industry';

/** Where a pipeline item stands in its legislative or standard-setting life. */
export type PipelineStage =
  | 'proposal'
  | 'proposal-stalled'
  | 'in-development'
  | 'adopted'
  | 'delayed'
  | 'phasing-in'
  | 'transposition-pending'
  | 'amendment-pending'
  | 'paused'
  | 'enjoined'
  | 'rescission-proposed';

/** A dated step of an item. `precision` says how much of the date the material gives. */
export interface Milestone {
  /** YYYY-MM-DD; for 'month' or 'year' precision the first day of that month or year. */
  date: string;
  /** Reads before the date, e.g. 'applies to large and medium operators from'. */
  label: string;
  precision?: 'day' | 'month' | 'year';
  /** Shown in the phase ahead of earlier, minor steps (e.g. an application date over a guidance date). */
  headline?: boolean;
}

/**
 * Which companies the item reaches by place:
 * - eu: EU/EEA law; `nonEuReach` when it also reaches non-EU companies through EU sales, imports or listing;
 * - non-eu-groups: only non-EU groups with EU turnover (the CSRD Art. 40a route);
 * - countries: national law of the listed ISO codes; `nexusFacts` can bring in a foreign company
 *   (e.g. employees in Germany for the LkSG);
 * - fact: reach decided by one fact only (e.g. doing business in California);
 * - global: standards and voluntary regimes without a territorial trigger.
 */
export type GeographyScope =
  | { kind: 'eu'; nonEuReach: boolean }
  | { kind: 'non-eu-groups' }
  | { kind: 'countries'; countries: string[]; label: string; nexusFacts?: ApplicabilityFactKey[] }
  | { kind: 'fact'; fact: ApplicabilityFactKey; label: string }
  | { kind: 'global' };

/**
 * The size test that decides whether a company is a target. Thresholds are the law's (see each item);
 * 'two-of-three' is for tests whose third criterion (balance sheet) the product never knows.
 */
export interface SizeScope {
  label: string;
  combine: 'all' | 'any' | 'two-of-three';
  /** Employees must be above this (or at least this when `inclusive`). */
  employeesAbove?: number;
  /** Employees must be at most this (for items aimed at smaller companies). */
  employeesAtMost?: number;
  turnoverAbove?: { currency: Currency; amount: number };
  inclusive?: boolean;
  /** Count employees in one country when that fact is known (LkSG counts employees in Germany). */
  employeesFact?: 'employeesInGermany' | 'employeesInFrance';
}

/**
 * Which activity or sector exposes a company. Sector keys are NACE section letters and the finer keys of
 * company/sectors (e.g. 'agriculture-food', 'apparel'). `core` sectors count as exposed, `probable` ones as
 * likely (the activity is typical for the sector but not confirmed).
 */
export type ExposureScope =
  | { kind: 'cross-sector' }
  | {
      kind: 'sectors';
      label: string;
      core: string[];
      probable: string[];
      /** The item reaches consumer products only (ESPR's unsold-goods rules): a B2B company is borderline. */
      consumerProducts?: true;
      /** The risk sits in who makes the goods (forced labour): outsourced production counts as exposed. */
      supplyChain?: true;
    }
  | {
      kind: 'goods';
      label: string;
      goods: RegulatedGood[];
      core: string[];
      probable: string[];
      /**
       * NACE divisions that make or mainly use these goods. When the company's division is known, it
       * decides instead of the section letters in `probable` (a paper mill is in section C, as a
       * steelworks is, but does not deal in CBAM goods); without a division the section still counts.
       * An entry with a group ('20.1') counts only for that group of its division, when the group is known.
       */
      divisions?: string[];
    }
  | { kind: 'consumer-facing' }
  | { kind: 'financial' }
  | { kind: 'listed'; markets: ('eu' | 'uk' | 'us')[] };

/** One item of the regulatory pipeline: proposals, adopted-not-yet-applying, delayed or paused. */
export interface PipelineItem {
  id: string;
  name: string;
  stage: PipelineStage;
  /** Shown as the policy's sector (who it hits), e.g. 'All sectors – large companies'. */
  sectorLabel: string;
  /** What it is and what changes, in our own words. */
  summary: string;
  milestones: Milestone[];
  /** A contested or unconfirmed fact (fact sheet §23), said as such. */
  uncertainty?: string;
  geography: GeographyScope;
  size?: SizeScope;
  exposure: ExposureScope;
  /**
   * Highest relevance the item can reach, with why: a stalled proposal or an enjoined law creates no
   * obligation until it moves.
   */
  relevanceCap?: { max: PolicyRelevance; why: string };
  sources: KnowledgeSource[];
  asOf: string;
}
