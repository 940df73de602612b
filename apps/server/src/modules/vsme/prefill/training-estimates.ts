import type { SectionData } from '@impact/contracts';
import { formatAmount } from '../units.js';
import type { VsmeValueState } from '../value-state.js';
import { estimated, missingWithNote, type Findings } from './finding.js';
import { statedAverageOfPeriod } from './metrics.js';
import { allEmployeesTraining, femaleTraining, maleTraining, totalHours } from './safety-training-metrics.js';

type Metric = SectionData<'ReportedMetrics'>[number];

const GENDERS = [
  {
    average: 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee',
    headcount: 'NumberOfFemaleEmployees',
    matches: femaleTraining,
    of: 'women',
    per: 'female employee',
  },
  {
    average: 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee',
    headcount: 'NumberOfMaleEmployees',
    matches: maleTraining,
    of: 'men',
    per: 'male employee',
  },
] as const;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A headcount of the period the prefill found or estimated, with its own words for the method. */
function headcountOf(state: VsmeValueState | undefined, periodYear: number) {
  if (!state || (state.status !== 'found' && state.status !== 'estimated')) return undefined;
  if (state.periodYear !== periodYear || typeof state.value !== 'number' || state.value <= 0)
    return undefined;
  return {
    count: state.value,
    sources: state.sources,
    caveat: state.status === 'estimated' ? ' (itself an estimate: see that datapoint)' : '',
  };
}

/** The period's total of training hours among the metrics a name rule matches. */
function totalOfPeriod(metrics: readonly Metric[], periodYear: number, matches: (name: string) => boolean) {
  for (const metric of metrics) {
    if (metric.year !== periodYear || !matches(metric.name)) continue;
    const hours = totalHours(metric);
    if (hours !== undefined && hours > 0) return { metric, hours };
  }
  return undefined;
}

/**
 * B10 asks for the average training hours per employee by gender (paragraph 42(d)). A company that
 * states only the total hours of women (of men) and their headcount gives it by a division of ours:
 * proposed as an estimate, pending until someone accepts it, with the division stated. A total for
 * all employees answers neither gender: the datapoints stay missing and their note gives the average
 * over everyone, for the consultant to ask for the split.
 */
export function trainingAverageEstimates(
  metrics: readonly Metric[],
  periodYear: number,
  findings: Findings,
): void {
  for (const gender of GENDERS) {
    const current = findings.get(gender.average);
    if (current && current.status !== 'missing') continue;
    const people = headcountOf(findings.get(gender.headcount), periodYear);
    const total = people && totalOfPeriod(metrics, periodYear, gender.matches);
    if (!people || !total) continue;
    const average = round1(total.hours / people.count);
    findings.set(
      gender.average,
      estimated(gender.average, average, {
        unit: 'hours',
        periodYear,
        sources: [...total.metric.sources, ...people.sources],
        method: {
          kind: 'estimate',
          description:
            `Computed for ${periodYear}: ${formatAmount(total.hours)} training hours of ${gender.of} ('${total.metric.name}') ÷ ` +
            `${formatAmount(people.count)} ${gender.per}s${people.caveat} = ${formatAmount(average)} hours per ${gender.per}, rounded to one decimal.`,
        },
        note: current?.note ?? null,
      }),
    );
  }
  everyonesAverageNote(metrics, periodYear, findings);
}

/** The all-employee average, computed from a total and the headcount, added to a still-missing gender's note. */
function everyonesAverageNote(metrics: readonly Metric[], periodYear: number, findings: Findings): void {
  // An average the company states itself is in the note already: no division of ours beside it.
  if (statedAverageOfPeriod(metrics, periodYear)) return;
  const people = headcountOf(findings.get('NumberOfEmployees'), periodYear);
  const total = people && totalOfPeriod(metrics, periodYear, allEmployeesTraining);
  if (!people || !total) return;
  const average = round1(total.hours / people.count);
  const computed =
    `${formatAmount(total.hours)} training hours ('${total.metric.name}') ÷ ${formatAmount(people.count)} employees${people.caveat} ` +
    `= ${formatAmount(average)} hours per employee in ${periodYear}, over all employees: B10 asks it by gender.`;
  for (const gender of GENDERS) {
    const current = findings.get(gender.average);
    if (current && current.status !== 'missing') continue;
    const note = current?.note ? `${current.note} ${computed}` : computed;
    findings.set(gender.average, missingWithNote(gender.average, note, periodYear));
  }
}
