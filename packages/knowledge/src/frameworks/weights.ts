/**
 * Scoring weights for framework relevance. A score is the framework's base score (catalogue.ts) plus the
 * points of every rule that fires (rules-*.ts), clamped to 0–100 and rounded. Each rule names one of the
 * issue's factors (mandatory alignment, sector, size, listing, region, investor and customer pressure) and
 * one of these tiers for how strongly that factor speaks for the framework. The tiers are ordinal
 * judgements, not statistics; changing one is one edit, and the ordering tests show its effect.
 */
export const WEIGHTS = {
  /** A law that applies to the company requires the framework (the ESRS under the CSRD). */
  mandatory: 50,
  /** A law that applies requires the framework's method (California SB 253 → GHG Protocol). */
  lawRequiresMethod: 40,
  /** A law that applies still cites a superseded framework (UK CFD, Swiss ordinance, SB 261 → TCFD). */
  lawCitesLegacy: 35,
  /** The law probably applies but the caller did not confirm it. */
  mandatoryLikely: 25,
  /** The factor defines the framework's audience (EcoVadis: B2B suppliers; TNFD: nature-dependent sectors). */
  defining: 25,
  /** A strong signal (the VSME for SMEs, the ISSB baseline for listed companies, CDP investor requests). */
  strong: 20,
  /** A clear signal (GRI for large companies, SASB in the US). */
  standard: 15,
  /** A supporting signal (a high-emitting sector for SBTi, an EU company for the ESRS). */
  moderate: 10,
  /** A weak signal. */
  minor: 5,
  /** A poor fit that counts against (the VSME outside the EU). */
  mismatch: -10,
  /** A clear misfit (an SME standard for a group above 1,000 employees). */
  misfit: -15,
  /** Replaced or ineligible (the VSME once the CSRD applies; B Corp for fossil-fuel producers). */
  ineligible: -20,
} as const;
