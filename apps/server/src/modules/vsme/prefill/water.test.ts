import type { SectionData } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { metricFindings } from './metrics.js';
import { waterFindings } from './water.js';

type Metric = SectionData<'ReportedMetrics'>[number];

const metric = (name: string, value: string, year = 2025): Metric => ({
  name,
  value,
  unit: 'm³',
  year,
  category: 'Water',
  label: 'Self-reported',
  sources: [{ url: 'https://films.example/key-figures', title: 'Key figures', retrievedAt: '2026-11-26' }],
});

function prefill(...metrics: Metric[]): Findings {
  const findings: Findings = new Map();
  metricFindings(metrics, 2025, findings);
  waterFindings(findings, 2025);
  return findings;
}
const WITHDRAWAL = 'TotalAmountOfWaterWithdrawnFromAllSites';
const CONSUMPTION = 'TotalWaterConsumption';

describe('B6 water from the key figures', () => {
  it.each(['Water use', 'Water usage', 'Watergebruik', 'Wasserbezug', 'Water withdrawal'])(
    "reads '%s' as the water withdrawn",
    (name) => {
      expect(prefill(metric(name, '18,400 m³')).get(WITHDRAWAL)).toMatchObject({
        status: 'found',
        value: 18400,
        unit: 'm3',
      });
    },
  );

  it('does not take the same figure read again as consumption', () => {
    const findings = prefill(metric('Water use', '18,400 m³'), metric('Water consumption', '18,400 m³'));
    expect(findings.get(WITHDRAWAL)?.value).toBe(18400);
    expect(findings.get(CONSUMPTION)?.status).toBe('missing');
    expect(findings.get(CONSUMPTION)?.note).toContain('equals the withdrawal');
  });

  it('keeps a consumption that differs from the withdrawal, and a consumption alone', () => {
    const both = prefill(metric('Water withdrawal', '96,300 m³'), metric('Water consumption', '21,000 m³'));
    expect(both.get(CONSUMPTION)?.value).toBe(21000);
    const alone = prefill(metric('Water consumption', '61,200 m³'));
    expect(alone.get(CONSUMPTION)?.value).toBe(61200);
    expect(alone.get(WITHDRAWAL)?.status).toBe('missing');
    expect(alone.get(WITHDRAWAL)?.note).toContain('Only a consumption figure is stated');
  });
});
