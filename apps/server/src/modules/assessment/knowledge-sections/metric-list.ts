import { MAX_REPORTED_METRICS, type SectionData, type Source } from '@impact/contracts';
import { figureInBaseUnits } from './figure-value.js';
import { englishName, indicatorKey, unqualifiedName } from './metric-names.js';

type Metric = SectionData<'ReportedMetrics'>[number];

// By the name as written: two documents that disagree on a figure (the report's 96.1 GWh, the
// table's 98,400 MWh) both stay, each citing its own source, so the consultant sees the disagreement.
const keyOf = (metric: Pick<Metric, 'name' | 'year'>) => `${metric.name.trim().toLowerCase()}|${metric.year}`;
/** Rates whose unit is their name's ('4.1' and '4.1 per million hours' are one LTIFR). */
const RATES_PER_MILLION_HOURS = new Set([
  'lostTimeInjuryRate',
  'totalRecordableInjuryRate',
  'accidentFrequencyRate',
]);
const PER_MILLION_HOURS = /^\s*(?:per (?:one )?million (?:hours|hours worked))?\s*$/i;

/** The same figure under another name or unit: what it measures, its year and its value in base units. */
function figureKeyOf(metric: Pick<Metric, 'name' | 'year' | 'value' | 'unit'>): string {
  const indicator = indicatorKey(metric.name);
  const number = /^-?\d[\d,]*(?:\.\d+)?/.exec(metric.value)?.[0];
  const value =
    RATES_PER_MILLION_HOURS.has(indicator) &&
    number &&
    PER_MILLION_HOURS.test(metric.value.slice(number.length))
      ? `${number} per million hours`
      : figureInBaseUnits(metric.value, metric.unit);
  return `${indicator}|${metric.year}|${value}`;
}

/** 'more than 600 employees' and '612 employees': the second is the exact figure the first only bounds. */
function refinesBound(kept: string, next: string): boolean {
  const bound = /^(more|less) than (\d[\d,]*(?:\.\d+)?)(.*)$/.exec(kept);
  const exact = /^(\d[\d,]*(?:\.\d+)?)(.*)$/.exec(next);
  if (!bound || !exact || bound[3] !== exact[2]) return false;
  const [limit, value] = [Number(bound[2]!.replaceAll(',', '')), Number(exact[1]!.replaceAll(',', ''))];
  return bound[1] === 'more' ? value > limit : value < limit;
}

/** At most this many sources on one metric: the figure's first statements, not every repetition. */
const MAX_SOURCES_PER_METRIC = 3;

export type Added = 'added' | 'same figure' | 'same name' | 'full';

/**
 * The reported metrics of one assessment as they are gathered: the same indicator and year is kept
 * once, from the first statement; the same figure stated again elsewhere (the key-figures page and the
 * report, a German page and an English PDF) adds its source to the first instead of a second row. A
 * known indicator is shown under its English name whichever language stated it first (the quotes keep
 * the company's words), so one indicator reads the same across a site's languages.
 */
export class MetricList {
  readonly metrics: Metric[] = [];
  private readonly names = new Map<string, Metric>();
  private readonly byFigure = new Map<string, Metric>();

  add(metric: Omit<Metric, 'sources'>, sources: readonly Source[]): Added {
    const figureKey = figureKeyOf(metric);
    // 'Alcance 1 (flota y gases refrigerantes)' with the value and year of the page's 'Scope 1 emissions'.
    const bare = unqualifiedName(metric.name);
    const same =
      this.byFigure.get(figureKey) ??
      (bare ? this.byFigure.get(figureKeyOf({ ...metric, name: bare })) : undefined);
    if (same) {
      for (const source of sources) {
        const quoted = same.sources.some((kept) => kept.url === source.url && kept.quote === source.quote);
        if (!quoted && same.sources.length < MAX_SOURCES_PER_METRIC) same.sources.push(source);
      }
      return 'same figure';
    }
    if (this.metrics.length >= MAX_REPORTED_METRICS) return 'full';
    const key = keyOf(metric);
    const named = this.names.get(key);
    if (named) {
      if (!refinesBound(named.value, metric.value)) return 'same name';
      // 'more than 600 employees', then '612 employees' in the same report: the exact figure is shown.
      Object.assign(named, { value: metric.value, sources: [...sources] });
      this.byFigure.set(figureKey, named);
      return 'same figure';
    }
    const stored: Metric = { ...metric, name: englishName(metric.name), sources: [...sources] };
    this.names.set(key, stored);
    this.byFigure.set(figureKey, stored);
    this.metrics.push(stored);
    return 'added';
  }
}
