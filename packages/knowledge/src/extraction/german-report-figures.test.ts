import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';
import { extractMetrics } from './metrics.js';

// A fictional Swiss spice mill's report, in Swiss German as it writes it.
const URL = 'https://www.example.test/bericht';
const sentences = (...lines: string[]) =>
  extractMetrics(lines.join('\n'), URL, { retrievedAt: '2026-11-27', language: 'de' }).map(
    ({ name, value, year }) => ({ name, value, year }),
  );
const tableRows = (...cells: [string, string, string][]) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="de"><body><h2>Mitarbeitende</h2><table><tr><th>Kennzahl</th><th>2024</th><th>2025</th></tr>
        ${cells.map(([label, a, b]) => `<tr><td>${label}</td><td>${a}</td><td>${b}</td></tr>`).join('')}</table></body></html>`,
        { url: URL },
      ),
      language: 'de',
    },
    { retrievedAt: '2026-11-27' },
  ).map((metric) => [metric.name, metric.value, metric.year]);

describe('German report figures', () => {
  it('reads a scope named in a bracket with its method after a comma as that scope, not the one before', () => {
    expect(
      sentences(
        'Unsere direkten Emissionen (Scope 1) beliefen sich 2025 auf 4 120 t CO2e, die indirekten Emissionen' +
          ' aus eingekaufter Energie (Scope 2, marktbasiert) auf 1 310 t CO2e.',
      ),
    ).toEqual([
      { name: 'Scope 1 emissions', value: '4,120 tCO2e', year: 2025 },
      { name: 'Scope 2 emissions (market-based)', value: '1,310 tCO2e', year: 2025 },
    ]);
  });

  it("leaves out an industry's average ('in der Schweizer Nahrungsmittelindustrie lag … bei 12 %')", () => {
    expect(
      sentences(
        'Zum Vergleich: In der Schweizer Nahrungsmittelindustrie lag die Fluktuation 2024 im Durchschnitt bei 12 %.',
      ),
    ).toEqual([]);
  });

  it("reads tonnes written as a bare 't' at the end of a clause", () => {
    expect(
      sentences(
        'Das Abfallaufkommen betrug 2025 3 240 t, davon wurde der grösste Teil verwertet.',
        '2025 fielen 95 t gefährliche Abfälle an.',
      ),
    ).toEqual([
      { name: 'Waste generated', value: '3,240 tonnes', year: 2025 },
      { name: 'Hazardous waste', value: '95 tonnes', year: 2025 },
    ]);
  });

  it('reads rows of work accidents and of staff turnover named by compound words', () => {
    expect(tableRows(['Berufsunfälle', '23', '19'], ['Fluktuationsrate (%)', '9,8', '8,7'])).toEqual([
      ['Berufsunfälle', '23', 2024],
      ['Berufsunfälle', '19', 2025],
      ['Fluktuationsrate', '9.8%', 2024],
      ['Fluktuationsrate', '8.7%', 2025],
    ]);
  });
});
