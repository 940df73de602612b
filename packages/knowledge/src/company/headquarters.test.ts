import { describe, expect, it } from 'vitest';
import { resolveHeadquarters } from './headquarters.js';

describe('resolveHeadquarters', () => {
  it.each([
    ['Antwerp, Belgium', 'BE', true, true, 'country-name'],
    ['Ventura, CA', 'US', false, false, 'us-state'],
    ['Ventura, CA 93001', 'US', false, false, 'us-state'],
    ['München', 'DE', true, true, 'city'],
    ['Muenchen', 'DE', true, true, 'city'],
    ['NYC', 'US', false, false, 'city'],
    ['Munich, DE', 'DE', true, true, 'city'],
    ['Dover, DE', 'US', false, false, 'us-state'],
    ['Toronto, CA', 'CA', false, false, 'city'],
    ['Birmingham, AL', 'US', false, false, 'us-state'],
    ['Birmingham', 'GB', false, false, 'city'],
    ['Paris, Texas', 'US', false, false, 'us-state'],
    ['Paris', 'FR', true, true, 'city'],
    ['Albuquerque, New Mexico', 'US', false, false, 'us-state'],
    ['Mexico City, Mexico', 'MX', false, false, 'country-name'],
    ['Tbilisi, Georgia', 'GE', false, false, 'city'],
    ['Atlanta, Georgia', 'US', false, false, 'us-state'],
    ['London, UK', 'GB', false, false, 'country-name'],
    ['Oslo', 'NO', false, true, 'city'],
    ['Zug, Switzerland', 'CH', false, false, 'country-name'],
    ['Fredericia, Denmark', 'DK', true, true, 'country-name'],
    ['Leuven, België', 'BE', true, true, 'country-name'],
    ['Rotterdam', 'NL', true, true, 'city'],
    ['Sydney NSW', 'AU', false, false, 'city'],
    ['Some Street 1, 1000 Brussels', 'BE', true, true, 'city'],
  ])('%s → %s', (text, country, inEu, inEea, via) => {
    expect(resolveHeadquarters(text)).toMatchObject({ country, inEu, inEea, via });
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['asdf qwerty'],
    ['Europe'],
    ['Global / remote'],
    ['Headquarters'],
  ])('leaves %j unknown', (text) => {
    expect(resolveHeadquarters(text)).toBeUndefined();
  });
});

describe('resolveHeadquarters knows the European industrial cities', () => {
  it.each([
    ['Tilburg', 'NL'],
    ['Augsburg', 'DE'],
    ['Saint-Étienne', 'FR'],
    ['Brescia', 'IT'],
    ['Zaragoza', 'ES'],
    ['Debrecen', 'HU'],
    ['Brno', 'CZ'],
    ['Doncaster', 'GB'],
    ['Kolding', 'DK'],
    ['Umeå', 'SE'],
    ['Box 123, 901 10 Umeå', 'SE'],
    ['Sundsvall', 'SE'],
  ])('%s is in %s', (city, country) => {
    expect(resolveHeadquarters(city)?.country).toBe(country);
  });

  it('guesses no country for a small town, nor for a word that is also a city elsewhere', () => {
    expect(resolveHeadquarters('Oisterwijk')).toBeUndefined();
    expect(resolveHeadquarters('a nice place for guided tours')).toBeUndefined();
  });
});
