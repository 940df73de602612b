import type { SectionData } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { metricFindings } from './metrics.js';
import { scope1FromParts, scope1Part } from './scope-parts.js';

type Metric = SectionData<'ReportedMetrics'>[number];

const KEY_FIGURES = 'https://films.example/key-figures';
const metric = (name: string, value: string, year = 2025, url = KEY_FIGURES): Metric => ({
  name,
  value,
  unit: 'tCO2e',
  year,
  category: 'Emissions',
  label: 'Self-reported',
  sources: [{ url, title: 'Key figures', retrievedAt: '2026-11-26' }],
});

function prefill(...metrics: Metric[]): Findings {
  const findings: Findings = new Map();
  scope1FromParts(metrics, 2025, findings);
  metricFindings(metrics, 2025, findings);
  return findings;
}
const scope1 = (findings: Findings) => findings.get('GrossScope1GreenhouseGasEmissions');

describe('B3 Scope 1 from rows by source', () => {
  it.each([
    ['Scope 1 – stationary combustion', 'stationary combustion'],
    ['Scope 1-emissies – wagenpark', 'wagenpark'],
    ['Scope 1 (Fuhrpark)', 'fuhrpark'],
    ['Scope 1 emissions', undefined],
    ['Scope 1 emissions reduction', undefined],
    ['Scope 1 and 2 (market-based)', undefined],
    ['Scope 1 intensity per tonne', undefined],
  ])('reads %s as the part %s', (name, part) => {
    expect(scope1Part(name)).toBe(part);
  });

  it('sums the rows of the period, and the sum beats a whole that is one of them', () => {
    const findings = prefill(
      metric('Scope 1 – stationary combustion', '495 tCO2e'),
      metric('Scope 1 – vehicles', '124 tCO2e'),
      metric('Scope 1 – stationary combustion', '527 tCO2e', 2024),
      metric('Scope 1 – vehicles', '128 tCO2e', 2024),
      // A sentence read as the whole that names only the first part.
      metric('Scope 1 emissions', '495 tCO2e', 2025, 'https://films.example/report.pdf'),
    );
    expect(scope1(findings)).toMatchObject({ status: 'found', value: 619, unit: 'tCO2e' });
    expect(scope1(findings)?.method?.description).toContain('= 619 tCO2e');
  });

  it('keeps a whole the company states when it differs from the parts', () => {
    const findings = prefill(
      metric('Scope 1 – stationary combustion', '495 tCO2e'),
      metric('Scope 1 – vehicles', '124 tCO2e'),
      metric('Scope 1 emissions', '700 tCO2e'),
    );
    expect(scope1(findings)).toMatchObject({ status: 'found', value: 700 });
  });

  it('does not add a single qualified row, nor rows of two pages', () => {
    expect(scope1(prefill(metric('Scope 1 (fleet and refrigerants)', '18 tCO2e')))).toBeUndefined();
    const twoPages = prefill(
      metric('Scope 1 – natural gas', '495 tCO2e'),
      metric('Scope 1 – vehicles', '124 tCO2e', 2025, 'https://films.example/report.pdf'),
    );
    expect(scope1(twoPages)).toBeUndefined();
  });
});
