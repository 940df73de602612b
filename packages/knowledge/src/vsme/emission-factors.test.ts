import { describe, expect, it } from 'vitest';
import { FUEL_EMISSION_FACTORS, scope1TonnesFromFuel } from './emission-factors.js';
import { isHighClimateImpactDivision } from './high-climate-impact.js';

describe('fuel emission factors', () => {
  it('keeps the IPCC 2006 Table 2.2 defaults, each with the guidelines as its source', () => {
    expect(
      Object.fromEntries(Object.values(FUEL_EMISSION_FACTORS).map((entry) => [entry.fuel, entry.kgCo2PerTj])),
    ).toEqual({ 'natural-gas': 56_100, 'gas-diesel-oil': 74_100, 'motor-gasoline': 69_300, lpg: 63_100 });
    for (const entry of Object.values(FUEL_EMISSION_FACTORS)) {
      expect(entry.source.url).toMatch(/^https:\/\/www\.ipcc-nggip\.iges\.or\.jp\//);
    }
  });

  it('turns MWh of fuel into tonnes of CO2 through 0.0036 TJ per MWh', () => {
    // 1,000 MWh of natural gas = 3.6 TJ × 56,100 kg/TJ = 201,960 kg.
    expect(scope1TonnesFromFuel('natural-gas', 1000)).toBeCloseTo(201.96, 6);
    expect(scope1TonnesFromFuel('gas-diesel-oil', 100)).toBeCloseTo(26.676, 6);
  });
});

describe('high climate impact sectors', () => {
  it('reads a Rev. 2.1 division by its Rev. 2 section: manufacturing and real estate are, software is not', () => {
    expect(isHighClimateImpactDivision('13')).toBe(true);
    expect(isHighClimateImpactDivision('68')).toBe(true);
    expect(isHighClimateImpactDivision('62')).toBe(false);
    expect(isHighClimateImpactDivision('00')).toBeUndefined();
  });
});
