import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

// A British manufacturer lists its sites one item per semicolon, each town with its county after a comma.
const sites = (text: string) =>
  extractLocations(text, 'https://www.example.test/about').map((place) => `${place.role}: ${place.name}`);

describe('extractLocations: towns written with their county in a semicolon list', () => {
  it('keeps the county with its town instead of listing it as one more site', () => {
    expect(
      sites(
        'We operate from four sites: our main plant in Hadley, Shropshire; an adhesives plant in Penrow, West Yorkshire; and a warehouse in Duisburg, Germany.',
      ),
    ).toEqual([
      'production: Hadley, Shropshire',
      'production: Penrow, West Yorkshire',
      'logistics: Duisburg, Germany',
    ]);
  });

  it('reads a technical centre or applications laboratory as a research site', () => {
    expect(
      sites('Our chemists work at our Technical Centre in Penrow and our applications laboratory at Hadley.'),
    ).toEqual(['research: Penrow', 'research: Hadley']);
  });

  it('keeps two towns the tables know as two sites', () => {
    expect(sites('We have plants in Leeds, Bradford; and a depot in Hull.')).toEqual(
      expect.arrayContaining(['production: Leeds', 'production: Bradford']),
    );
  });
});
