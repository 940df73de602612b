import { describe, expect, it } from 'vitest';
import { englishName } from './metric-names.js';
import { MetricList } from './metric-list.js';

const intensity = (name: string) => ({
  name,
  category: 'Emissions',
  value: '0.0624 kg CO2e per ton-km',
  unit: 'kg CO2e per ton-km',
  year: 2025,
  label: 'Self-reported' as const,
});
const source = (quote: string) => ({
  url: 'https://www.example.test/',
  kind: 'web-page' as const,
  quote,
  retrievedAt: '2026-11-27',
});

describe('a Flemish haulier’s key-figure labels are shown under their English names', () => {
  it.each([
    ['Dieselverbruik', 'Diesel consumption'],
    ['HVO-verbruik', 'HVO consumption'],
    ['CO2-intensiteit transport', 'GHG emissions intensity'],
    ['CO2-intensiteit', 'GHG emissions intensity'],
    ['Stroomverbruik', 'Electricity consumption'],
    ['Eigen zonnestroom', 'Renewable electricity generated'],
    ['Zonnestroom op magazijndaken', 'Renewable electricity generated'],
    ['Recyclagegraad afval', 'Waste recycling or recovery rate'],
    ['Arbeidsongevallen met werkverlet (frequentiegraad)', 'Lost-time injury frequency rate (LTIFR)'],
    ['Frequentiegraad arbeidsongevallen', 'Lost-time injury frequency rate (LTIFR)'],
    ['Bio-LNG-verbruik', 'Bio-LNG consumption'],
    ['Medewerkers (koppen, 31/12)', 'Number of employees'],
    ['Omzet 2025', 'Revenue'],
    ['Opleidingsuren per chauffeur', 'Training hours per driver'],
    ['Dodelijke ongevallen', 'Fatal accidents'],
  ])('%s → %s', (label, english) => {
    expect(englishName(label)).toBe(english);
  });

  it('shows one intensity when the web page and the report label the same figure differently', () => {
    const list = new MetricList();
    list.add(intensity('CO2-intensiteit transport'), [source('CO2-intensiteit transport | 0,0624')]);
    list.add(intensity('CO2-intensiteit'), [source('CO2-intensiteit | 0,0624')]);
    expect(list.metrics.map((metric) => metric.name)).toEqual(['GHG emissions intensity']);
  });
});
