import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { assertValid } from '../test-fixtures.js';
import { computeReportedMetrics } from './index.js';
import { SITE, stepInput } from './test-fixtures.js';

/**
 * A fictional German machine builder's key figures, each row's unit after 'in' or in square brackets:
 * the consultant reads every metric under its English name, with its unit.
 */
const KEY_FIGURES = readHtmlDocument(
  `<html lang="de"><head><title>Kennzahlen</title></head><body><main><h1>Kennzahlen</h1>
   <table><tr><th></th><th>2024</th></tr>
   <tr><td>Investitionen in Mio. €</td><td>12,4</td></tr>
   <tr><td>Auszubildende</td><td>48</td></tr>
   <tr><td>Ausbildungsquote in %</td><td>6,1</td></tr>
   <tr><td>Frauenanteil in Führungspositionen in %</td><td>27</td></tr>
   <tr><td>Wasserverbrauch in m³</td><td>41.200</td></tr>
   <tr><td>Abfallmenge [t]</td><td>1.310</td></tr>
   </table></main></body></html>`,
  { url: `${SITE}/de/kennzahlen` },
);

describe('German key figures', () => {
  it('are shown under English names, the unit after "in" or in square brackets read as the unit', async () => {
    const result = await computeReportedMetrics(stepInput({ documents: [KEY_FIGURES] }));
    assertValid(result);
    expect(result.data.map(({ name, value }) => `${name}: ${value}`)).toEqual([
      'Investments: 12.4 EUR million',
      'Apprentices: 48',
      'Apprenticeship rate: 6.1%',
      'Women in management: 27%',
      'Water consumption: 41,200 m³',
      'Waste generated: 1,310 t',
    ]);
  });
});
