import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Rates as small Italian, Portuguese and Spanish reports state them, in a report on 2024.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/relatorio.pdf', {
    language,
    retrievedAt: '2026-06-01',
    year: 2024,
  }).map(({ name, value }) => `${name}: ${value}`);

describe('rates whose verb is Italian è (is), not e (and)', () => {
  it('reads the topic after è', () => {
    expect(read('it', 'Il 98% dei dipendenti è coperto da contratto collettivo nazionale.')).toEqual([
      'Employees covered by collective agreements: 98%',
    ]);
    expect(read('it', 'Il 91 % dei rifiuti è avviato a recupero.')).toEqual([
      'Waste recycled or recovered: 91%',
    ]);
  });
});

describe('collective agreements, turnover and recovered waste in Portuguese and Spanish', () => {
  it.each([
    [
      'pt',
      '100 % dos trabalhadores estão abrangidos pelo contrato coletivo de trabalho do setor metalúrgico.',
      'Employees covered by collective agreements: 100%',
    ],
    ['pt', 'A taxa de rotatividade foi de 6,9 %.', 'Employee turnover rate: 6.9%'],
    ['pt', '97 % dos resíduos são valorizados.', 'Waste recycled or recovered: 97%'],
    ['es', 'El 89 % de los residuos generados se valoriza.', 'Waste recycled or recovered: 89%'],
    ['es', 'La rotación voluntaria se sitúa en el 4,6 %.', 'Employee turnover rate (voluntary): 4.6%'],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual([expected]);
  });

  it('leaves out the sector’s coverage in Portuguese', () => {
    expect(
      read('pt', 'Em todo o setor, 70 % dos trabalhadores estão abrangidos por contratação coletiva.'),
    ).toEqual([]);
  });
});
