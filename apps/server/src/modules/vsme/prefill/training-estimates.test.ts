import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { found, type Findings } from './finding.js';
import { metricFindings, trainingHoursNotes } from './metrics.js';
import { trainingAverageEstimates } from './training-estimates.js';
import { workforceStatementFindings } from './workforce-statements.js';

/**
 * B10's average training hours per female and per male employee, estimated from the total hours of
 * each gender a key-figures table states and the headcount by gender a sentence states. Fictional
 * company and figures.
 */
type Metric = SectionData<'ReportedMetrics'>[number];
type Page = SectionData<'WebsiteContext'>['pages'][number];

const SOURCE: Source = {
  url: 'https://brackenloe-weaving.example/figures',
  title: 'Key figures',
  retrievedAt: '2026-11-26',
};
const metric = (name: string, value: string, unit: string | undefined, year = 2024): Metric => ({
  name,
  value,
  unit,
  year,
  category: 'Workforce',
  label: 'Self-reported',
  sources: [{ ...SOURCE, quote: `${name} | ${value}` }],
});
const page = (content: string) =>
  ({ url: 'https://brackenloe-weaving.example/about', title: 'About us', content }) as Page;
const cite = (from: Page, sentence: string): Source => ({
  url: from.url ?? SOURCE.url,
  title: 'About us',
  retrievedAt: '2026-11-26',
  quote: sentence,
});

function prefill(metrics: Metric[], sentence: string, findings: Findings = new Map()): Findings {
  metricFindings(metrics, 2024, findings);
  trainingHoursNotes(metrics, 2024, findings);
  workforceStatementFindings([page(sentence)], 2024, cite, findings);
  trainingAverageEstimates(metrics, 2024, findings);
  return findings;
}

const FEMALE = 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee';
const MALE = 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee';
const HEADCOUNT = 'At the end of 2024 our team counted 225 employees: 85 women and 140 men.';

describe('B10 average training hours by gender estimated from totals and headcounts', () => {
  it('divides each gender’s total hours by its headcount, pending review, with the division stated', () => {
    const findings = prefill(
      [metric('Training hours, women', '3,900', undefined), metric('Training hours, men', '4,100', 'h')],
      HEADCOUNT,
    );
    expect(findings.get(FEMALE)).toMatchObject({
      status: 'estimated',
      review: 'pending',
      value: 45.9,
      unit: 'hours',
      periodYear: 2024,
      method: { kind: 'estimate' },
    });
    expect(findings.get(FEMALE)?.method?.description).toBe(
      "Computed for 2024: 3,900 training hours of women ('Training hours, women') ÷ 85 female employees = 45.9 hours per female employee, rounded to one decimal.",
    );
    // Both statements are the estimate's sources: the row of hours and the sentence of the headcount.
    expect(findings.get(FEMALE)?.sources.map((source) => source.quote)).toEqual([
      'Training hours, women | 3,900',
      HEADCOUNT,
    ]);
    expect(findings.get(MALE)).toMatchObject({ status: 'estimated', value: 29.3 });
  });

  it('says so when the headcount by gender is itself an estimate from a share', () => {
    const findings: Findings = new Map([
      [
        'NumberOfEmployees',
        found('NumberOfEmployees', 200, {
          unit: 'headcount',
          periodYear: 2024,
          sources: [SOURCE],
          method: { kind: 'evidence-metric', description: 'Employees' },
        }),
      ],
    ]);
    prefill(
      [metric('Training hours, women', '2,000', 'hours')],
      'In 2024 our employees were 40 % women.',
      findings,
    );
    expect(findings.get(FEMALE)).toMatchObject({ status: 'estimated', value: 25 });
    expect(findings.get(FEMALE)?.method?.description).toContain('itself an estimate');
  });

  it('keeps a stated average over the estimate', () => {
    const findings = prefill(
      [
        metric('Training hours, women', '3,900', undefined),
        metric('Average training hours, women', '44', 'h'),
      ],
      HEADCOUNT,
    );
    expect(findings.get(FEMALE)).toMatchObject({ status: 'found', value: 44 });
  });

  it('counter-examples: another year’s total, no headcount by gender, a total for everyone', () => {
    const lastYear = prefill([metric('Training hours, women', '3,900', undefined, 2023)], HEADCOUNT);
    expect(lastYear.get(FEMALE)?.status ?? 'missing').toBe('missing');
    const noHeadcount = prefill(
      [metric('Training hours, women', '3,900', undefined)],
      'We train every employee.',
    );
    expect(noHeadcount.get(FEMALE)?.status ?? 'missing').toBe('missing');
    // A total over everyone answers neither gender: the note gives the average over all employees.
    const everyone = prefill(
      [metric('Employees', '225', 'employees'), metric('Training hours', '6,750', 'hours')],
      'We train every employee.',
    );
    expect(everyone.get(FEMALE)).toMatchObject({ status: 'missing', value: null });
    expect(everyone.get(MALE)?.note).toContain(
      "6,750 training hours ('Training hours') ÷ 225 employees = 30 hours per employee in 2024, over all employees: B10 asks it by gender.",
    );
  });

  it('notes the average over everyone a sentence states, not a division of ours', () => {
    const sentence = 'In 2024 our people completed 6,480 hours of training, about 21 hours each.';
    const said = (name: string, value: string, unit: string): Metric => ({
      ...metric(name, value, unit),
      sources: [{ ...SOURCE, quote: sentence }],
    });
    const findings = prefill(
      [
        metric('Employees', '225', 'employees'),
        said('Training hours', '6,480 hours', 'hours'),
        said('Training hours per employee', 'about 21 hours per employee', 'hours per employee'),
      ],
      'We train every employee.',
    );
    expect(findings.get(FEMALE)).toMatchObject({ status: 'missing', value: null });
    expect(findings.get(FEMALE)?.note).toContain(
      'Stated for all employees, not by gender: 2024: about 21 hours per employee',
    );
    expect(findings.get(FEMALE)?.note).not.toContain('÷');
  });
});

describe('B10 average training hours by gender stated in a sentence', () => {
  it('finds each gender’s average the sentence reader named, quoting the sentence', () => {
    const sentence = 'In 2024 women received an average of 27 hours of training and men 23 hours.';
    const said = (name: string, value: string): Metric => ({
      ...metric(name, value, 'hours per employee'),
      sources: [{ ...SOURCE, quote: sentence }],
    });
    const findings = prefill(
      [
        said('Training hours per employee (women)', '27 hours per employee'),
        said('Training hours per employee (men)', '23 hours per employee'),
      ],
      'We train every employee.',
    );
    expect(findings.get(FEMALE)).toMatchObject({
      status: 'found',
      value: 27,
      periodYear: 2024,
      sources: [{ quote: sentence }],
    });
    expect(findings.get(MALE)).toMatchObject({ status: 'found', value: 23 });
  });
});
