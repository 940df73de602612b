import type { SectionData } from '@impact/contracts';
import { scopeOf } from '../../assessment/knowledge-sections/metric-names.js';
import { formatAmount } from '../units.js';
import { found, keep, missingWithNote, statedOn, type Findings } from './finding.js';
import { sentencesOf, type CiteSentence, type Page } from './none-statements.js';
import {
  basisOf,
  baseTonnesBeside,
  fromToTonnes,
  IN_YEAR,
  targetTableState,
  type TonnesTarget,
} from './ghg-target-tonnes.js';
import { targetRowsOf } from './ghg-target-rows.js';
import { withBaseYearMetric } from './ghg-target-metrics.js';

/**
 * C3's GHG reduction target as the company states it in one sentence of its own pages: 'We aim to cut
 * our Scope 1 and 2 emissions by 42% by 2030 against 2022'. The sentence needs a word of intent (an
 * achieved cut, 'we cut emissions by 41% since 2019', is an actual, not a target), emissions, a
 * reduction, a percentage and a target year no earlier than the period's. A target of a customer, a
 * supplier, a parent, an industry or a government is not the company's. The table of base-year and
 * target-year emissions asks tonnes: the stated percentage and scopes go in its note, not into it.
 */

const AIM =
  /(?<!\p{L})(?:aim\w*|target\w*|goal\w*|commit\w*|pledge\w*|ambition\w*|intend\w*|strive\w*|plan\w*|will|streven|streeft|doel\w*|willen|wil|ambit\w*|Ziel\w*|wollen|wird|werden|verpflichte\w*|objecti[fv]\w*|visons|vise|engag\w*|nous voulons|pretende\w*|objetivo\w*|meta|nos comprometemos|obiettiv\w*|puntiamo|ci impegniamo|intendiamo)(?!\p{L})/iu;
const EMISSIONS =
  /(?<!\p{L})(?:scope|[eé]mission\w*|emissie\w*|emisi[oó]n\w*|uitstoot|CO2e?|CO₂e?|GHG|THG|BKG|GES|greenhouse|carbon footprint|Treibhausgas\w*|broeikasgas\w*|gaz à effet de serre|gases? de efecto invernadero|gas(?:si)? serra|Ausstoß|alcance|ambito)(?!\p{L})/iu;
const REDUCE =
  /(?<!\p{L})(?:reduc\w*|cut\w*|lower\w*|halv\w*|decreas\w*|verminder\w*|verlag\w*|terugdring\w*|halver\w*|senk\w*|reduzier\w*|verringer\w*|halbier\w*|rédui\w*|réduction|baisser|diminu\w*|reducir|reducción|disminuir|ridurre|riduzione|ridurr\w*|dimezzare|diviser par deux|reducir a la mitad)(?!\p{L})/iu;
const PERCENT =
  /(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:%|per ?cent|procent|Prozent|pour cent|por ciento|per cento)/giu;
/** PERCENT without its global flag: a test that keeps no position between calls. */
const STATES_PERCENT = new RegExp(PERCENT.source, 'iu');
/** 'by 2030', 'tegen 2030', 'bis 2030', 'd’ici 2030', 'para 2030', 'entro il 2030'. */
const TARGET_YEAR =
  /(?<!\p{L})(?:by|until|before|no later than|in|tegen|voor|uiterlijk (?:in )?|bis(?: zum Jahr)?|d['’]ici(?: à)?|avant|para|antes de|hasta|entro(?: il)?|al)\s+(20\d\d)\b/giu;
/** 'against 2022', 'compared with 2022', 'from 2022 levels', 'ten opzichte van 2022', 'gegenüber 2022', 'base year 2022'. */
const BASE_YEAR =
  /(?<!\p{L})(?:against|compared (?:with|to)|vs\.?|versus|relative to|from|since|over|base(?:line)?(?: year)?|ten opzichte van|t\.o\.v\.|vergeleken met|basisjaar|gegenüber|im Vergleich zu|Basisjahr|par rapport à|année de référence|respecto a|frente a|año base|rispetto al?|anno base|sul)\s+(?:(?:the|het|dem|l['’]|el|il|base(?:line)? year|basisjaar|Basisjahr|année)\s+)?(?:(?:of|van)\s+)?(20\d\d)\b/iu;
/** Whose target it is not: a customer's, a supplier's, a parent's, an industry's, a country's or the EU's. */
const NOT_OWN =
  /(?<!\p{L})(?:customers?|clients?|klant\w*|Kunden?|supplier\w*|leverancier\w*|Lieferant\w*|fournisseurs?|proveedor\w*|fornitor\w*|parent|moedermaatschappij|Mutter\w*|maison mère|industry|sector|Branche|secteur|settore|EU|European Union|Europese Unie|Europäische Union|Union européenne|government|regering|Bundesregierung|gouvernement|gobierno|governo|Paris Agreement|country|national\w*)(?!\p{L})/iu;
/** 'Scope 1 and 2', 'Scope-1- und Scope-2', 'scopes 1 et 2', 'alcance 1 y 2', 'ambito 1 e 2'. */
const SCOPE_WORD = String.raw`(?:scopes?|alcances?|ambit[oi])`;
const SCOPE_AND = String.raw`\s*(?:,|and|en|und|et|y|e|&|\+)\s*(?:${SCOPE_WORD}[\s-]*)?`;
const SCOPES = new RegExp(
  String.raw`${SCOPE_WORD}[\s-]*(1|2|3)-?(?:${SCOPE_AND}(1|2|3)-?)?(?:${SCOPE_AND}(1|2|3))?`,
  'iu',
);
/**
 * A target written as the goal itself, a list item or a table line that starts with the cut ('Reduce
 * Scope 1 and 2 emissions by 42 % by 2030', 'Senkung der Emissionen um 42 % bis 2030'): no word of
 * intent, so its year must follow 'by' ('bis', 'd’ici') and lie after the period.
 */
const CUT_FIRST =
  /^(?:[-•–]\s*)?(?:reduce|reducing|reduction (?:of|in)|cut|cutting|lower|halve|halving|reduzieren|reduzierung|senken|senkung|halbierung|réduire|réduction|diviser par deux|reducir|reducción|ridurre|riduzione|dimezzare|verminderen|vermindering|halveren)(?!\p{L})/iu;
/**
 * A label before the cut ('Notre trajectoire : diviser par deux nos émissions d’ici 2030', 'Our pathway:
 * halve …'). A trajectory also introduces what was achieved ('Notre trajectoire : –18 % depuis 2019'),
 * so after it the sentence is read as a cut written first: a reduction verb, then a year after 'by'
 * later than the period.
 */
const TRAJECTORY_LABEL =
  /^(?:(?:notre|our|unser(?:e|en)?|nuestra|la nostra|onze)\s+)?(?:trajectoire|trajectory|pathway|roadmap|feuille de route|(?:reduktions|klima)?pfad|fahrplan|trayectoria|hoja de ruta|traiettoria|percorso|routekaart|reductiepad)(?:\s+(?:climat|carbone|bas[- ]carbone|climate|carbon|de décarbonation|de descarbonización|di decarbonizzazione))?\s*[:–—-]\s*/iu;

/** 'halve', 'halveren', 'halbieren', 'diviser par deux', 'dimezzare': a 50% cut. */
const HALVE = /(?<!\p{L})(?:halv\w*|halbier\w*|diviser par deux|reducir a la mitad|dimezz\w*)(?!\p{L})/iu;

export interface GhgTarget extends TonnesTarget {
  sentence: string;
  page: Page;
}

/**
 * The part of a sentence listing several goals that states the emissions cut: its clause and those after
 * it until the next goal's figure ('Ridurre del 35% le emissioni … rispetto al 2022, portare al 30% la
 * quota … e sperimentare un forno … entro il 2027': the 2027 is the trial's, not the cut's).
 */
function emissionsClauses(sentence: string): string {
  const clauses = sentence.split(/[;,]\s+/);
  const first = clauses.findIndex((clause) => EMISSIONS.test(clause));
  if (first < 0) return sentence;
  const next = clauses.findIndex((clause, index) => index > first && STATES_PERCENT.test(clause));
  return clauses.slice(first, next < 0 ? undefined : next).join(', ');
}

/** 'Obiettivi al 2030', 'Targets 2030', 'Ziele bis 2030': the year of the heading just above the sentence. */
const GOALS_HEADING =
  /^(?=.{0,60}$)[^.!?]*(?<!\p{L})(?:obiettiv\w*|target\w*|goals?|ziele?|objecti[fv]\w*|objetivos?|doel\w*|ambition\w*|roadmap)(?!\p{L})[^.!?]*?(20\d\d)[^.!?\d]*$/iu;

function headingYear(page: Page, sentence: string): number | undefined {
  const lines = page.content.split(/\n+/).map((line) => line.trim());
  const at = lines.findIndex((line) => line.includes(sentence));
  for (let index = at - 1; index >= 0 && index >= at - 3; index -= 1) {
    const year = GOALS_HEADING.exec(lines[index]!)?.[1];
    if (year) return Number(year);
  }
  return undefined;
}

function readTarget(page: Page, sentence: string, periodYear: number): GhgTarget | undefined {
  const cutFirst = !AIM.test(sentence) && CUT_FIRST.test(sentence.replace(TRAJECTORY_LABEL, ''));
  if (!(AIM.test(sentence) || cutFirst) || !EMISSIONS.test(sentence) || !REDUCE.test(sentence))
    return undefined;
  if (NOT_OWN.test(sentence)) return undefined;
  const stated = [...new Set([...sentence.matchAll(PERCENT)].map((match) => match[1]!))];
  const percents = stated.length === 0 && HALVE.test(sentence) ? ['50'] : stated;
  // 'from 1,850 t CO2e in 2022 to 1,073 t CO2e by 2030' states the cut in tonnes, not in percent.
  const fromTo = percents.length === 0 ? fromToTonnes(sentence) : undefined;
  if (percents.length === 0 && !fromTo) return undefined;
  // 'In 2025 we set a target to cut … by 2030': a year after 'in' is the target's only when no other is.
  // A sentence of several goals: only the years of the emissions cut's own clauses, else its heading's.
  const ownPart = percents.length > 1 ? emissionsClauses(sentence) : sentence;
  const targetYears = [...ownPart.matchAll(TARGET_YEAR)]
    .map((match) => ({ year: Number(match[1]), bare: /^in\s/i.test(match[0]) }))
    .filter((entry) => (cutFirst ? entry.year > periodYear && !entry.bare : entry.year >= periodYear))
    .toSorted((a, b) => Number(a.bare) - Number(b.bare));
  const fromHeading = percents.length > 1 ? headingYear(page, sentence) : undefined;
  const targetYear =
    targetYears[0]?.year ?? (fromHeading !== undefined && fromHeading > periodYear ? fromHeading : undefined);
  if (targetYear === undefined) return undefined;
  const base = BASE_YEAR.exec(sentence) ?? (fromTo ? IN_YEAR.exec(sentence.slice(fromTo.baseEnd)) : null);
  const baseYear = base && Number(base[1]) < targetYear ? Number(base[1]) : undefined;
  const scopeMatch = SCOPES.exec(sentence);
  const scopes = scopeMatch
    ? [...new Set(scopeMatch.slice(1).filter((scope): scope is string => scope !== undefined))].toSorted()
    : [];
  // Two percentages ('42% by 2030, 28% achieved') leave the reduction for the consultant to read.
  const percent = percents.length === 1 ? Number(percents[0]!.replace(',', '.')) : undefined;
  const tonnes = fromTo ?? (baseYear ? baseTonnesBeside(sentence, baseYear) : undefined);
  return {
    sentence,
    page,
    targetYear,
    baseYear,
    percent,
    scopes,
    basis: basisOf(sentence),
    baseTonnes: tonnes?.base,
    targetTonnes: fromTo?.target,
  };
}

/** The company's GHG reduction targets stated on its pages, first found first. */
export function ghgTargetsOf(pages: readonly Page[], periodYear: number): GhgTarget[] {
  return pages.flatMap((page) =>
    sentencesOf(page).flatMap((sentence) => readTarget(page, sentence, periodYear) ?? []),
  );
}

/** 'a 42% reduction of Scope 1 and 2 emissions by 2030 against 2022'. */
export function describeTarget(target: GhgTarget): string {
  const cut = target.percent !== undefined ? `a ${target.percent}% reduction` : 'a reduction';
  const scopes =
    target.scopes.length > 0
      ? `Scope ${target.scopes.slice(0, -1).join(', ')}${target.scopes.length > 1 ? ' and ' : ''}${target.scopes.at(-1)} emissions`
      : 'GHG emissions (scopes not stated)';
  const base = target.baseYear ? ` against ${target.baseYear}` : ' (base year not stated)';
  const from = target.baseTonnes !== undefined ? ` (${formatAmount(target.baseTonnes)} tCO2e` : '';
  const to =
    from && target.targetTonnes !== undefined
      ? ` to ${formatAmount(target.targetTonnes)} tCO2e)`
      : from && ')';
  return `${cut} of ${scopes} by ${target.targetYear}${base}${from}${to}`;
}

type Metric = SectionData<'ReportedMetrics'>[number];

/** The emissions the company states for the target's base year, for the table's note: 'Scope 1 and 2 (market-based) 2,140 tCO2e'. */
function baseYearFigures(target: GhgTarget, metrics: readonly Metric[]): string {
  if (!target.baseYear) return '';
  const stated = metrics.filter((metric) => metric.year === target.baseYear && scopeOf(metric.name));
  if (stated.length === 0) return '';
  const listed = stated
    .slice(0, 4)
    .map((metric) => `'${metric.name}' ${metric.value}, ${statedOn(metric.sources)}`);
  return ` Stated for the base year ${target.baseYear}: ${listed.join('; ')}.`;
}

/**
 * The company's target: its sentence, with the base-year and target-year emissions a table of the same
 * target years adds; else the table's rows alone, quoted together.
 */
function targetOf(pages: readonly Page[], periodYear: number, cite: CiteSentence) {
  const stated = ghgTargetsOf(pages, periodYear)[0];
  const rows = targetRowsOf(pages, periodYear);
  const rowSources = rows ? rows.lines.map((line) => cite(rows.page, line)) : [];
  if (!stated) {
    if (!rows) return undefined;
    const sentence = rows.lines.join(' / ');
    return { target: { ...rows, sentence }, sources: rowSources };
  }
  const sources = [cite(stated.page, stated.sentence)];
  if (
    !rows ||
    rows.targetYear !== stated.targetYear ||
    (stated.baseYear && rows.baseYear !== stated.baseYear)
  )
    return { target: stated, sources };
  const target: GhgTarget = {
    ...stated,
    baseYear: stated.baseYear ?? rows.baseYear,
    scopes: stated.scopes.length > 0 ? stated.scopes : rows.scopes,
    basis: stated.basis ?? rows.basis,
    baseTonnes: stated.baseTonnes ?? rows.baseTonnes,
    targetTonnes: stated.targetTonnes ?? rows.targetTonnes,
  };
  return { target, sources: [...sources, ...rowSources] };
}

export function ghgTargetFindings(
  pages: readonly Page[],
  metrics: readonly Metric[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const read = targetOf(pages, periodYear, cite);
  if (!read) return;
  const { target, sources } = read;
  const described = describeTarget(target);
  const method = {
    kind: 'company-fact' as const,
    description: `The company's stated target, ${described}: “${target.sentence}”`.slice(0, 2000),
  };
  keep(findings, found('HasGhgReductionTargets', true, { sources, method }));
  keep(
    findings,
    found('GreenhouseGasEmissionReductionTargetYear', String(target.targetYear), { sources, method }),
  );
  if (target.baseYear)
    keep(
      findings,
      found('GreenhouseGasEmissionReductionTargetBaseYear', String(target.baseYear), { sources, method }),
    );
  const note = `The company states ${described} (“${target.sentence}”). The table asks the base-year and target-year emissions in tCO2e per scope.${baseYearFigures(target, metrics)}`;
  // The table may take its base-year figure from the company's own row of those scopes for that year.
  const fromMetrics = withBaseYearMetric(target, metrics, pages);
  const table = fromMetrics
    ? {
        target: fromMetrics.target,
        sources: [...sources, ...fromMetrics.sources],
        quoted: `${target.sentence}”, with the base year’s figure from “${fromMetrics.sources.find((source) => source.quote)?.quote ?? fromMetrics.name}`,
      }
    : { target, sources, quoted: target.sentence };
  keep(
    findings,
    targetTableState(table.target, table.sources, table.quoted, periodYear, findings, note) ??
      missingWithNote('GreenhouseGasEmissionReductionTargetsTable', note, periodYear),
  );
  // B2 asks whether a policy has a target, C2 describes it: the climate target is one.
  keep(findings, found('UndertakingHasSetATargetWhichIsRelatedToAPolicy', true, { sources, method }));
  keep(
    findings,
    found('DescriptionOfATargetRelatedToAPolicy', `GHG emission reduction target: ${described}.`, {
      sources,
      method,
    }),
  );
}
