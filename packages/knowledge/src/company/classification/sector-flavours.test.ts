import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const classify = (content: string) => classifySector(evidenceFromPages([{ url: HOME, content }]));

describe('classifySector: flavour and essential-oil makers', () => {
  it('a maker of flavours for the food industry is other chemical products (20.5), not food (10.8)', () => {
    const result = classify(
      'Die Talbrunn Aromen AG entwickelt und produziert Aromen, natürliche Extrakte und Spezialzutaten' +
        ' für die Lebensmittel- und Getränkeindustrie.',
    );
    expect(result).toMatchObject({ status: 'classified', division: '20', group: '20.5' });
  });

  it('reads English and French flavour makers the same way', () => {
    expect(
      classify('Verdane Ltd manufactures flavours and essential oils for beverage brands.'),
    ).toMatchObject({
      status: 'classified',
      group: '20.5',
    });
    expect(classify('Nous fabriquons des arômes et des huiles essentielles depuis 1921.')).toMatchObject({
      status: 'classified',
      group: '20.5',
    });
  });
});
