import { describe, expect, it } from 'vitest';
import { classifyCustomerModel } from './classify-customer-model.js';
import { evidenceFromPages } from './evidence.js';

// A maker that sells its own brands through shops and to the public, and makes goods for other brands.
const valueOf = (content: string) => {
  const result = classifyCustomerModel(evidenceFromPages([{ url: 'https://www.exemple.test/', content }]));
  return result.status === 'classified' ? result.value : 'abstained';
};

describe('customers of a maker that also makes for other brands', () => {
  it.each([
    ['Nous fabriquons des savons pour une trentaine de marques françaises.', 'B2B'],
    ['Wir produzieren Pflegeprodukte für zahlreiche Marken des Handels.', 'B2B'],
    ['Produciamo cosmetici per oltre 20 marchi europei.', 'B2B'],
    [
      'Nous fabriquons des savons pour une trentaine de marques. Notre boutique en ligne livre les particuliers en France.',
      'B2B+B2C',
    ],
  ])('%s', (content, expected) => {
    expect(valueOf(content)).toBe(expected);
  });
});
