import { describe, expect, it } from 'vitest';
import { metricSeries } from './metric-series';

const metric = (name: string, year: number, value: string, category = 'Emissions') => ({
  name,
  year,
  value,
  category,
});

describe('metricSeries', () => {
  it('shows the latest year of each indicator with the year before it', () => {
    const series = metricSeries([
      metric('Scope 1 emissions', 2023, '4,800 tCO2e'),
      metric('Scope 1 emissions', 2025, '4,210 tCO2e'),
      metric('Energy use', 2025, '28.7 GWh', 'Energy'),
      metric('Scope 1 emissions', 2024, '4,500 tCO2e'),
    ]);
    expect(
      series.map((s) => [s.latest.name, s.latest.value, s.previous?.value, s.years.map((m) => m.year)]),
    ).toEqual([
      ['Scope 1 emissions', '4,210 tCO2e', '4,500 tCO2e', [2025, 2024, 2023]],
      ['Energy use', '28.7 GWh', undefined, [2025]],
    ]);
  });

  it('keeps indicators of the same name in different categories apart, and a repeated year once', () => {
    const series = metricSeries([
      metric('Intensity', 2025, '0.9 l/kg', 'Water'),
      metric('Intensity', 2025, '12 tCO2e/EUR million', 'Emissions'),
      metric('intensity ', 2025, '0.8 l/kg', 'water'),
    ]);
    expect(series.map((s) => [s.latest.category, s.latest.value, s.years.length])).toEqual([
      ['Water', '0.9 l/kg', 1],
      ['Emissions', '12 tCO2e/EUR million', 1],
    ]);
  });
});
