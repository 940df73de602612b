import type { KnowledgeSource } from '../sources.js';

/**
 * Default CO2 emission factors for stationary combustion, for estimating a small undertaking's Scope 1
 * emissions from the fuel it states it burns (VSME B3 lets an undertaking estimate). CO2 only: the
 * table's CH4 and N2O factors are two orders of magnitude smaller for these fuels and are left out, and
 * an estimate says so.
 *
 * No location-based grid factor for Scope 2 is kept: none could be checked against its publisher's
 * dataset here, and a grid factor without its dataset, country and year is not one we may cite.
 */
export const IPCC_2006_STATIONARY_COMBUSTION: KnowledgeSource = {
  url: 'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/2_Volume2/V2_2_Ch2_Stationary_Combustion.pdf',
  title:
    '2006 IPCC Guidelines for National Greenhouse Gas Inventories, Volume 2 (Energy), Chapter 2 (Stationary Combustion), Table 2.2: default emission factors',
  asOf: '2026-11-26',
};

/** The fuels a Scope 1 estimate reads, by the name a stated figure uses. */
export type VsmeFuel = 'natural-gas' | 'gas-diesel-oil' | 'motor-gasoline' | 'lpg';

export interface FuelEmissionFactor {
  fuel: VsmeFuel;
  /** The fuel as the IPCC table names it. */
  name: string;
  /** kg CO2 per TJ of fuel burnt (net calorific basis). */
  kgCo2PerTj: number;
  /** The year of the guidelines the factor is from. */
  year: number;
  source: KnowledgeSource;
}

const factor = (fuel: VsmeFuel, name: string, kgCo2PerTj: number): FuelEmissionFactor => ({
  fuel,
  name,
  kgCo2PerTj,
  year: 2006,
  source: IPCC_2006_STATIONARY_COMBUSTION,
});

export const FUEL_EMISSION_FACTORS: Readonly<Record<VsmeFuel, FuelEmissionFactor>> = {
  'natural-gas': factor('natural-gas', 'Natural gas', 56_100),
  'gas-diesel-oil': factor('gas-diesel-oil', 'Gas/diesel oil', 74_100),
  'motor-gasoline': factor('motor-gasoline', 'Motor gasoline', 69_300),
  lpg: factor('lpg', 'Liquefied petroleum gases', 63_100),
};

/** 1 MWh = 3.6 GJ = 0.0036 TJ, by the definition of the watt-hour. */
export const TJ_PER_MWH = 0.0036;

/** Tonnes of CO2 from burning `mwh` of a fuel. */
export function scope1TonnesFromFuel(fuel: VsmeFuel, mwh: number): number {
  return (mwh * TJ_PER_MWH * FUEL_EMISSION_FACTORS[fuel].kgCo2PerTj) / 1000;
}
