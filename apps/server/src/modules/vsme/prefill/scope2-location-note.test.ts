import type { SectionData } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { scope2LocationNote } from './estimates.js';
import type { Findings } from './finding.js';
import { metricOn } from './fixtures/stated-metric.js';
import { metricFindings } from './metrics.js';

/** B3's location-based Scope 2: no grid factor is kept, so the note gives the stated electricity use. */
type Metric = SectionData<'ReportedMetrics'>[number];

const metric = metricOn(
  { url: 'https://ostermoor-dyes.example/figures', title: 'Key figures', retrievedAt: '2026-11-26' },
  'Energy',
  2025,
);

function prefill(...metrics: Metric[]): Findings {
  const findings: Findings = new Map();
  metricFindings(metrics, 2025, findings);
  scope2LocationNote(metrics, 2025, findings);
  return findings;
}

const SCOPE_2 = 'GrossLocationBasedScope2GreenhouseGasEmissions';

describe('location-based Scope 2 from stated electricity use', () => {
  it('is not estimated: the note gives the period’s electricity use in MWh, where it is stated', () => {
    const findings = prefill(metric('Electricity consumption', '1,240,000', 'kWh'));
    expect(findings.get(SCOPE_2)).toMatchObject({ status: 'missing', value: null, periodYear: 2025 });
    expect(findings.get(SCOPE_2)?.note).toBe(
      "Electricity used in 2025: 1,240 MWh ('Electricity consumption', stated on Key figures (https://ostermoor-dyes.example/figures)). " +
        "Location-based Scope 2 is that × the national grid's average emission factor for 2025; no grid factor checked against its publisher is kept, so it is not estimated.",
    );
  });

  it('keeps a note of another year’s Scope 2 figure and adds the electricity use to it', () => {
    const findings = prefill(
      metric('Scope 2 emissions (location-based)', '410', 'tCO2e', 2024),
      metric('Electricity', '1,300', 'MWh'),
    );
    expect(findings.get(SCOPE_2)?.note).toMatch(
      /^Not stated for 2025\. 2024: 410.*Electricity used in 2025: 1,300 MWh/,
    );
  });

  it('counter-examples: a stated Scope 2 figure, another year’s electricity, electricity in litres', () => {
    const stated = prefill(
      metric('Scope 2 emissions (location-based)', '395', 'tCO2e'),
      metric('Electricity', '1,300', 'MWh'),
    );
    expect(stated.get(SCOPE_2)).toMatchObject({ status: 'found', value: 395, note: null });
    expect(prefill(metric('Electricity', '1,300', 'MWh', 2024)).get(SCOPE_2)).toBeUndefined();
    expect(prefill(metric('Electricity', '1,300', 'litres')).get(SCOPE_2)).toBeUndefined();
  });
});
