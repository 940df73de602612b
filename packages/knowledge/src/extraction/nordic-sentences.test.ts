import { describe, expect, it } from 'vitest';
import { extractMetrics } from './index.js';

/** Fictional companies' pages in Danish, Swedish and Norwegian, read as the other languages' sentences are. */
const read = (language: string, ...lines: string[]) =>
  extractMetrics(lines.join('\n'), 'https://www.example-tegl.test/baeredygtighed', {
    retrievedAt: '2026-11-27',
    language,
  }).map((metric) => [metric.category, metric.name, metric.value, metric.year]);

describe('Danish sentences', () => {
  it('reads waste, packaging, energy, renewables and collective agreements under the report year', () => {
    expect(
      read(
        'da',
        'Nøgletal 2025',
        'Farligt affald udgjorde 148 ton.',
        'Vi markedsførte 2.340 ton emballage i EU i 2025, heraf 1.610 ton pap og 730 ton plast.',
        'Det samlede energiforbrug var 64.200 MWh, hvoraf 47 % var fra vedvarende kilder.',
        'På koncernniveau er 83 % dækket af kollektive overenskomster.',
        'I 2025 havde vi 186 medarbejdere.',
      ),
    ).toEqual([
      ['Waste', 'Hazardous waste', '148 tonnes', 2025],
      ['Packaging', 'Packaging used', '2,340 tonnes', 2025],
      ['Energy', 'Energy consumption', '64,200 MWh', 2025],
      ['Energy', 'Renewable energy share', '47%', 2025],
      ['Workforce', 'Employees covered by collective agreements', '83%', 2025],
      ['Workforce', 'Number of employees', '186 employees', 2025],
    ]);
  });

  it('leaves a target out', () => {
    expect(read('da', 'Vores målsætning er at reducere energiforbruget til 40.000 MWh i 2025.')).toEqual([]);
    expect(read('da', 'Målet er 90 % vedvarende energi i 2025.')).toEqual([]);
  });
});

describe('Swedish sentences', () => {
  it('reads scope 1 emissions written with space thousands, and women in the workforce', () => {
    expect(
      read(
        'sv',
        'Utsläppen i scope 1 uppgick till 3 870 ton CO2e under 2025.',
        'Under 2025 var 34 % av våra anställda kvinnor.',
      ),
    ).toEqual([
      ['Emissions', 'Scope 1 emissions', '3,870 tCO2e', 2025],
      ['Workforce', 'Women in the workforce', '34%', 2025],
    ]);
  });

  it('leaves a target out', () => {
    expect(read('sv', 'Vårt mål är att utsläppen i scope 1 ska vara 2 000 ton CO2e 2025.')).toEqual([]);
  });
});

describe('Norwegian sentences', () => {
  it('reads energy consumption', () => {
    expect(read('no', 'Energiforbruket var 9,7 GWh i 2025.')).toEqual([
      ['Energy', 'Energy consumption', '9.7 GWh', 2025],
    ]);
  });

  it('leaves a target out', () => {
    expect(read('nb', 'Energiforbruket skal ned til 7,0 GWh innen 2030.')).toEqual([]);
  });
});

describe('a rounded Swedish headcount', () => {
  it("reads 'cirka 380 medarbetare' as an approximate figure", () => {
    expect(
      read(
        'sv',
        'Med cirka 380 medarbetare och tre sågverk omsatte koncernen 2,4 miljarder kronor under 2025.',
      ),
    ).toContainEqual(['Workforce', 'Number of employees', 'approx. 380 employees', 2025]);
  });
});
