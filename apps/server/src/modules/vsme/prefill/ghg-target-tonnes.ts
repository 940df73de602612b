import type { Source } from '@impact/contracts';
import { NUMBER, readNumber } from '@impact/knowledge';
import { formatAmount } from '../units.js';
import type { VsmeValueState } from '../value-state.js';
import { estimated, found, type Findings } from './finding.js';

/**
 * The emissions of a GHG reduction target's base year and target year, in tonnes CO2e, as the company
 * states them beside the target ('… against 2022 (1,850 t CO2e)', 'from 1,850 t CO2e in 2022 to 1,073
 * t CO2e by 2030'), and C3's table of them: a row for the base year and one for the target year, in the
 * column of the scopes the target covers.
 */

export type Scope2Basis = 'market' | 'location';

/** '1,850 t CO2e', '1 850 tCO2e', '1.850 Tonnen CO2e', '1 850 tonnes de CO2e'. */
const TONNES = String.raw`(${NUMBER})\s*(?:t|tonnes?|tons?|Tonnen|toneladas|tonnellate)\s*(?:(?:of|de|di)\s+)?(?:CO2|CO₂)(?:e|-?eq\.?|-?Äq\.?|-?Äquivalente?n?)?(?!\p{L})`;
const TONNES_ANYWHERE = new RegExp(TONNES, 'giu');
const FROM_TO = new RegExp(
  String.raw`(?:from|von|de|desde|da|van)\s+${TONNES}(.*?)\s(?:to|auf|à|a|hasta|al|tot|naar)\s+${TONNES}`,
  'diu',
);
/** 'in 2022' right after the base-year figure of 'from … to …'. */
export const IN_YEAR = /^\s*(?:in|im Jahr|en|nel|in het jaar)\s+(20\d\d)\b/iu;

const MARKET =
  /(?<!\p{L})(?:market[- ]based|marktbasiert\w*|basée? sur le marché|basad[oa]s? en el mercado|basat[oa] sul mercato|marktgebaseerd\w*)(?!\p{L})/iu;
const LOCATION =
  /(?<!\p{L})(?:location[- ]based|standortbasiert\w*|basée? sur la localisation|basad[oa]s? en la ubicación|basat[oa] sulla localizzazione|locatiegebaseerd\w*)(?!\p{L})/iu;

export const basisOf = (text: string): Scope2Basis | undefined =>
  MARKET.test(text) ? 'market' : LOCATION.test(text) ? 'location' : undefined;

/** 'from 1,850 t CO2e in 2022 to 1,073 t CO2e by 2030': the two figures, the later one lower. */
export function fromToTonnes(
  sentence: string,
): { base: number; target: number; baseEnd: number } | undefined {
  const match = FROM_TO.exec(sentence);
  if (!match) return undefined;
  const base = readNumber(match[1]!);
  const target = readNumber(match[3]!);
  if (base === undefined || target === undefined || !(target < base)) return undefined;
  // Where the base figure ends: a year right after it ('… in 2022') is the base year.
  return { base, target, baseEnd: match.indices![2]![0] };
}

/** Words that may follow the base year before its figure: '2022 base year (1,850 t'. */
const BASE_WORDS = String.raw`(?:base(?:line)? year|(?:emissions )?levels?|Basisjahr|Ausgangsjahr|année de référence|año base|anno base|basisjaar)`;

/**
 * The one tonnage a target sentence states, when it stands beside the base year ('against 2022 (1,850
 * t CO2e)', '2022: 1 850 t CO2e'): nothing but a bracket or a colon between them.
 */
export function baseTonnesBeside(sentence: string, baseYear: number): { base: number } | undefined {
  const figures = [...sentence.matchAll(TONNES_ANYWHERE)];
  if (figures.length !== 1) return undefined;
  const figure = figures[0]!;
  const before = sentence.slice(0, figure.index);
  // 'against 2022 (1,850 t', 'the 2022 base year (1,850 t', 'Basisjahr 2022: 1.850 t'.
  if (!new RegExp(String.raw`\b${baseYear}(?:\s+${BASE_WORDS})?\s*(?:\(|:|=|–|-)\s*$`, 'iu').test(before))
    return undefined;
  const base = readNumber(figure[1]!);
  return base === undefined ? undefined : { base };
}

/** C3's table column for the scopes a target covers, by the Scope 2 basis where Scope 2 is in it. */
const COLUMNS: Record<string, string> = {
  '1': 'GrossScope1GreenhouseGasEmissions',
  '2 location': 'GrossLocationBasedScope2GreenhouseGasEmissions',
  '2 market': 'GrossMarketBasedScope2GreenhouseGasEmissions',
  '1&2 location': 'TotalGrossLocationBasedScope1AndScope2GHGEmissions',
  '1&2 market': 'TotalGrossMarketBasedScope1AndScope2GHGEmissions',
  '3': 'GrossScope3GreenhouseGasEmissions',
  '1&2&3 location': 'TotalGrossLocationBasedGHGEmissions',
  '1&2&3 market': 'TotalGrossMarketBasedGHGEmissions',
};

/**
 * The basis of a target with Scope 2 in it: its own words, else the one basis the company reports its
 * Scope 2 in for the period (the prefill found one and not the other); two bases leave it open.
 */
function basisFor(stated: Scope2Basis | undefined, findings: Findings) {
  if (stated) return { basis: stated, assumed: false };
  const reported = (id: string) => findings.get(id)?.status === 'found';
  const market = reported('GrossMarketBasedScope2GreenhouseGasEmissions');
  const location = reported('GrossLocationBasedScope2GreenhouseGasEmissions');
  if (market === location) return undefined;
  return { basis: market ? ('market' as const) : ('location' as const), assumed: true };
}

export interface TonnesTarget {
  baseYear: number | undefined;
  targetYear: number;
  percent: number | undefined;
  scopes: string[];
  basis: Scope2Basis | undefined;
  baseTonnes: number | undefined;
  targetTonnes: number | undefined;
}

const TABLE = 'GreenhouseGasEmissionReductionTargetsTable';

/**
 * C3's table from a target that states its base-year emissions: the base-year row as stated, the
 * target-year row as stated, or computed from the stated cut ('42 %' of 1,850 t is 1,073 t), which makes
 * the table an estimate pending review. Undefined when the column cannot be told (no scope, or Scope 2
 * on a basis neither stated nor reported) or the base year or its emissions are not stated.
 */
export function targetTableState(
  target: TonnesTarget,
  sources: Source[],
  quoted: string,
  periodYear: number,
  findings: Findings,
  note: string,
): VsmeValueState | undefined {
  const { baseYear, baseTonnes, scopes } = target;
  if (!baseYear || baseTonnes === undefined || scopes.length === 0) return undefined;
  const withScope2 = scopes.includes('2');
  const basis = withScope2 ? basisFor(target.basis, findings) : undefined;
  if (withScope2 && !basis) return undefined;
  const column = COLUMNS[`${scopes.join('&')}${basis ? ` ${basis.basis}` : ''}`];
  if (!column) return undefined;
  const computed =
    target.targetTonnes === undefined && target.percent !== undefined
      ? Math.round(baseTonnes * (1 - target.percent / 100))
      : undefined;
  const targetTonnes = target.targetTonnes ?? computed;
  if (targetTonnes === undefined) return undefined;
  const value = [
    { row: 'Baseline year', cells: { [column]: baseTonnes } },
    { row: 'Target year', cells: { [column]: targetTonnes } },
  ];
  const assumption = basis?.assumed
    ? ` The target does not say its Scope 2 basis; the company reports Scope 2 ${basis.basis}-based only for ${periodYear}, so the target is read on that basis.`
    : '';
  const options = { unit: 'tCO2e', sources, periodYear, note };
  if (computed !== undefined)
    return estimated(TABLE, value, {
      ...options,
      method: {
        kind: 'estimate',
        description:
          `Base year ${baseYear}: ${formatAmount(baseTonnes)} tCO2e as stated; target year ${target.targetYear}: ` +
          `${formatAmount(baseTonnes)} × (1 − ${formatAmount(target.percent!)} %) = ${formatAmount(computed)} tCO2e, computed from the stated cut, rounded. ` +
          `“${quoted}”.${assumption}`.slice(0, 2000),
      },
    });
  return found(TABLE, value, {
    ...options,
    method: {
      kind: 'company-fact',
      description:
        `Base year ${baseYear}: ${formatAmount(baseTonnes)} tCO2e; target year ${target.targetYear}: ${formatAmount(targetTonnes)} tCO2e, as stated: “${quoted}”.${assumption}`.slice(
          0,
          2000,
        ),
    },
  });
}
