import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { found, type Findings } from './finding.js';
import { workforceStatementFindings } from './workforce-statements.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const page = (...lines: string[]) =>
  ({
    url: 'https://brennholt-armaturen.example/bericht',
    title: 'Über uns',
    content: lines.join('\n'),
  }) as Page;
const cite = (from: Page, sentence: string): Source => ({
  kind: 'web-page',
  url: from.url ?? 'https://brennholt-armaturen.example/bericht',
  title: 'Über uns',
  retrievedAt: '2026-11-26',
  quote: sentence,
});

function read(...lines: string[]): Findings {
  const findings: Findings = new Map();
  workforceStatementFindings([page(...lines)], 2024, cite, findings);
  return findings;
}
const value = (findings: Findings, id: string) =>
  findings.get(id)?.status === 'found' ? findings.get(id)?.value : undefined;

const FEMALE = 'NumberOfFemaleEmployees';
const MALE = 'NumberOfMaleEmployees';
const PERMANENT = 'NumberOfPermanentContractEmployees';
const TEMPORARY = 'NumberOfTemporaryContractEmployees';
const ACCIDENTS = 'NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod';
const TRAINING_F = 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee';
const TRAINING_M = 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee';

describe('B8 employees by gender from a sentence of the period', () => {
  it.each([
    'Ende 2024 beschäftigte Brennholt 1.240 Menschen, davon 232 Frauen und 1.008 Männer.',
    'At the end of 2024 our team counted 1,240 people: 232 women and 1,008 men.',
    'Fin 2024, Maison Velarde comptait 1 240 salariés, dont 232 femmes et 1 008 hommes.',
    'Alla fine del 2024 Officine Stradella contava 1.240 dipendenti, di cui 232 donne e 1.008 uomini.',
  ])('%s', (sentence) => {
    const findings = read(sentence);
    expect(value(findings, FEMALE)).toBe(232);
    expect(value(findings, MALE)).toBe(1008);
    expect(findings.get(FEMALE)?.sources[0]?.quote).toBe(sentence);
  });

  it('counter-examples: another year, a share of women, an industry figure', () => {
    const other = read('Ende 2023 beschäftigten wir 1.190 Menschen, davon 220 Frauen und 970 Männer.');
    expect(other.get(FEMALE)).toMatchObject({ status: 'missing' });
    expect(other.get(FEMALE)?.note).toContain('for 2023');

    const share = read(
      '2024 beschäftigten wir 1.240 Menschen, davon 19 % Frauen.',
      'Frauenanteil 2024: 19 %',
    );
    expect(share.get(FEMALE)).toMatchObject({ status: 'missing' });
    expect(share.get(FEMALE)?.note).toContain('Only a share of women');
    expect(share.get(MALE)?.status).toBe('missing');

    expect(
      read('In 2024 our academy trained 40 women and 60 men from partner firms.').get(FEMALE),
    ).toBeUndefined();
    expect(
      read('Im Jahr 2024 kamen 40 Frauen und 60 Männer zum Tag der offenen Tür.').get(FEMALE),
    ).toBeUndefined();

    const industry = read('In 2024 the industry employed 232,000 women and 1,008,000 men.');
    expect(industry.get(FEMALE)).toBeUndefined();
  });
});

describe('B8 employees by gender from a share of women and the headcount, as a pending estimate', () => {
  const headcountSource = cite(page(), 'Brennholt employed 1,240 people at the end of 2024.');
  /** The prefill's findings after the company facts: the headcount of `year`, stated. */
  function withHeadcount(year: number, ...lines: string[]): Findings {
    const findings: Findings = new Map([
      [
        'NumberOfEmployees',
        found('NumberOfEmployees', 1240, {
          unit: 'headcount',
          sources: [headcountSource],
          periodYear: year,
          method: { kind: 'company-fact', description: 'Headcount stated for 2024' },
        }),
      ],
    ]);
    workforceStatementFindings([page(...lines)], 2024, cite, findings);
    return findings;
  }

  it.each([
    '2024 beschäftigten wir 1.240 Menschen, davon 19 % Frauen.',
    'In 2024, 19 % women made up our workforce of 1,240 employees.',
    'Frauenanteil 2024 an unseren Mitarbeitenden: 19 %',
  ])('%s', (sentence) => {
    const findings = withHeadcount(2024, sentence);
    expect(findings.get(FEMALE)).toMatchObject({ status: 'estimated', value: 236, review: 'pending' });
    expect(findings.get(MALE)).toMatchObject({ status: 'estimated', value: 1004, review: 'pending' });
    const method = findings.get(FEMALE)?.method;
    expect(method?.kind).toBe('estimate');
    expect(method?.description).toContain('19 % women');
    expect(method?.description).toContain('assumes no employee of another or an unreported gender');
    expect(findings.get(MALE)?.sources.map((source) => source.quote)).toEqual([
      sentence,
      headcountSource.quote,
    ]);
  });

  it('counter-examples: a share of management or of new hires, another year, a headcount of another year', () => {
    for (const sentence of [
      '2024 lag der Frauenanteil unserer Mitarbeitenden in Führungspositionen bei 24 %.',
      'In 2024, 40 % women were among the employees we hired.',
      '2023 beschäftigten wir 1.190 Menschen, davon 18 % Frauen.',
    ]) {
      const findings = withHeadcount(2024, sentence);
      expect(findings.get(FEMALE)?.status, sentence).toBe('missing');
      expect(findings.get(FEMALE)?.note, sentence).toContain('Only a share of women');
    }
    const oldHeadcount = withHeadcount(2023, '2024 beschäftigten wir 1.240 Menschen, davon 19 % Frauen.');
    expect(oldHeadcount.get(MALE)?.status).toBe('missing');
    // Counts stated in words beat a computation of ours.
    const stated = withHeadcount(
      2024,
      'Ende 2024 beschäftigte Brennholt 1.240 Menschen, davon 232 Frauen und 1.008 Männer.',
      '2024 beschäftigten wir 1.240 Menschen, davon 19 % Frauen.',
    );
    expect(stated.get(FEMALE)).toMatchObject({ status: 'found', value: 232 });
  });
});

describe('B8 employees by type of contract', () => {
  it.each([
    'Von unseren 1.240 Beschäftigten waren 2024 1.180 unbefristet und 60 befristet angestellt.',
    'Contracts in 2024: permanent 1,180 / temporary 60.',
    'En 2024, nous comptions 1 180 CDI et 60 CDD.',
    'Nel 2024 i contratti erano 1.180 a tempo indeterminato e 60 a tempo determinato.',
  ])('%s', (sentence) => {
    const findings = read(sentence);
    expect(value(findings, PERMANENT)).toBe(1180);
    expect(value(findings, TEMPORARY)).toBe(60);
  });

  it('counter-examples: a target and a sentence without a year on an undated page', () => {
    expect(
      read('Unser Ziel für 2024: 1.200 unbefristet und 40 befristet Beschäftigte.').get(PERMANENT),
    ).toBeUndefined();
    const undated = read('We employ 1,180 people on permanent contracts and 60 on temporary contracts.');
    expect(undated.get(PERMANENT)).toMatchObject({ status: 'missing' });
    expect(undated.get(PERMANENT)?.note).toContain('without a year');
  });
});

describe('B9 recordable work-related accidents', () => {
  it.each([
    '2024 gab es 11 meldepflichtige Arbeitsunfälle.',
    'In 2024 we recorded 11 recordable injuries.',
    'En 2024, nous avons déploré 11 accidents du travail avec arrêt.',
    'Nel 2024 si sono verificati 11 infortuni sul lavoro.',
  ])('%s', (sentence) => {
    expect(value(read(sentence), ACCIDENTS)).toBe(11);
  });

  it('counter-examples: a rate in percent, another year, a target, a parent group', () => {
    expect(
      read('2024 sank die Quote der meldepflichtigen Arbeitsunfälle um 11 %.').get(ACCIDENTS),
    ).toBeUndefined();
    expect(read('In 2023 we had 14 recordable injuries.').get(ACCIDENTS)?.status).toBe('missing');
    expect(read('Our target for 2024 was fewer than 5 recordable injuries.').get(ACCIDENTS)).toBeUndefined();
    expect(
      read('In 2024 the Group recorded 140 recordable injuries across all companies.').get(ACCIDENTS),
    ).toBeUndefined();
  });
});

describe('B10 average training hours by gender', () => {
  it.each([
    'Weiterbildung 2024: Frauen durchschnittlich 18 Stunden, Männer 22 Stunden.',
    'In 2024 training averaged 18 hours per woman and 22 hours per man.',
    'Formation en 2024 : femmes 18 heures, hommes 22 heures en moyenne.',
    'Formazione 2024: donne 18 ore, uomini 22 ore in media.',
  ])('%s', (sentence) => {
    const findings = read(sentence);
    expect(value(findings, TRAINING_F)).toBe(18);
    expect(value(findings, TRAINING_M)).toBe(22);
  });

  it('counter-example: hours of something other than training, another year', () => {
    expect(
      read('In 2024 women worked 1,600 hours and men 1,700 hours on average.').get(TRAINING_F),
    ).toBeUndefined();
    expect(read('Training in 2023: women 16 hours, men 20 hours.').get(TRAINING_F)?.status).toBe('missing');
  });
});

describe('B9 rate of recordable work-related accidents, per 200,000 hours worked', () => {
  const RATE = 'RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod';
  it.each([
    ['2024 lag die Unfallquote bei 1,8 pro 200.000 Arbeitsstunden.', 1.8],
    ['Our recordable injury rate in 2024 was 9 per million hours worked.', 1.8],
    ["En 2024, le taux de fréquence des accidents était de 9 par million d'heures travaillées.", 1.8],
    ['Nel 2024 il tasso di infortuni è stato di 1,8 ogni 200.000 ore lavorate.', 1.8],
  ])('%s', (sentence, expected) => {
    expect(value(read(sentence), RATE)).toBe(expected);
  });

  it('counter-examples: a rate without its base, another year, a sector average', () => {
    expect(read('Our recordable injury rate in 2024 was 1.8.').get(RATE)).toBeUndefined();
    expect(read('In 2023 the accident rate was 2.1 per 200,000 hours worked.').get(RATE)?.status).toBe(
      'missing',
    );
    expect(
      read('In 2024 the industry accident rate was 3.2 per 200,000 hours worked.').get(RATE),
    ).toBeUndefined();
  });
});

describe('B8 employees by contract type: more wordings, and the total they are counted out of', () => {
  it.each([
    'Fin 2024, 212 salariés étaient en contrat à durée indéterminée et 18 en contrat à durée déterminée.',
    'En 2024, la plantilla estaba formada por 212 empleados con contrato indefinido y 18 con contrato temporal.',
  ])('%s', (sentence) => {
    const findings = read(sentence);
    expect(value(findings, PERMANENT)).toBe(212);
    expect(value(findings, TEMPORARY)).toBe(18);
  });

  it('counter-example: the total of ‘212 of our 230 employees’ is not the permanent staff', () => {
    const findings = read(
      'At year-end 2024, 212 of our 230 employees held permanent contracts and 18 were on fixed-term contracts.',
    );
    expect(value(findings, PERMANENT)).toBeUndefined();
  });
});

describe('B10 average training hours by gender, the hours named before the figures', () => {
  it.each([
    'Average training hours in 2024: women 21.4, men 18.9.',
    'Durchschnittliche Weiterbildungsstunden 2024: Frauen 21,4, Männer 18,9.',
    'En 2024, les salariés ont suivi en moyenne 21,4 heures de formation pour les femmes et 18,9 pour les hommes.',
    'Horas medias de formación en 2024: mujeres 21,4, hombres 18,9.',
    'Ore medie di formazione nel 2024: donne 21,4, uomini 18,9.',
  ])('%s', (sentence) => {
    const findings = read(sentence);
    expect(value(findings, TRAINING_F)).toBe(21.4);
    expect(value(findings, TRAINING_M)).toBe(18.9);
    expect(findings.get(TRAINING_F)?.sources[0]?.quote).toBe(sentence);
  });

  it('counter-examples: totals of hours, shares of women trained, and averages read as headcounts', () => {
    // Totals, with no word for an average: not hours per employee.
    expect(read('Training hours in 2024: women 4,210, men 3,880.').get(TRAINING_F)).toBeUndefined();
    expect(
      read('Average training hours in 2024: women 38 %, men 62 % of all hours.').get(TRAINING_F),
    ).toBeUndefined();
    // An average of hours is no count of women.
    const averages = read(
      'In 2024, average training hours per employee were 21.4 for women and 18.9 for men.',
    );
    expect(value(averages, TRAINING_F)).toBe(21.4);
    expect(averages.get(FEMALE)).toBeUndefined();
  });
});
