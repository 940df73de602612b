import type { SectionData, Source } from '@impact/contracts';
import { NUMBER, readNumber } from '@impact/knowledge';
import { scopeOf } from '../../assessment/knowledge-sections/metric-names.js';
import type { Scope2Basis, TonnesTarget } from './ghg-target-tonnes.js';
import { metricAmount } from './metrics.js';
import type { Page } from './none-statements.js';
import { pageRows } from './page-rows.js';

type Metric = SectionData<'ReportedMetrics'>[number];

/**
 * A target that does not state its base-year emissions takes them from the company's own figure of the
 * same scopes for the base year ('Scope 1 + 2 | 2021 (Basisjahr): 2.120 | 2025: 1.350 | Ziel 2030:
 * 1.060'), and the target year's from that row's target column. A figure of the scopes on another
 * Scope 2 basis than the target states is not the target's; a target without a basis takes the figure's.
 */
export function withBaseYearMetric<T extends TonnesTarget>(
  target: T,
  metrics: readonly Metric[],
  pages: readonly Page[],
): { target: T; sources: Source[]; name: string } | undefined {
  const { baseYear, scopes, basis } = target;
  if (target.baseTonnes !== undefined || !baseYear || scopes.length === 0) return undefined;
  const key = `scope ${scopes.join('&')}`;
  const candidates = metrics.flatMap((metric) => {
    const scope = metric.year === baseYear ? scopeOf(metric.name) : undefined;
    if (!scope?.startsWith(key)) return [];
    const stated = scope.slice(key.length).trim() as Scope2Basis | '';
    if (stated && basis && stated !== basis) return [];
    const tonnes = metricAmount(metric, 'tCO2e');
    return tonnes === undefined || tonnes <= 0 ? [] : [{ metric, tonnes, stated }];
  });
  // The figure on the target's own basis before one that states none.
  const chosen = candidates.find((entry) => entry.stated === basis) ?? candidates[0];
  if (!chosen) return undefined;
  const targetTonnes = target.targetTonnes ?? targetColumnOf(chosen.metric, target.targetYear, pages);
  return {
    target: {
      ...target,
      basis: basis ?? (chosen.stated || undefined),
      baseTonnes: chosen.tonnes,
      targetTonnes: targetTonnes !== undefined && targetTonnes < chosen.tonnes ? targetTonnes : undefined,
    },
    sources: chosen.metric.sources,
    name: chosen.metric.name,
  };
}

/** A target column's heading: 'Ziel 2030', 'Target 2030', 'Objectif 2030 (t CO2e)'. */
const targetHeading = (year: number) =>
  new RegExp(
    String.raw`^(?:target|goal|ziel(?:wert)?|objectif|cible|objetivo|meta|obiettivo|doel)\w*(?: year)?\s*${year}\b`,
    'iu',
  );

/**
 * The figure under the target column of the metric's row on the page ('Ziel 2030: 1.060'): the metric
 * quotes its row's label first, the page writes the row with each value after its column's heading.
 */
function targetColumnOf(metric: Metric, targetYear: number, pages: readonly Page[]): number | undefined {
  const labels = new Set(metric.sources.flatMap((source) => source.quote?.split(' | ')[0]?.trim() ?? []));
  const heading = targetHeading(targetYear);
  for (const row of pages.flatMap(pageRows)) {
    if (!labels.has(row.label.trim())) continue;
    const cell = row.cells.find((entry) => heading.test(entry.heading));
    const figure = cell && new RegExp(String.raw`^(${NUMBER})$`).exec(cell.value.trim());
    if (figure) return readNumber(figure[1]!);
  }
  return undefined;
}
