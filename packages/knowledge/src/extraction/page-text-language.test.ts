import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

const figures = (lines: string[]) =>
  extractMetrics(lines.join('\n'), 'https://www.example.test/nachhaltigkeit', {
    retrievedAt: '2025-06-30',
  }).map(({ name, value }) => `${name}: ${value}`);

// A fictional German pump maker's page stored as plain text, without the language its HTML stated.
describe('figures on a page whose text carries no language', () => {
  it('reads German digit grouping in running German text as thousands', () => {
    const found = figures([
      'Nachhaltigkeit bei Brunnwerk',
      'Im Jahr 2024 beschäftigten wir 1.234 Mitarbeitende an drei Standorten.',
      'Im Jahr 2024 lagen unsere Scope-1-Emissionen bei 2.310 t CO2e.',
      'Die Abfallmenge unserer Werke betrug 2024 insgesamt 12.500 t, die wir zu 80 % verwerten.',
      'Für unsere Kunden ist das auch ein Vorteil, und wir berichten jedes Jahr darüber.',
    ]);
    expect(found).toContain('Number of employees: 1,234 employees');
    expect(found).toContain('Scope 1 emissions: 2,310 tCO2e');
    expect(found).toContain('Waste generated: 12,500 tonnes');
  });

  it('keeps a decimal point in English text', () => {
    expect(
      figures([
        'Our solar roof',
        'In 2024 we installed a 1.5 MW solar array on the roof of our warehouse, and the array was the first of the three we plan for our sites.',
      ]),
    ).toContain('Installed capacity: 1.5 MW');
  });
});
