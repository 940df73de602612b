import { describe, expect, it } from 'vitest';
import { assertValid } from '../test-fixtures.js';
import { computeReportedMetrics } from './index.js';
import { SITE, northwindWebsite, stepInput } from './test-fixtures.js';

// A fictional site's German page, kept as text only (no structured document): its figures are read
// in German, its digit grouping as thousands; an English page keeps its decimal point.
const GERMAN = [
  'Nachhaltigkeit',
  'Im Jahr 2024 beschäftigten wir 1.234 Mitarbeitende an drei Standorten.',
  'Im Jahr 2024 lagen unsere Scope-1-Emissionen bei 2.310 t CO2e.',
  'Die Abfallmenge unserer Werke betrug 2024 insgesamt 12.500 t, die wir zu 80 % verwerten.',
  'Für unsere Kunden ist das auch ein Vorteil, und wir berichten jedes Jahr darüber.',
].join('\n');
const ENGLISH = [
  'Our solar roof',
  'In 2024 we installed a 1.5 MW solar array on the roof of our warehouse, the first of the three we plan.',
].join('\n');

describe('figures of a page read from its text', () => {
  it('reads German digit grouping as thousands and an English decimal point as a decimal', async () => {
    const website = northwindWebsite([
      { title: 'Nachhaltigkeit', url: `${SITE}/de/nachhaltigkeit`, summary: '', content: GERMAN },
      { title: 'Solar roof', url: `${SITE}/en/solar-roof`, summary: '', content: ENGLISH },
    ]);
    const result = await computeReportedMetrics(stepInput({ website, documents: [] }));
    assertValid(result);
    const shown = result.data.map(({ name, value }) => `${name}: ${value}`);
    expect(shown).toContain('Number of employees: 1,234 employees');
    expect(shown).toContain('Waste generated: 12,500 tonnes');
    expect(shown).toContain('Scope 1 emissions: 2,310 tCO2e');
    expect(shown).toContain('Installed capacity: 1.5 MW');
  });
});
