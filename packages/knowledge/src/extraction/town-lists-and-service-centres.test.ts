import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/about-us';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map(
    (location) => [location.role, location.name.split(',')[0]] as [string, string],
  );

describe('extractLocations: lists of towns and service centres', () => {
  it.each([
    [
      'We have offices in York, Leeds and Exeter.',
      [
        ['office', 'York'],
        ['office', 'Leeds'],
        ['office', 'Exeter'],
      ],
    ],
    ['Our claims centre in Sheffield handles 40,000 claims a year.', [['office', 'Sheffield']]],
    [
      'Around 900 colleagues work at our York head office and our Sheffield claims centre.',
      [
        ['office', 'York'],
        ['office', 'Sheffield'],
      ],
    ],
    ['Customers reach us through our call centre in Sunderland.', [['office', 'Sunderland']]],
    [
      'Kellmar betreibt Umschlagterminals in Duisburg und Nürnberg sowie Lager in Großbeeren.',
      [
        ['logistics', 'Duisburg'],
        ['logistics', 'Nürnberg'],
        ['logistics', 'Großbeeren'],
      ],
    ],
  ] as const)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('keeps a district before its city as the city', () => {
    expect(named('Our roastery in Broombridge, Dublin opened in 2015.')).toEqual([['production', 'Dublin']]);
  });

  it.each([
    'Unsere Leistungen: Beratung, Marketing und Controlling.',
    'Unsere Werke: Qualität und Sicherheit zuerst.',
    'Our customers run claims centres in Leeds and Glasgow.',
  ])('names no site: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
