import type { SectionData } from '@impact/contracts';
import { plainName, scopeOf } from '../../assessment/knowledge-sections/metric-names.js';
import { formatAmount } from '../units.js';
import { found, keep, type Findings } from './finding.js';
import { metricAmount } from './metrics.js';

type Metric = SectionData<'ReportedMetrics'>[number];

/**
 * Scope 1 given as rows by source ('Scope 1 – stationary combustion', 'Scope 1 – vehicles', 'Scope
 * 1-emissies – wagenpark', 'Scope 1 (Fuhrpark)'): B3 asks the whole, which is their sum when the
 * company states no whole that differs. A whole the extractor read from a sentence naming one part
 * ('Scope 1 came from natural gas (495 t) and from vans (124 t)') equals that part: the sum answers.
 * Rows of one year from one page only: rows of two tables may overlap.
 */
const SCOPE_1_LEAD =
  /^(?:scope|alcance|ambito|perimetre)\s+1\s+(?:(?:emissions?|emissies|emissionen|emisiones|emissioni|ghg|thg|co2e?)\s+)*/;
/** Words that make a row something other than a part by source: a change, a ratio, a target, a basis. */
const NOT_A_PART =
  /\b(?:\d|reduction|reduced|change|intensity|per|target|goal|since|vs|versus|baseline|base|share|percent|total|totaal|gesamt|market|location|category|categorie|kategorie|categoria|and|en|und|et|y|e|scope|doel|ziel|objectif|objetivo|obiettivo|afname|daling|ruckgang|baisse)\b/;

/** The source a Scope 1 row is of ('stationary combustion'), or undefined when the row is no such part. */
export function scope1Part(name: string): string | undefined {
  if (scopeOf(name) !== undefined) return undefined;
  const plain = plainName(name);
  const lead = SCOPE_1_LEAD.exec(plain);
  if (!lead) return undefined;
  const rest = plain.slice(lead[0].length).trim();
  return rest && !NOT_A_PART.test(rest) ? rest : undefined;
}

const same = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.5, 0.005 * Math.abs(b));

export function scope1FromParts(metrics: readonly Metric[], periodYear: number, findings: Findings): void {
  const parts = metrics.flatMap((metric) => {
    const part = metric.year === periodYear ? scope1Part(metric.name) : undefined;
    const amount = part ? metricAmount(metric, 'tCO2e') : undefined;
    return part && amount !== undefined && amount >= 0 ? [{ metric, part, amount }] : [];
  });
  const page = parts[0]?.metric.sources[0]?.url;
  const onPage = parts.filter((entry) => entry.metric.sources[0]?.url === page);
  const distinct = new Set(onPage.map((entry) => entry.part));
  if (onPage.length < 2 || distinct.size !== onPage.length) return;
  const sum = onPage.reduce((total, entry) => total + entry.amount, 0);
  const wholes = metrics.flatMap((metric) => {
    const amount =
      metric.year === periodYear && scopeOf(metric.name) === 'scope 1'
        ? metricAmount(metric, 'tCO2e')
        : undefined;
    return amount === undefined ? [] : [amount];
  });
  // A whole stated that is neither the sum nor one of the parts is the company's own total: it answers.
  if (wholes.some((whole) => !same(whole, sum) && !onPage.some((entry) => same(whole, entry.amount)))) return;
  if (wholes.some((whole) => same(whole, sum))) return;
  const rows = onPage.map((entry) => `'${entry.metric.name}' ${entry.metric.value}`).join(' + ');
  keep(
    findings,
    found('GrossScope1GreenhouseGasEmissions', sum, {
      unit: 'tCO2e',
      sources: onPage.flatMap((entry) => entry.metric.sources),
      periodYear,
      method: {
        kind: 'evidence-metric',
        description: `The sum of the Scope 1 rows stated for ${periodYear}: ${rows} = ${formatAmount(sum)} tCO2e`,
      },
    }),
  );
}
