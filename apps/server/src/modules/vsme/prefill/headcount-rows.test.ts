import type { SectionData, Source } from '@impact/contracts';
import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { documentText } from '../../assessment/documents/document-text.js';
import { found, type Findings } from './finding.js';
import { headcountRowFindings } from './headcount-rows.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const URL = 'https://www.iberlogis-transportes.example/sostenibilidad';
/** A page as the document reader writes it: each table row with its values after their headings. */
const page = (body: string): Page =>
  ({
    url: URL,
    title: 'Sustainability report',
    content: documentText(readHtmlDocument(`<html><body><main>${body}</main></body></html>`, { url: URL })),
  }) as Page;
const table = (caption: string, heading: readonly string[], rows: readonly (readonly string[])[]) =>
  `<h3>${caption}</h3><table><tr>${heading.map((cell) => `<th>${cell}</th>`).join('')}</tr>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`;
const cite = (_from: Page, quote: string): Source => ({
  kind: 'web-page',
  url: URL,
  title: 'Sustainability report',
  retrievedAt: '2026-11-26',
  quote,
});

function read(body: string, headcount?: number): Findings {
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
  headcountRowFindings([page(body)], 2025, cite, findings);
  return findings;
}

const PERMANENT = 'NumberOfPermanentContractEmployees';
const TEMPORARY = 'NumberOfTemporaryContractEmployees';
const COUNTRIES = 'NumberOfEmployeesForCountryOfEmploymentContractTable';
const value = (findings: Findings, id: string) =>
  findings.get(id)?.status === 'found' ? findings.get(id)?.value : undefined;

/** An Italian table of contract types split by gender, with or without a total column. */
const splitByGender = (withTotal: boolean) =>
  `<h3>Dipendenti per tipologia contrattuale e genere (numero, al 31.12)</h3><table><thead>
  <tr><th rowspan="2">Contratto</th><th colspan="${withTotal ? 3 : 2}">2025</th></tr>
  <tr><th>Donne</th><th>Uomini</th>${withTotal ? '<th>Totale</th>' : ''}</tr></thead><tbody>
  <tr><td>Tempo indeterminato</td><td>96</td><td>285</td>${withTotal ? '<td>381</td>' : ''}</tr>
  <tr><td>Tempo determinato</td><td>11</td><td>20</td>${withTotal ? '<td>31</td>' : ''}</tr></tbody></table>`;

describe('B8 employees by type of contract from table rows', () => {
  it.each([
    table(
      'Employees by type of contract (headcount, 31 December 2025)',
      ['Contract type', 'Employees'],
      [
        ['Permanent contracts', '212'],
        ['Temporary', '18'],
        ['Total', '230'],
      ],
    ),
    table(
      'Beschäftigte nach Vertragsart',
      ['Mitarbeitende (Köpfe)', '2025', '2024'],
      [
        ['Unbefristet', '212', '205'],
        ['Befristet', '18', '22'],
      ],
    ),
    table(
      'Effectifs au 31/12/2025 par type de contrat',
      ['Type de contrat', 'Salariés'],
      [
        ['CDI', '212'],
        ['CDD', '18'],
      ],
    ),
    table(
      'Plantilla por tipo de contrato (2025)',
      ['Contrato', 'Empleados'],
      [
        ['Contratos indefinidos', '212'],
        ['Contratos temporales', '18'],
      ],
    ),
    table(
      'Dipendenti per tipologia contrattuale al 31.12.2025',
      ['Contratto', 'Numero di dipendenti'],
      [
        ['Tempo indeterminato', '212'],
        ['Tempo determinato', '18'],
      ],
    ),
  ])('reads both types of the period, quoting each row (%#)', (body) => {
    const findings = read(body, 230);
    expect(findings.get(PERMANENT)).toMatchObject({ status: 'found', value: 212, unit: 'headcount' });
    expect(findings.get(TEMPORARY)).toMatchObject({ status: 'found', value: 18, periodYear: 2025 });
    expect(findings.get(PERMANENT)?.sources).toHaveLength(2);
    expect(findings.get(PERMANENT)?.method?.description).toContain('table rows for 2025');
  });

  it('reads the total column of rows split by gender, and nothing from rows without one', () => {
    const total = read(splitByGender(true), 412);
    expect(value(total, PERMANENT)).toBe(381);
    expect(value(total, TEMPORARY)).toBe(31);
    expect(read(splitByGender(false), 412).get(PERMANENT)).toBeUndefined();
  });

  it('only notes the rows of another year', () => {
    const findings = read(
      table(
        'Employees by type of contract',
        ['Headcount', '2024', '2023'],
        [
          ['Permanent', '205', '198'],
          ['Temporary', '22', '19'],
        ],
      ),
    );
    expect(findings.get(PERMANENT)).toMatchObject({ status: 'missing', value: null });
    expect(findings.get(PERMANENT)?.note).toContain('205 for 2024');
  });

  it.each([
    // Full-time equivalents are no headcount.
    table(
      'Employees by type of contract, 2025',
      ['Contract', 'FTE'],
      [
        ['Permanent', '204'],
        ['Temporary', '15'],
      ],
    ),
    // Shares are no headcount.
    table(
      'Employees by type of contract, 2025',
      ['Contract', 'Share of employees (%)'],
      [
        ['Permanent', '92'],
        ['Temporary', '8'],
      ],
    ),
    // Two years in the caption: the figures' year is not stated.
    table(
      'Employees by type of contract, 2024 and 2025',
      ['Contract', 'Employees'],
      [
        ['Permanent', '212'],
        ['Temporary', '18'],
      ],
    ),
    // Not employees: the contracts of customers.
    table(
      'Customer contracts signed in 2025',
      ['Type', 'Number'],
      [
        ['Permanent', '212'],
        ['Temporary', '18'],
      ],
    ),
    // One type only.
    table('Employees 2025', ['Contract', 'Employees'], [['Permanent contracts', '212']]),
  ])('reads nothing from a near miss (%#)', (body) => {
    const findings = read(body);
    expect(findings.get(PERMANENT)).toBeUndefined();
    expect(findings.get(TEMPORARY)).toBeUndefined();
  });

  it('reads nothing when the two types count more than the headcount', () => {
    const body = table(
      'Employees by type of contract (headcount, 2025)',
      ['Contract', 'Employees'],
      [
        ['Permanent', '212'],
        ['Temporary', '18'],
      ],
    );
    expect(read(body, 200).get(PERMANENT)).toBeUndefined();
  });
});

describe('B8 employees by country of their contract from table rows', () => {
  it.each([
    table(
      'Employees by country (headcount, 31 December 2025)',
      ['Country', 'Employees'],
      [
        ['Spain', '140'],
        ['Portugal', '90'],
      ],
    ),
    table(
      'Mitarbeitende nach Ländern',
      ['Land', '2025', '2024'],
      [
        ['Spanien', '140', '131'],
        ['Portugal', '90', '84'],
      ],
    ),
    table(
      'Plantilla por país a 31 de diciembre de 2025',
      ['País', 'Empleados'],
      [
        ['España', '140'],
        ['Portugal', '90'],
        ['Total', '230'],
      ],
    ),
  ])('reads every country of the period (%#)', (body) => {
    const findings = read(body, 230);
    expect(findings.get(COUNTRIES)).toMatchObject({
      status: 'found',
      periodYear: 2025,
      value: [
        { row: 'ES', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 140 } },
        { row: 'PT', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 90 } },
      ],
    });
    expect(findings.get(COUNTRIES)?.sources).toHaveLength(2);
    expect(value(findings, 'OperatesInMoreThanOneCountry')).toBe(true);
  });

  it.each([
    // Revenue, not employees.
    table(
      'Revenue by country 2025',
      ['Country', 'Revenue (EUR m)'],
      [
        ['Spain', '14.2'],
        ['Portugal', '6.8'],
      ],
    ),
    // One country: the rest may be elsewhere.
    table('Employees by country, 2025', ['Country', 'Employees'], [['Spain', '140']]),
    // Full-time equivalents.
    table(
      'Employees by country, 2025',
      ['Country', 'FTE'],
      [
        ['Spain', '131'],
        ['Portugal', '86'],
      ],
    ),
    // Another year only.
    table(
      'Employees by country, 2024',
      ['Country', 'Employees'],
      [
        ['Spain', '131'],
        ['Portugal', '84'],
      ],
    ),
  ])('reads nothing from a near miss (%#)', (body) => {
    const findings = read(body, 230);
    expect(findings.get(COUNTRIES)).toBeUndefined();
    expect(findings.get('OperatesInMoreThanOneCountry')).toBeUndefined();
  });

  it('reads the plain rows of a report’s table without a header row', () => {
    const findings: Findings = new Map();
    const report = {
      url: URL,
      title: 'Sustainability report 2025',
      content: 'Employees by country at 31.12.2025 (headcount)\nSpain | 140\nPortugal | 90\nTotal | 230',
    } as Page;
    headcountRowFindings([report], 2025, cite, findings);
    expect(findings.get(COUNTRIES)).toMatchObject({
      status: 'found',
      value: [
        { row: 'ES', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 140 } },
        { row: 'PT', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 90 } },
      ],
    });
  });

  it('reads nothing when the countries count more than the headcount', () => {
    const body = table(
      'Employees by country, 2025',
      ['Country', 'Employees'],
      [
        ['Spain', '140'],
        ['Portugal', '90'],
      ],
    );
    expect(read(body, 200).get(COUNTRIES)).toBeUndefined();
  });
});
