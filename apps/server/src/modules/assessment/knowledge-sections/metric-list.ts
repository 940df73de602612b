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

const APPROXIMATE = /^approx\.\s+/;

/**
 * 'approx. 850 employees' (the home page) and '853 employees' (the key-figures table) for one indicator
 * and year: the rounded figure only approximates the exact one, within a tenth of it, in the same unit.
 */
function approximates(
  rounded: Pick<Metric, 'value' | 'unit'>,
  exact: Pick<Metric, 'value' | 'unit'>,
): boolean {
  const inBase = (metric: Pick<Metric, 'value' | 'unit'>) =>
    /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?) (.+)$/.exec(
      figureInBaseUnits(metric.value.replace(APPROXIMATE, ''), metric.unit),
    );
  const [a, b] = [inBase(rounded), inBase(exact)];
  if (!a || !b || a[2] !== b[2]) return false;
  const [near, precise] = [Number(a[1]), Number(b[1])];
  return precise !== 0 && Math.abs(near - precise) <= Math.abs(precise) / 10;
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
/**
 * The English name a stored metric is shown with. A row named by the group alone ('Mujeres | 221')
 * counts women when its figure is no share: 'Women employees', not the share's 'Women in the workforce'.
 */
function storedName(metric: Pick<Metric, 'name' | 'value' | 'unit'>): string {
  const name = englishName(metric.name);
  const share = metric.unit === '%' || metric.value.trim().endsWith('%');
  if (share) return name;
  if (indicatorKey(metric.name) === 'womenInWorkforce') return 'Women employees';
  // Its row beside 'Vrouwen': 'Medewerkers op 31 december: Mannen' reads as the women's row does.
  // Only a count of people: 'Heures moyennes de formation par salarié: Hommes' is hours, not men.
  const counts = metric.unit === undefined || /^(?:employees|people|persons|headcount)$/i.test(metric.unit);
  return counts && MEN_ROW.test(metric.name) && !HOURS_WORDS.test(metric.name) ? 'Men employees' : name;
}

const HOURS_WORDS =
  /(?<!\p{L})(?:hours?|heures?|stunden|ore|uren|uur|horas|formation|training|opleiding\p{L}*|formazione|formación)(?!\p{L})/iu;

/** A workforce table's row of men, alone or under its corner heading, in the languages read. */
const MEN_ROW =
  /^(?:[^:]*(?:employees|medewerkers|mitarbeit\p{L}*|beschaftigte|salari\p{L}*|effectifs?|empleados|plantilla|dipendenti|organico|colaboradores|trabalhadores)[^:]*:\s*)?(?:men|male|mannen|manner|männer|hommes|hombres|uomini|homens)$/iu;

export class MetricList {
  readonly metrics: Metric[] = [];
  private readonly names = new Map<string, Metric>();
  private readonly byFigure = new Map<string, Metric>();
  /** Per indicator and year, the figures kept: to tell a rounded figure from the exact one. */
  private readonly byIndicator = new Map<string, Metric[]>();

  add(metric: Omit<Metric, 'sources'>, sources: readonly Source[]): Added {
    const figureKey = figureKeyOf(metric);
    const indicator = `${indicatorKey(metric.name)}|${metric.year}`;
    const sameIndicator = this.byIndicator.get(indicator) ?? [];
    const rounded = APPROXIMATE.test(metric.value);
    // A rounded figure beside the exact one says nothing more; the exact one replaces a rounded one.
    if (
      rounded &&
      sameIndicator.some((other) => !APPROXIMATE.test(other.value) && approximates(metric, other))
    )
      return 'same figure';
    const approximated = rounded
      ? undefined
      : sameIndicator.find((other) => APPROXIMATE.test(other.value) && approximates(other, metric));
    if (approximated) {
      Object.assign(approximated, {
        name: storedName(metric),
        value: metric.value,
        unit: metric.unit,
        sources: [...sources],
      });
      this.byFigure.set(figureKey, approximated);
      return 'same figure';
    }
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
    const stored: Metric = { ...metric, name: storedName(metric), sources: [...sources] };
    this.names.set(key, stored);
    this.byFigure.set(figureKey, stored);
    this.byIndicator.set(indicator, [...sameIndicator, stored]);
    this.metrics.push(stored);
    return 'added';
  }
}
