import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.exemple.test/';

describe('classifySector: a French cosmetics house', () => {
  it('reads skin care and soap made in its own plant as cosmetics (20.4)', () => {
    const result = classifySector(
      evidenceFromPages([
        {
          url: HOME,
          content:
            'Les Savonneries Delorme fabriquent et conditionnent des soins du visage et du corps, des savons et des bougies.',
        },
      ]),
    );
    expect(result).toMatchObject({ status: 'classified', group: '20.4' });
  });

  it('never reads "La Maison", its name for itself, as a builder of houses', () => {
    const result = classifySector(
      evidenceFromPages([
        {
          url: HOME,
          title: 'Savonneries Delorme',
          content: [
            'Le savon de Provence depuis 1952',
            'Les Savonneries Delorme fabriquent des savons et des soins du corps dans leur atelier de Nyons.',
            'Découvrir la Maison',
          ].join('\n'),
        },
        {
          url: `${HOME}la-maison`,
          title: 'La Maison | Savonneries Delorme',
          content: 'La Maison Delorme\nNotre histoire.',
        },
      ]),
    );
    expect(result).toMatchObject({ status: 'classified', division: '20' });
  });
});
