import { describe, expect, it } from 'vitest';
import { englishName } from './metric-names.js';

/** Rows of an Italian manufacturer's 'Indicatori chiave' table and its report's tables. */
describe('Italian key-figure rows are shown under their English names', () => {
  it.each([
    ['Acqua prelevata', 'Water withdrawal'],
    ['Energia elettrica prelevata dalla rete', 'Purchased electricity'],
    ['Energia elettrica acquistata dalla rete', 'Purchased electricity'],
    ['Ore di formazione erogate', 'Training hours'],
    ['Electricity drawn from the grid', 'Purchased electricity'],
  ])('%s → %s', (written, english) => {
    expect(englishName(written)).toBe(english);
  });

  it('keeps a row it cannot name as written', () => {
    expect(englishName('Acque reflue riutilizzate nel ciclo')).toBe('Acque reflue riutilizzate nel ciclo');
    expect(englishName('Energia elettrica immessa in rete')).toBe('Energia elettrica immessa in rete');
  });
});
