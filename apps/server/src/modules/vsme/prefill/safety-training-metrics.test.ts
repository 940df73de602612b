import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { reportedMetricsFromDocuments } from '../../assessment/knowledge-sections/document-metrics.js';
import type { Findings } from './finding.js';
import { metricFindings, trainingHoursNotes } from './metrics.js';

/**
 * B9 and B10 from a key-figures table: the rows are read by the evidence engine's table extraction,
 * stored as reported metrics, and the prefill answers the datapoints from the period's column with
 * the row as the quote. Fictional companies and figures.
 */
const keyFigures = (lang: string, rows: readonly (readonly [string, string, string])[]) =>
  readHtmlDocument(
    `<html lang="${lang}"><head><title>Kennzahlen</title></head><body><main><h1>Facts and figures</h1>
    <table><tr><th>Indicator</th><th>2023</th><th>2024</th></tr>
    ${rows.map(([label, earlier, later]) => `<tr><td>${label}</td><td>${earlier}</td><td>${later}</td></tr>`).join('')}
    </table></main></body></html>`,
    { url: `https://www.harbour-mills.test/${lang}/figures` },
  );

function prefill(lang: string, rows: readonly (readonly [string, string, string])[]): Findings {
  const metrics = reportedMetricsFromDocuments([keyFigures(lang, rows)], undefined, '2026-11-20');
  const findings: Findings = new Map();
  metricFindings(metrics, 2024, findings);
  trainingHoursNotes(metrics, 2024, findings);
  return findings;
}

const ACCIDENTS = 'NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod';
const FATALITIES = 'NumberOfFatalitiesAsAResultOfWorkRelatedInjuriesAndWorkRelatedIllHealth';
const RATE = 'RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod';
const FEMALE = 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee';
const MALE = 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee';

describe('B9 and B10 from key-figure table rows', () => {
  it('reads a rate named only by its country’s word and its unit per million hours worked', () => {
    const spanish = prefill('es', [
      ['Índice de siniestralidad (por millón de horas trabajadas)', '6,5', '5,0'],
    ]);
    expect(spanish.get(RATE)).toMatchObject({ status: 'found', value: 1, unit: 'per 200,000 hours worked' });
    const french = prefill('fr', [["TF1 (par million d'heures travaillées)", '9,0', '7,5']]);
    expect(french.get(RATE)).toMatchObject({ status: 'found', value: 1.5 });
  });

  it('finds accidents, fatalities, the rate per 200,000 hours and training hours by gender, quoting the row', () => {
    const findings = prefill('en', [
      ['Recordable work-related injuries', '11', '5'],
      ['Work-related fatalities', '1', '0'],
      ['TRIR (per 200,000 hours worked)', '2.3', '1.1'],
      ['Average training hours, women', '12.5', '15'],
      ['Average training hours, men', '10', '13.5'],
    ]);
    expect(findings.get(ACCIDENTS)).toMatchObject({
      status: 'found',
      value: 5,
      unit: 'count',
      periodYear: 2024,
      sources: [{ quote: 'Recordable work-related injuries | 11 | 5' }],
    });
    expect(findings.get(FATALITIES)).toMatchObject({ status: 'found', value: 0 });
    expect(findings.get(RATE)).toMatchObject({
      status: 'found',
      value: 1.1,
      unit: 'per 200,000 hours worked',
      sources: [{ quote: 'TRIR (per 200,000 hours worked) | 2.3 | 1.1' }],
    });
    expect(findings.get(FEMALE)).toMatchObject({ status: 'found', value: 15, unit: 'hours' });
    expect(findings.get(MALE)).toMatchObject({
      status: 'found',
      value: 13.5,
      sources: [{ quote: 'Average training hours, men | 10 | 13.5' }],
    });
  });

  it.each([
    [
      'de',
      [
        ['Meldepflichtige Arbeitsunfälle', '9', '4'],
        ['Todesfälle', '0', '0'],
        ['Unfallquote (je 1 Mio. Arbeitsstunden)', '7,5', '6,0'],
        ['Weiterbildungsstunden Frauen (Durchschnitt)', '14', '16,5'],
      ],
    ],
    [
      'fr',
      [
        ['Nombre d’accidents du travail', '9', '4'],
        ['Décès', '0', '0'],
        ['Taux de fréquence (par million d’heures travaillées)', '7,5', '6,0'],
        ['Heures de formation par femme', '14', '16,5'],
      ],
    ],
    [
      'it',
      [
        ['Numero di infortuni', '9', '4'],
        ['Infortuni mortali', '0', '0'],
        ['Indice di frequenza infortuni (per milione di ore lavorate)', '7,5', '6,0'],
        ['Ore medie di formazione donne', '14', '16,5'],
      ],
    ],
    [
      'es',
      [
        ['Número de accidentes laborales', '9', '4'],
        ['Accidentes mortales', '0', '0'],
        ['Índice de frecuencia (por millón de horas trabajadas)', '7,5', '6,0'],
        ['Horas de formación por mujer', '14', '16,5'],
      ],
    ],
    [
      'nl',
      [
        ['Aantal arbeidsongevallen', '9', '4'],
        ['Dodelijke ongevallen', '0', '0'],
        ['Ongevalsfrequentie (per miljoen gewerkte uren)', '7,5', '6,0'],
        ['Opleidingsuren per vrouw', '14', '16,5'],
      ],
    ],
  ] as const)('reads the rows in %s, a rate per million hours divided by five', (lang, rows) => {
    const findings = prefill(lang, rows);
    expect(findings.get(ACCIDENTS)).toMatchObject({ status: 'found', value: 4 });
    expect(findings.get(ACCIDENTS)?.sources[0]?.quote).toContain(rows[0][0]);
    expect(findings.get(FATALITIES)).toMatchObject({ status: 'found', value: 0 });
    expect(findings.get(RATE)).toMatchObject({ status: 'found', value: 1.2 });
    expect(findings.get(FEMALE)).toMatchObject({ status: 'found', value: 16.5 });
  });

  it('prefers recordable accidents and rates to lost-time ones, and reads lost-time ones when alone', () => {
    const both = prefill('en', [
      ['Lost-time injuries', '3', '2'],
      ['Recordable work-related injuries', '8', '6'],
      ['LTIFR (per million hours worked)', '4', '3'],
      ['TRIR (per 200,000 hours worked)', '2.1', '1.9'],
    ]);
    expect(both.get(ACCIDENTS)).toMatchObject({ status: 'found', value: 6 });
    expect(both.get(RATE)).toMatchObject({ status: 'found', value: 1.9 });
    const alone = prefill('fr', [['Accidents du travail avec arrêt', '3', '2']]);
    expect(alone.get(ACCIDENTS)).toMatchObject({ status: 'found', value: 2 });
  });

  it.each([
    ['de', 'Schulungsstunden pro Mitarbeiterin'],
    ['fr', 'Heures de formation par collaboratrice'],
    ['es', 'Horas de formación por trabajadora'],
    ['es', 'Horas medias de formación de empleadas'],
    ['nl', 'Opleidingsuren per medewerkster'],
  ] as const)(
    'reads a female employee noun (%s ‘%s’) as women’s training, beside the generic noun’s row',
    (lang, female) => {
      const findings = prefill(lang, [
        [`${female} (h)`, '14', '16,5'],
        ['Schulungsstunden pro Mitarbeitenden (h)', '12', '13'],
      ]);
      expect(findings.get(FEMALE)).toMatchObject({ status: 'found', value: 16.5 });
      expect(findings.get(FEMALE)?.sources[0]?.quote).toContain(female);
      expect(findings.get(MALE)?.note).toContain('not by gender');
    },
  );

  it('reads ‘Recordable work accidents’ as the count, not a rate of them', () => {
    const findings = prefill('en', [['Recordable work accidents', '5', '3']]);
    expect(findings.get(ACCIDENTS)).toMatchObject({ status: 'found', value: 3 });
    const rate = prefill('en', [['Recordable work accidents per 100 employees', '4.2', '2.4']]);
    expect(rate.get(ACCIDENTS)).toBeUndefined();
  });

  it('reads the gender-inclusive ‘pro Mitarbeiter*in’ as every employee’s average, not women’s', () => {
    const findings = prefill('de', [['Schulungsstunden pro Mitarbeiter*in (h)', '12', '13']]);
    expect(findings.get(FEMALE)).toMatchObject({ status: 'missing' });
    expect(findings.get(FEMALE)?.note).toContain('Stated for all employees, not by gender: 2024: 13');
  });

  it('counter-examples: a rate without its base, a total of hours, another year only, a share', () => {
    const findings = prefill('en', [
      ['Accident rate', '2.4', '1.8'],
      ['Training hours, women', '3,400', '3,900'],
      ['Training hours per employee', '11', '12'],
      ['Work-related fatalities', '1', ''],
    ]);
    expect(findings.get(RATE)).toMatchObject({ status: 'missing', value: null });
    expect(findings.get(RATE)?.note).toContain('without the hours it is per');
    expect(findings.get(RATE)?.note).toContain('2024: 1.8');
    // A total for women is not an average per woman; the all-employee average is a note for both.
    expect(findings.get(FEMALE)).toMatchObject({ status: 'missing' });
    expect(findings.get(FEMALE)?.note).toContain('Stated for all employees, not by gender: 2024: 12');
    expect(findings.get(MALE)?.note).toContain('not by gender');
    expect(findings.get(FATALITIES)).toMatchObject({ status: 'missing' });
    expect(findings.get(FATALITIES)?.note).toContain('Not stated for 2024. 2023: 1');
  });
});
