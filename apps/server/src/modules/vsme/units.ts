import type { VsmeUnit } from '@impact/knowledge';

/** A unit a value may be given in, and how to bring it to the datapoint's own unit. */
interface Conversion {
  from: string;
  factor: number;
}

/**
 * The units we convert, by the datapoint's unit: energy to MWh, mass to tonnes, emissions to tCO2e,
 * volumes to m3. Other units are refused: a conversion we cannot state exactly is not made.
 */
const CONVERSIONS: Partial<Record<VsmeUnit, readonly Conversion[]>> = {
  MWh: [
    { from: 'kWh', factor: 1 / 1000 },
    { from: 'GWh', factor: 1000 },
    // 1 MWh is 3.6 GJ by definition (3,600 s × 1 MW), so the conversion is exact.
    { from: 'GJ', factor: 1 / 3.6 },
    { from: 'TJ', factor: 1000 / 3.6 },
  ],
  tonnes: [
    { from: 'kg', factor: 1 / 1000 },
    { from: 't', factor: 1 },
  ],
  tCO2e: [
    { from: 'kgCO2e', factor: 1 / 1000 },
    { from: 'ktCO2e', factor: 1000 },
  ],
  m3: [
    { from: 'litres', factor: 1 / 1000 },
    { from: 'liters', factor: 1 / 1000 },
    { from: 'l', factor: 1 / 1000 },
    { from: 'm³', factor: 1 },
  ],
};

/** The units accepted for a datapoint's unit, its own first. */
export function acceptedUnits(unit: VsmeUnit): string[] {
  return [unit, ...(CONVERSIONS[unit] ?? []).map((conversion) => conversion.from)];
}

/**
 * `amount` given in `given`, in the datapoint's `unit`; undefined when `given` cannot be converted.
 * Unit names are compared without regard to case ('kwh', 'KWh').
 */
export function convertToUnit(amount: number, given: string, unit: VsmeUnit): number | undefined {
  const name = given.trim().toLowerCase();
  if (name === unit.toLowerCase()) return amount;
  const conversion = CONVERSIONS[unit]?.find((entry) => entry.from.toLowerCase() === name);
  // Rounded to 9 significant digits: 1240000 kWh / 1000 is 1240, not 1239.9999999999998.
  return conversion && Number((amount * conversion.factor).toPrecision(9));
}

/**
 * Quantities that cannot be below zero: counts, amounts of energy, emissions, water, waste, land, hours
 * and money the undertaking holds or earned. A percentage gap in pay can be negative (women paid more).
 */
const MAY_BE_NEGATIVE = new Set(['PercentageGapInPayBetweenFemaleAndMaleEmployees']);

export const mayBeNegative = (datapointId: string) => MAY_BE_NEGATIVE.has(datapointId);

/** '1,240' or '1 240.5': an amount as a consultant reads it in a note. */
export const formatAmount = (amount: number) => amount.toLocaleString('en-GB', { maximumFractionDigits: 6 });
