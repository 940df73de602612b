import { describe, expect, it } from 'vitest';
import { NETWORK_SITES, NOT_NETWORK_SITES } from './fixtures/site-networks.js';
import { NOT_OWN_SITES, SITE_STATEMENTS } from './fixtures/site-statements.js';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/standorte';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map(
    (l) => [l.role, l.name.split(',')[0]] as [string, string],
  );

describe('extractLocations: hubs, cards, building sites, yards, hotels and branches', () => {
  it.each(SITE_STATEMENTS)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each(NOT_OWN_SITES)('names no site of its own today: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});

describe('extractLocations: site networks, power plants, lists and named address cards', () => {
  it.each(NETWORK_SITES)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each(NOT_NETWORK_SITES)('names no site of its own: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
