import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const sites = (text: string) =>
  extractLocations(text, 'https://cannery.example/quienes-somos').map((site) => [
    site.name,
    site.countryCode ?? null,
    site.role,
  ]);

describe('a facility named with what it does before its town, as Romance languages put it', () => {
  it('reads a packing plant and a logistics warehouse in Spanish, the country in brackets kept', () => {
    expect(
      sites(
        'Contamos con una segunda planta de envasado en Boiro (A Coruña) y con un almacén logístico en Valença (Portugal), desde el que servimos a nuestros clientes.',
      ),
    ).toEqual([
      ['Boiro', null, 'production'],
      ['Valença, Portugal', 'PT', 'logistics'],
    ]);
  });

  it('reads the same in Italian and French', () => {
    expect(sites('Abbiamo uno stabilimento di confezionamento a Lodi.')).toEqual([
      ['Lodi', null, 'production'],
    ]);
    expect(sites('Notre usine de conditionnement à Brest emploie 80 personnes.')).toEqual([
      ['Brest', null, 'production'],
    ]);
  });

  it('counter-examples: a customer’s warehouse, and a qualifier that is no town', () => {
    expect(sites('Entregamos en el almacén logístico de nuestro cliente en Madrid.')).toEqual([]);
    expect(sites('La planta de envasado es nueva.')).toEqual([]);
  });
});
