import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeReport } from '@impact/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { saveSection } from '../clients/sections.js';
import { englishName, scopeOf } from '../assessment/knowledge-sections/metric-names.js';
import { consultantWithClient, createYearReport, metric, valueOf } from './test-support.js';

/**
 * The extractor stores a metric under the name the company wrote: in its own language, with footnote
 * marks and the date a headcount was taken. Prefill reads those names as the datapoints they answer.
 */
let t: TestApp;
/** A metric stored before metrics had units: the unit is in its value only. */
const withoutUnit = ({ unit: _unit, ...rest }: ReturnType<typeof metric>) => rest;
let report: VsmeReport;

beforeAll(async () => {
  t = await createTestApp();
  const { user, client } = await consultantWithClient(t);
  await saveSection(
    t.db,
    client.id,
    'ReportedMetrics',
    [
      metric('Scope 1-emissies', 'Emissions', '3,954 tCO2e', 'tCO2e', 2025),
      metric('Scope 2-emissies, marktgebaseerd', 'Emissions', '310 tCO2e', 'tCO2e', 2025),
      withoutUnit(
        metric('Emisiones de alcance 2, basado en la ubicación', 'Emissions', '96.7 tCO2e', 'tCO2e', 2025),
      ),
      metric('Scope 3 emissions3', 'Emissions', 'approx. 610,000 tCO2e', 'tCO2e', 2025),
      metric('Energieverbruik', 'Energy', '28,742.5 MWh', 'MWh', 2025),
      // The extractor keeps the scale word in the unit as well as in the value.
      metric('Water withdrawn', 'Water', '1.42 million m³', 'million m³', 2025),
      metric('Operational waste', 'Waste', '9,870 t', 't', 2025),
      metric('Employees (31 December)', 'Workforce', '640 employees', 'employees', 2025),
      // Not the company's total: a reduction, and a category of Scope 3.
      metric('Scope 1 emissions reduction', 'Emissions', '12 tCO2e', 'tCO2e', 2025),
    ],
    { method: 'extraction' },
  );
  report = await createYearReport(t, user, client.documentId, 2025);
});
afterAll(() => t.close());

describe('prefill reads metric names in the company’s language', () => {
  it('finds Scope 1, 2 and 3 named in Dutch, Spanish and with a footnote mark, the unit in the value', () => {
    expect(valueOf(report, 'GrossScope1GreenhouseGasEmissions')).toMatchObject({
      status: 'found',
      value: 3954,
    });
    expect(valueOf(report, 'GrossMarketBasedScope2GreenhouseGasEmissions')).toMatchObject({
      status: 'found',
      value: 310,
    });
    expect(valueOf(report, 'GrossLocationBasedScope2GreenhouseGasEmissions')).toMatchObject({
      status: 'found',
      value: 96.7,
    });
    expect(valueOf(report, 'GrossScope3GreenhouseGasEmissions')).toMatchObject({
      status: 'found',
      value: 610_000,
    });
  });

  it('finds energy, water (its unit with a scale word), waste and the headcount under the names companies give them', () => {
    expect(valueOf(report, 'TotalEnergyConsumption')).toMatchObject({ status: 'found', value: 28_742.5 });
    expect(valueOf(report, 'TotalAmountOfWaterWithdrawnFromAllSites')).toMatchObject({
      status: 'found',
      value: 1_420_000,
      unit: 'm3',
    });
    expect(valueOf(report, 'TotalWasteGeneratedMass')).toMatchObject({ status: 'found', value: 9870 });
    expect(valueOf(report, 'NumberOfEmployees')).toMatchObject({ status: 'found', value: 640 });
  });

  it('reads a name that says more than the scope as no scope', () => {
    expect(scopeOf('Scope 1 emissions reduction')).toBeUndefined();
    expect(scopeOf('Scope 3: business travel')).toBeUndefined();
    expect(scopeOf('Alcance 3: viajes de negocio')).toBeUndefined();
    expect(scopeOf('Scope 2 emissions')).toBe('scope 2');
    expect(scopeOf('Scope 1 and 2 emissions (location-based)')).toBe('scope 1&2 location');
  });

  it('names solar electricity generated in English, whatever language the table is in', () => {
    for (const name of [
      'Energia elettrica autoprodotta da fotovoltaico',
      'Erzeugter PV-Strom',
      'Électricité photovoltaïque produite',
      'Opgewekte zonnestroom',
    ])
      expect(englishName(name)).toBe('Renewable electricity generated');
    // Electricity bought leaves out what the company makes itself: named as such, not as all it used.
    expect(englishName('Energia elettrica acquistata')).toBe('Purchased electricity');
    expect(englishName('Energia fotovoltaica autoprodotta')).toBe('Renewable electricity generated');
    // Biogas the company produces is energy, not electricity: its name stays.
    expect(englishName('Renewable energy generated')).toBe('Renewable energy generated');
  });

  it('names electricity, training hours, accidents and women in English, the quote keeping the words', () => {
    const named = [
      ['Accidentes con baja', 'Lost-time accidents'],
      ['Unfälle mit Ausfalltagen', 'Lost-time accidents'],
      ['Accidents avec arrêt', 'Lost-time accidents'],
      ['Mujeres en la plantilla', 'Women in the workforce'],
      ['Frauenanteil Belegschaft', 'Women in the workforce'],
      ['Índice de frecuencia de accidentes', 'Accident frequency rate'],
      ['Mujeres en puestos directivos', 'Women in management'],
      ['Energia elettrica', 'Electricity consumption'],
      ['Stromverbrauch', 'Electricity consumption'],
      ['Consommation d’électricité', 'Electricity consumption'],
      ['Ore di formazione', 'Training hours'],
      ['Heures de formation', 'Training hours'],
      ['Donne in posizioni dirigenziali', 'Women in management'],
      ['Frauenanteil in Führungspositionen', 'Women in management'],
      ['Horas de formação', 'Training hours'],
      ['Mulheres no total de colaboradores', 'Women in the workforce'],
      ['Mulheres nos cargos de gestão', 'Women in management'],
      // A row named by the group alone is its share (or count) of the whole workforce.
      ['Mulheres', 'Women in the workforce'],
      ['Frauen', 'Women in the workforce'],
      ['Emissões de âmbito 1', 'Scope 1 emissions'],
      ['Consumo de energia', 'Energy consumption'],
      ['Consumo de água', 'Water consumption'],
      ['Resíduos', 'Waste generated'],
      ['Taxa de frequência', 'Accident frequency rate'],
      // Bought electricity, and hours per employee, are other figures.
      ['Energia elettrica acquistata', 'Purchased electricity'],
      ['Ore di formazione per dipendente', 'Training hours per employee'],
      // Dutch and English shares of women, and net sales, as annual reports name them.
      ['Aandeel vrouwen', 'Women in the workforce'],
      ['Percentage vrouwelijke medewerkers', 'Women in the workforce'],
      ['Share of women', 'Women in the workforce'],
      ['Aandeel vrouwen in het management', 'Women in management'],
      ['Proportion of women in senior management', 'Women in management'],
      ['Netto-omzet', 'Revenue'],
      ['Omzet', 'Revenue'],
      ['Umsatzerlöse', 'Revenue'],
      ['Chiffre d’affaires', 'Revenue'],
      ['Importe neto de la cifra de negocios', 'Revenue'],
      ['Net sales', 'Revenue'],
      // Leavers, and a revenue share, are other figures.
      ['Personeelsverloop', 'Employee turnover rate'],
      ['Omzet uit duurzame producten', 'Omzet uit duurzame producten'],
      // A hotel's key figures: nights, water per night, women and recycling in Italian.
      ['Pernottamenti', 'Overnight stays'],
      ['Übernachtungen', 'Overnight stays'],
      ['Acqua per pernottamento', 'Water per overnight stay'],
      ['Donne sul totale', 'Women in the workforce'],
      ['Quota di rifiuti avviati a riciclo', 'Waste recycling or recovery rate'],
    ];
    expect(named.map(([name]) => [name, englishName(name!)])).toEqual(named);
  });

  it('reads Scope 2 named by its source, energy bought, as Scope 2 with its basis', () => {
    expect(scopeOf('Emissioni indirette da energia (Scope 2, location-based)')).toBe('scope 2 location');
    expect(scopeOf('Indirect emissions from purchased electricity (Scope 2, market-based)')).toBe(
      'scope 2 market',
    );
    expect(scopeOf('Indirekte Emissionen aus eingekaufter Energie (Scope 2)')).toBe('scope 2');
    expect(scopeOf('Emissões de âmbito 2 (baseadas na localização)')).toBe('scope 2 location');
    expect(scopeOf('Scope 1 emissions from energy')).toBeUndefined();
    expect(scopeOf('Scope 2 emissions from data centres')).toBeUndefined();
  });
});
