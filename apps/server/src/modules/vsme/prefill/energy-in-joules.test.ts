import type { SectionData } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { convertToUnit } from '../units.js';
import type { Findings } from './finding.js';
import { metricOn } from './fixtures/stated-metric.js';
import { metricFindings } from './metrics.js';

/** B3's energy in MWh from a report that states it in gigajoules, as process industry often does. */
type Metric = SectionData<'ReportedMetrics'>[number];

const metric = metricOn(
  { url: 'https://tiles.example/report.pdf', title: 'Sustainability report', retrievedAt: '2026-11-28' },
  'Energy',
  2024,
);

function prefill(...metrics: Metric[]): Findings {
  const findings: Findings = new Map();
  metricFindings(metrics, 2024, findings);
  return findings;
}

describe('energy stated in GJ or TJ', () => {
  it('converts exactly: 1 MWh is 3.6 GJ', () => {
    expect(convertToUnit(3.6, 'GJ', 'MWh')).toBe(1);
    expect(convertToUnit(1_012_400, 'GJ', 'MWh')).toBe(281222.222);
    expect(convertToUnit(36, 'TJ', 'MWh')).toBe(10_000);
    expect(convertToUnit(5, 'PJ', 'MWh')).toBeUndefined();
  });

  it('prefills total energy consumption from a figure in GJ, saying it was converted', () => {
    const found = prefill(metric('Energy consumption', '1,012,400', 'GJ')).get('TotalEnergyConsumption');
    expect(found).toMatchObject({ status: 'found', value: 281222.222 });
  });

  it('leaves another year’s figure out', () => {
    expect(
      prefill(metric('Energy consumption', '980,000', 'GJ', 2023)).get('TotalEnergyConsumption')?.value,
    ).not.toBe(980_000 / 3.6);
  });
});
