import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/sourcing', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => mention.name);

// Raw materials bought through an importer or a trader, and from the co-operatives that grow them.
describe('suppliers named as a buying channel or a co-operative', () => {
  it.each([
    [
      'We buy our green coffee through Halvern Green Imports BV, an importer in Antwerp, and directly from cooperatives such as Cooperativa Agraria Valle Alto in Peru and the Kaffa Growers Union in Ethiopia.',
      ['Cooperativa Agraria Valle Alto', 'Kaffa Growers Union', 'Halvern Green Imports BV'],
    ],
    ['Wir beziehen unseren Rohkaffee über die Nordhafen Kaffeehandel GmbH.', ['Nordhafen Kaffeehandel GmbH']],
    [
      'Nous achetons notre cacao auprès de coopératives comme la Coopérative Agricole Sud-Comoé.',
      ['Coopérative Agricole Sud-Comoé'],
    ],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('co-operatives the company only meets or supports are no suppliers', () => {
    expect(named('We support cooperatives such as Kaffa Growers Union with training.')).toEqual([]);
  });
});
