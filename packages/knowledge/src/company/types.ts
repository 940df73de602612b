import type { EmployeeCountCode, RevenueCode } from '@impact/contracts';
import type { CompanyClassification } from './classification/classify-company.js';
import type { CbamImportValue } from './facts/cbam-imports-fact.js';

/** Where a company fact came from: a consultant's answer, or a phrase on the company's own website. */
export type FactOrigin =
  | { kind: 'consultant' }
  /** `inferred`: the phrase does not state the fact, it supports an inference the text names. */
  | { kind: 'website'; url: string; quote: string; inferred?: string }
  | { kind: 'profile' };

export interface KnownFact<T> {
  value: T;
  origin: FactOrigin;
}

/** A profile value the company states itself, as written ('640 employees'), and where. */
export interface StatedValue<T> {
  value: T;
  text: string;
  origin: FactOrigin;
}

/**
 * Profile fields read from the company's own pages, for the fields the client record leaves empty:
 * a stated headcount or turnover as the record's size bucket, a stated headquarters as written.
 */
export interface StatedProfile {
  EmployeeCount?: StatedValue<EmployeeCountCode>;
  /** The stated number itself ('860 employees'): a threshold between two buckets' ends can be decided. */
  Headcount?: StatedValue<number>;
  Revenue?: StatedValue<RevenueCode>;
  /** The stated turnover in US dollars at the dated rate: a threshold inside the bucket can be decided. */
  TurnoverUsd?: StatedValue<number>;
  Headquarters?: StatedValue<string>;
  /** The people the company employs in Germany and in France, where it says (the LkSG, the duty of vigilance). */
  EmployeesInGermany?: StatedValue<number>;
  EmployeesInFrance?: StatedValue<number>;
  /** The company's words that it is privately owned: read as no listing anywhere (an inference). */
  Unlisted?: StatedValue<false>;
  /** The markets the company says its securities trade on: 'eu' (a regulated market), 'uk', 'us'. */
  ListedOn?: StatedValue<'eu' | 'uk' | 'us'>[];
  /** The share of its turnover the company says it earns in the EU (0.38): with a stated turnover, its EU turnover. */
  EuTurnoverShare?: StatedValue<number>;
  /** The largest rated thermal input, in MW, of the boilers or furnaces the company says it runs. */
  CombustionCapacityMw?: StatedValue<number>;
  /** The company's words that its installations or ships are covered by the EU ETS. */
  EtsParticipation?: StatedValue<true>;
  /** The company's words that it imports or buys CBAM goods from a country CBAM covers. */
  CbamImports?: StatedValue<CbamImportValue>;
}

/** The client's profile fields as the product stores them (spec 01 §3). */
export interface ClientProfileInput {
  Name: string;
  Industry?: string | null;
  EmployeeCount?: EmployeeCountCode | null;
  Revenue?: RevenueCode | null;
  Headquarters?: string | null;
}

/** Goods whose placing on the EU market triggers an instrument (EUDR commodities, CBAM goods, …). */
export type RegulatedGood =
  | 'cattle'
  | 'cocoa'
  | 'coffee'
  | 'oil-palm'
  | 'rubber'
  | 'soya'
  | 'wood'
  | 'cbam-iron-steel'
  | 'cbam-aluminium'
  | 'cbam-cement'
  | 'cbam-fertilisers'
  | 'cbam-hydrogen'
  | 'cbam-electricity'
  | 'batteries'
  | 'packaging';

/**
 * The facts rules need beyond the client's profile (issue: applicability facts). Every one is optional;
 * a verdict that depends on a missing one names it (see APPLICABILITY_QUESTIONS).
 */
export interface ApplicabilityFacts {
  listedOnEuRegulatedMarket?: KnownFact<boolean>;
  listedOnUkRegulatedMarket?: KnownFact<boolean>;
  listedOnUsExchange?: KnownFact<boolean>;
  /** Net turnover generated in the EU, in EUR. */
  euTurnoverEur?: KnownFact<number>;
  employeesInGermany?: KnownFact<number>;
  employeesInFrance?: KnownFact<number>;
  sellsToConsumersInEu?: KnownFact<boolean>;
  /** Goods the company places on, or imports into, the EU market. */
  placesGoodsOnEuMarket?: KnownFact<RegulatedGood[]>;
  isFinancialSectorEntity?: KnownFact<boolean>;
  /** Turnover in the UK, GBP (UK Modern Slavery Act threshold). */
  ukTurnoverGbp?: KnownFact<number>;
  /** Does business in California (SB 253/261). */
  doesBusinessInCalifornia?: KnownFact<boolean>;
}
export type ApplicabilityFactKey = keyof ApplicabilityFacts;

export interface StatedText {
  text: string;
  origin: FactOrigin;
}

/** A country the company's own pages name a site in, with the quote and the page. */
export interface SiteCountry {
  country: string;
  quote: string;
  url: string;
}

/** A closed numeric range; max null means unbounded. Unknown stays undefined, never guessed. */
export interface NumericRange {
  min: number;
  max: number | null;
}

export type Currency = 'USD' | 'EUR' | 'GBP' | 'CHF' | 'NOK' | 'AUD';

/** The company as rules see it: normalised from the profile, plus applicability facts. */
export interface NormalizedCompany {
  name: string;
  /** ISO 3166-1 alpha-2 of the headquarters, when it can be told. */
  country?: string;
  inEu?: boolean;
  inEea?: boolean;
  employees?: NumericRange;
  /** Annual revenue per currency, converted at the documented fixed rates (see company/rates). */
  revenue?: Record<Currency, NumericRange>;
  /**
   * NACE Rev. 2 section letter and finer keys (see company/sectors): from the classified NACE Rev. 2.1
   * division when there is one, else from the industry text; empty when the industry is unknown.
   */
  sectors: string[];
  facts: ApplicabilityFacts;
  /**
   * The size and headquarters facts that came from the company's own statements rather than the
   * client record, as written and where, so a reason can say so. Absent for record values.
   */
  stated?: { employees?: StatedText; revenue?: StatedText; headquarters?: StatedText };
  /**
   * Sites (offices, plants, stores) the company's own pages name, with their country and the words that
   * name them, so a rule can see where the company has a presence beyond its headquarters.
   */
  sites?: readonly SiteCountry[];
  /**
   * The largest rated thermal input, in MW, of a boiler or furnace the company's own pages say it runs,
   * with the sentence: the EU ETS covers combustion above 20 MW.
   */
  combustionCapacityMw?: StatedValue<number>;
  /** The company's own words that its installations or ships are covered by the EU ETS, with the sentence. */
  etsParticipation?: StatedValue<true>;
  /** The company's own words that it imports or buys CBAM goods from a country CBAM covers, with the sentence. */
  cbamImports?: StatedValue<CbamImportValue>;
  /**
   * What the company's own words (or the consultant) say it does, for whom, and where its goods are
   * made (company/classification). Absent when nothing was classified.
   */
  classification?: CompanyClassification;
}
