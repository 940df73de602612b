import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (text: string) =>
  extractLocations(text, 'https://www.example.com/winkels', { retrievedAt: '2026-11-28' }).map((l) => [
    l.role,
    l.name,
  ]);

// A shop list whose cards give the town (and its quarter) over an address that ends with the postcode and
// the town, written without a comma as Dutch and German addresses often are.
describe('store cards over addresses ending with the postcode and town', () => {
  it('reads each shop of a Dutch list, and a German one', () => {
    expect(
      places(
        [
          'Onze winkels',
          'Deventer',
          'Lange Bisschopstraat 8 7411 KA Deventer',
          'Kampen Centrum',
          'Oudestraat 101 8261 CL Kampen',
        ].join('\n'),
      ),
    ).toEqual([
      ['retail', 'Deventer'],
      ['retail', 'Kampen'],
    ]);
    expect(places(['Unsere Filialen', 'Göttingen', 'Weender Straße 12 37073 Göttingen'].join('\n'))).toEqual([
      ['retail', 'Göttingen'],
    ]);
  });

  it('reads an English card with its comma as before', () => {
    expect(places(['Our stores', 'Harrogate', 'Knaresborough Road, Harrogate HG2 7LU'].join('\n'))).toEqual([
      ['retail', 'Harrogate'],
    ]);
  });

  it('takes no town from a heading over an address in another town, or over a sentence', () => {
    expect(places(['Onze winkels', 'Deventer', 'Hoofdstraat 150 7311 BD Apeldoorn'].join('\n'))).toEqual([]);
    expect(
      places(['Deventer', 'Wij bezorgen in 7411 KA Deventer'].join('\n')).map(([, name]) => name),
    ).not.toContain('Deventer');
  });
});

// A facility word and a name as the page's heading over the company's story: the company's name, not a site.
describe('a company named after its facility', () => {
  it.each([
    [
      'Bakkerij Ooievaar\nAl sinds 1962 bakt de familie Ooievaar elke nacht vers brood. Alles wordt gebakken in Zwolle.',
    ],
    ['Brouwerij Wolters\nSinds 1890 brouwt de familie Wolters bier. Ons bier is overal verkrijgbaar.'],
  ])('%s', (text) => {
    expect(places(text).map(([, name]) => name)).not.toContain(text.split('\n')[0]!.split(' ')[1]);
  });

  it("still reads a weaving mill's card over its address", () => {
    expect(places('Weverij Brno\nTovární 12, 602 00 Brno, Tsjechië')[0]).toEqual([
      'production',
      'Brno, Tsjechië',
    ]);
  });
});
