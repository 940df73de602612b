/**
 * A stated figure in one notation, so that the same quantity written in two units is recognised as one
 * figure: '98.4 GWh' in the report and '98,400 MWh' on the key-figures page, '6.85 kt' and '6,850 t'.
 * Values are stored as the extractor writes them (English digit grouping, then the unit).
 */

/** Each unit as a multiple of its quantity's base unit (energy in MWh, mass in tonnes). */
const IN_BASE_UNITS: Readonly<Record<string, readonly [string, number]>> = {
  kwh: ['mwh', 1e-3],
  mwh: ['mwh', 1],
  gwh: ['mwh', 1e3],
  twh: ['mwh', 1e6],
  gj: ['mwh', 1 / 3.6],
  tj: ['mwh', 1e3 / 3.6],
  kg: ['t', 1e-3],
  t: ['t', 1],
  tonne: ['t', 1],
  tonnes: ['t', 1],
  kt: ['t', 1e3],
  tco2e: ['tco2e', 1],
  kgco2e: ['tco2e', 1e-3],
  ktco2e: ['tco2e', 1e3],
  'm³': ['m³', 1],
  m3: ['m³', 1],
};

const FIGURE = /^(-?\d[\d,]*(?:\.\d+)?)\s*(.*)$/;

/**
 * '98400 mwh' for '98.4 GWh' (unit given apart or after the number); a value whose unit is not a
 * known multiple, or that is not a plain number, is only lower-cased.
 */
export function figureInBaseUnits(value: string, unit?: string): string {
  const match = FIGURE.exec(value.trim());
  if (!match) return value.toLowerCase();
  const written = (unit ?? match[2] ?? '').trim().toLowerCase().replace(/\s+/g, '');
  const base = IN_BASE_UNITS[written];
  const number = Number(match[1]!.replaceAll(',', ''));
  if (!base || !Number.isFinite(number)) return value.toLowerCase();
  // Rounded to 9 significant digits: 98.4 × 1,000 must equal 98,400 exactly.
  return `${Number((number * base[1]).toPrecision(9))} ${base[0]}`;
}
