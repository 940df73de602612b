import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { reportedMetricsFromDocuments } from '../../assessment/knowledge-sections/document-metrics.js';
import { found, type Findings } from './finding.js';
import { contractMetricFindings } from './headcount-rows.js';
import { metricFindings } from './metrics.js';

/**
 * Key-figures tables of the workforce whose rows stay in the report's language: contract types under a
 * corner cell that names the employees (B8), and training hours by gender under a corner cell or a
 * title printed above a table whose corner is empty (B10). Fictional companies and figures.
 */
const document = (lang: string, html: string) =>
  readHtmlDocument(
    `<html lang="${lang}"><head><title>Report</title></head><body><main><h1>Persone</h1>${html}</main></body></html>`,
    {
      url: `https://www.corvello-ceramiche.test/${lang}/report`,
    },
  );

const table = (corner: string, rows: readonly (readonly string[])[]) =>
  `<table><tr><th>${corner}</th><th>2025</th><th>2024</th></tr>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`;

function prefill(lang: string, html: string, headcount?: number): Findings {
  const metrics = reportedMetricsFromDocuments([document(lang, html)], undefined, '2026-11-20');
  const findings: Findings = new Map();
  if (headcount !== undefined)
    findings.set(
      'NumberOfEmployees',
      found('NumberOfEmployees', headcount, {
        unit: 'headcount',
        sources: [],
        periodYear: 2025,
        method: { kind: 'company-fact', description: 'Headcount stated for 2025' },
      }),
    );
  metricFindings(metrics, 2025, findings);
  contractMetricFindings(metrics, 2025, findings);
  return findings;
}

const PERMANENT = 'NumberOfPermanentContractEmployees';
const TEMPORARY = 'NumberOfTemporaryContractEmployees';
const FEMALE = 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee';
const MALE = 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee';
const value = (findings: Findings, id: string) =>
  findings.get(id)?.status === 'found' ? findings.get(id)?.value : undefined;

describe('B8 employees by type of contract from a table whose corner names the employees', () => {
  it.each([
    [
      'it',
      'Dipendenti al 31 dicembre',
      [
        ['Contratto a tempo indeterminato', '212', '205'],
        ['Contratto a tempo determinato', '18', '21'],
        ['Totale', '230', '226'],
      ],
    ],
    [
      'fr',
      'Salariés au 31 décembre',
      [
        ['CDI', '212', '205'],
        ['CDD', '18', '21'],
        ['Total', '230', '226'],
      ],
    ],
    [
      'de',
      'Beschäftigte zum 31.12.',
      [
        ['Unbefristet', '212', '205'],
        ['Befristet', '18', '21'],
      ],
    ],
    [
      'nl',
      'Medewerkers per 31 december',
      [
        ['Vast contract', '212', '205'],
        ['Tijdelijk contract', '18', '21'],
      ],
    ],
    [
      'es',
      'Empleados a 31 de diciembre',
      [
        ['Indefinido', '212', '205'],
        ['Temporal', '18', '21'],
      ],
    ],
  ] as const)('%s: reads both types of the period (%s)', (lang, corner, rows) => {
    const findings = prefill(lang, table(corner, rows), 230);
    expect(findings.get(PERMANENT)).toMatchObject({ status: 'found', value: 212, unit: 'headcount' });
    expect(findings.get(TEMPORARY)).toMatchObject({ status: 'found', value: 18, periodYear: 2025 });
    expect(findings.get(PERMANENT)?.sources).toHaveLength(2);
  });

  it.each([
    // The contracts of suppliers, not of employees.
    [
      'it',
      table('Contratti con i fornitori', [
        ['Contratto a tempo indeterminato', '42', '40'],
        ['Contratto a tempo determinato', '9', '7'],
      ]),
    ],
    // Agency workers are no employees: only one type of the employees' contracts is stated.
    [
      'en',
      table('Employees at 31 December', [
        ['Permanent contracts', '212', '205'],
        ['Temporary agency workers', '18', '21'],
      ]),
    ],
    // Shares, not counts.
    [
      'fr',
      table('Salariés au 31 décembre (%)', [
        ['CDI', '92', '90'],
        ['CDD', '8', '10'],
      ]),
    ],
    // Full-time equivalents are no headcount.
    [
      'de',
      table('Beschäftigte (VZÄ)', [
        ['Unbefristet', '204', '199'],
        ['Befristet', '15', '18'],
      ]),
    ],
    // New hires by contract are no headcount.
    [
      'es',
      table('Contrataciones de empleados', [
        ['Indefinido', '21', '19'],
        ['Temporal', '30', '28'],
      ]),
    ],
  ] as const)('%s: reads nothing from a near miss (%#)', (lang, html) => {
    const findings = prefill(lang, html, 230);
    expect(findings.get(PERMANENT)?.status).not.toBe('found');
    expect(findings.get(TEMPORARY)?.status).not.toBe('found');
  });

  it('reads nothing when the two types count more than the headcount', () => {
    const html = table('Salariés au 31 décembre', [
      ['CDI', '212', '205'],
      ['CDD', '18', '21'],
    ]);
    expect(prefill('fr', html, 200).get(PERMANENT)).toBeUndefined();
  });
});

const genderRows = [
  ['Uomini', '14,2', '12,0'],
  ['Donne', '16,1', '13,5'],
] as const;
const emptyCorner = (rows: readonly (readonly string[])[]) =>
  `<table><tr><td></td><td>2025</td><td>2024</td></tr>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`;

describe('B10 training hours by gender from a table titled by its measure', () => {
  it.each([
    ['it', 'corner cell', table('Ore medie di formazione', genderRows)],
    ['it', 'heading above an empty corner', `<h2>Ore medie di formazione</h2>${emptyCorner(genderRows)}`],
    ['it', 'paragraph above an empty corner', `<p>Ore medie di formazione</p>${emptyCorner(genderRows)}`],
    [
      'it',
      'caption',
      `<table><caption>Ore medie di formazione per dipendente</caption><tr><td></td><td>2025</td><td>2024</td></tr><tr><td>Uomini</td><td>14,2</td><td>12,0</td></tr><tr><td>Donne</td><td>16,1</td><td>13,5</td></tr></table>`,
    ],
    [
      'fr',
      'corner cell',
      table('Heures moyennes de formation par salarié', [
        ['Hommes', '14,2', '12,0'],
        ['Femmes', '16,1', '13,5'],
      ]),
    ],
    [
      'en',
      'heading above an empty corner',
      `<h3>Average training hours</h3>${emptyCorner([
        ['Men', '14.2', '12.0'],
        ['Women', '16.1', '13.5'],
      ])}`,
    ],
  ] as const)('%s: reads the average of each gender (%s)', (lang, _layout, html) => {
    const findings = prefill(lang, html);
    expect(value(findings, FEMALE)).toBe(16.1);
    expect(value(findings, MALE)).toBe(14.2);
  });

  it.each([
    // Total hours of training, no average.
    ['it', table('Ore di formazione erogate', genderRows)],
    // A sentence above is prose, not the table's title.
    [
      'en',
      `<p>The table shows the average hours of training.</p>${emptyCorner([
        ['Men', '14.2', '12.0'],
        ['Women', '16.1', '13.5'],
      ])}`,
    ],
    // A title of another measure: the women's share of the workforce.
    ['it', `<h2>Presenza femminile (%)</h2>${emptyCorner(genderRows)}`],
  ] as const)('%s: reads nothing from a near miss (%#)', (lang, html) => {
    const findings = prefill(lang, html);
    expect(value(findings, FEMALE)).toBeUndefined();
    expect(value(findings, MALE)).toBeUndefined();
  });
});
