import { describe, expect, it } from 'vitest';
import { extractInitiativeCandidates } from './initiatives.js';

const URL = 'https://www.example.com/sostenibilita/acqua';
const found = (text: string) =>
  extractInitiativeCandidates(text, URL, { retrievedAt: '2026-11-27' }).map((candidate) => ({
    title: candidate.title,
    quote: candidate.quote,
  }));

describe('a practice stated as done in the passive is an initiative, the sentence its source', () => {
  it.each([
    [
      'Nello stabilimento di smaltatura le acque di lavaggio vengono filtrate e riutilizzate al 95%.',
      'Acque di lavaggio filtrate e riutilizzate',
    ],
    [
      'Gli sfridi di cottura vengono macinati da noi e recuperati come materia prima seconda.',
      'Sfridi recuperati',
    ],
    [
      'In unserem Werk wird das Kühlwasser gefiltert und wiederverwendet.',
      'Kühlwasser gefiltert und wiederverwendet',
    ],
    [
      'At both plants, wash water is filtered and reused in the glaze line.',
      'Wash water filtered and reused',
    ],
    ['Les boues de polissage sont séchées puis recyclées dans nos pâtes.', 'Boues recyclées'],
    // Done in the past: the practice is done as well.
    [
      'Since 2022, process water has been treated and reused in the dyeing line.',
      'Process water treated and reused',
    ],
    [
      'Nel 2024 le acque di processo sono state depurate e riutilizzate al 92%.',
      'Acque di processo depurate e riutilizzate',
    ],
    [
      'Im Jahr 2024 wurde das Kühlwasser vollständig aufbereitet und wiederverwendet.',
      'Kühlwasser aufbereitet und wiederverwendet',
    ],
    [
      'En 2024, les eaux de process ont été traitées et réutilisées sur place.',
      'Eaux de process traitées et réutilisées',
    ],
    [
      'En 2024 las aguas de proceso fueron depuradas y reutilizadas en la línea de lavado.',
      'Aguas de proceso depuradas y reutilizadas',
    ],
    ['In 2024 werd het proceswater gezuiverd en hergebruikt.', 'Proceswater gezuiverd en hergebruikt'],
  ])('%s', (sentence, title) => {
    expect(found(sentence)).toEqual([{ title, quote: sentence }]);
  });

  it.each([
    // A plan or a target is nothing done yet.
    'Entro il 2028 le acque di lavaggio verranno filtrate e riutilizzate al 100%.',
    'By 2028, wash water will be filtered and reused at both plants.',
    // A denial.
    'Das Kühlwasser wird derzeit nicht wiederverwendet.',
    // Disposal closes no loop.
    'Wash water is treated and discharged to the municipal sewer.',
    'In 2024 process water was treated and discharged to the river under permit.',
  ])('counter-example, no initiative: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });
});
