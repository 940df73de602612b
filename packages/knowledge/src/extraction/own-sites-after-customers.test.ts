import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/about';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map(
    (location) => [location.role, location.name.split(',')[0]] as [string, string],
  );

describe('extractLocations: the company’s own sites in a sentence that names its customers first', () => {
  it.each([
    [
      'We supply customers across Europe from our plants in Brno and Linz.',
      [
        ['production', 'Brno'],
        ['production', 'Linz'],
      ],
    ],
    [
      'Wir beliefern Kunden in ganz Europa aus unseren Werken in Pilsen und Győr.',
      [
        ['production', 'Pilsen'],
        ['production', 'Győr'],
      ],
    ],
    [
      'Nous livrons nos clients industriels depuis nos usines de Lyon et Nantes.',
      [
        ['production', 'Lyon'],
        ['production', 'Nantes'],
      ],
    ],
    [
      'Serviamo i clienti della GDO dai nostri stabilimenti di Bergamo e Brescia.',
      [
        ['production', 'Bergamo'],
        ['production', 'Brescia'],
      ],
    ],
    ['Our customers are served from our two warehouses in Rotterdam.', [['logistics', 'Rotterdam']]],
  ] as const)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    'Our customers operate plants in Brno and Linz.',
    'We support our customers’ plants in Brno and Linz with spare parts.',
    "We service our customers' factories in Poland and Hungary.",
    'We source yarn from our partner mills in Prato and Biella.',
    'Wir beziehen Glas von Lieferanten mit Werken in Tschechien.',
  ])('names no site of its own: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
