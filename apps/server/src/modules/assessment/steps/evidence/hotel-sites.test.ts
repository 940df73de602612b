import { describe, expect, it } from 'vitest';
import { namesAHotel } from './hotel-sites.js';

describe('a quote that names a hotel', () => {
  it('by its word, its stars or its rooms', () => {
    expect(namesAHotel('Our hotels: Serra Lago (Bellagio)')).toBe(true);
    expect(namesAHotel('Mar Blava Es Pinar ****: Alcúdia (Mallorca) – 240 habitaciones')).toBe(true);
    expect(namesAHotel('Alpenhof: Lienz – 62 Zimmer')).toBe(true);
  });

  it('not a shop', () => {
    expect(namesAHotel('Our stores: Leeds, York and Harrogate')).toBe(false);
  });
});
