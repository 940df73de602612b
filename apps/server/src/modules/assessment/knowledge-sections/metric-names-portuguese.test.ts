import { describe, expect, it } from 'vitest';
import { englishName, indicatorKey } from './metric-names.js';

/** A Portuguese key-figures table names its rows in Portuguese; the consultant reads them in English. */
describe('metric names: a Portuguese table’s rows are shown under their English names', () => {
  it.each([
    ['Captação de água', 'Water withdrawal'],
    ['Água captada', 'Water withdrawal'],
    ['Resíduos gerados', 'Waste generated'],
    ['Resíduos perigosos', 'Hazardous waste'],
    ['Colaboradores (31 de dezembro)', 'Number of employees'],
    ['Colaboradores - mulheres', 'Women in the workforce'],
    ['Eletricidade autoproduzida (solar)', 'Renewable electricity generated'],
    ['Água reutilizada', 'Water recycled and reused'],
    ['Água reciclada', 'Water recycled and reused'],
    ['Consumo de eletricidade', 'Electricity consumption'],
    ['Consumo de energia elétrica', 'Electricity consumption'],
    ['Horas de formação por colaborador', 'Training hours per employee'],
    ['Horas médias de formação por trabalhador', 'Training hours per employee'],
    ['Investimento', 'Investments'],
    ['Intensidade carbónica', 'GHG emissions intensity'],
    ['Consumo de gás natural', 'Natural gas consumption'],
  ])('%s → %s', (written, english) => {
    expect(englishName(written)).toBe(english);
  });

  it('the table’s headcount and the report’s total are one indicator, so one figure', () => {
    expect(indicatorKey('Colaboradores (31 de dezembro)')).toBe(indicatorKey('Colaboradores - total'));
  });
});

describe('metric names: Portuguese rows that are something else keep their own name', () => {
  it.each(['Eletricidade vendida à rede', 'Horas de formação em segurança', 'Investimento em I&D'])(
    '%s',
    (written) => {
      expect(englishName(written)).toBe(written);
    },
  );
});
