import type { Initiative } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import {
  imageOf,
  normalizeCategory,
  normalizeStatus,
  referenceTitle,
  toInitiativeRecord,
} from './initiative-record';
import { makeInitiative } from './test-initiative';

describe('normalizeStatus (spec 02 §4)', () => {
  it('keeps active, planned and completed', () => {
    expect(['active', 'planned', 'completed'].map(normalizeStatus)).toEqual([
      'active',
      'planned',
      'completed',
    ]);
  });

  it('shows anything else as active', () => {
    for (const value of ['Active', 'in progress', '', null, undefined, 3]) {
      expect(normalizeStatus(value)).toBe('active');
    }
  });
});

describe('normalizeCategory', () => {
  it('keeps the six categories and falls back to Sustainability', () => {
    expect(normalizeCategory('Production')).toBe('Production');
    expect(normalizeCategory('Circular Economy')).toBe('Circular Economy');
    expect(normalizeCategory('Climate')).toBe('Sustainability');
    expect(normalizeCategory(undefined)).toBe('Sustainability');
  });
});

describe('toInitiativeRecord', () => {
  it('normalises the status and category and fills missing lists', () => {
    const raw = {
      ...makeInitiative(),
      Status: 'ongoing',
      Category: 'Other',
      Tags: undefined,
      Images: [{ url: '/uploads/a.jpg' }, { nope: true }],
      Sources: null,
      References: undefined,
      ImageUrl: '  ',
      Source: '',
    } as unknown as Initiative;
    const record = toInitiativeRecord(raw);
    expect(record.Status).toBe('active');
    expect(record.Category).toBe('Sustainability');
    expect(record.Tags).toEqual([]);
    expect(record.Images).toEqual([{ url: '/uploads/a.jpg' }]);
    expect(record.Sources).toEqual([]);
    expect(record.References).toEqual([]);
    expect(record.ImageUrl).toBeNull();
    expect(record.Source).toBeNull();
  });

  it('keeps sourceMetadata when the server sends it', () => {
    const raw = { ...makeInitiative(), sourceMetadata: { type: 'website', source: 'https://a.example' } };
    expect(toInitiativeRecord(raw as unknown as Initiative).sourceMetadata).toEqual({
      type: 'website',
      source: 'https://a.example',
    });
  });
});

describe('references', () => {
  it("keep the server's list: http(s) only, each once, domains worked out again", () => {
    const raw = {
      ...makeInitiative(),
      References: [
        { url: 'https://www.edie.net/a', domain: '' },
        { url: 'https://www.edie.net/a', domain: 'edie.net' },
        { url: 'javascript:alert(1)', domain: 'x' },
      ],
    } as unknown as Initiative;
    expect(toInitiativeRecord(raw).References).toEqual([
      { url: 'https://www.edie.net/a', domain: 'edie.net' },
    ]);
  });

  it('an empty list stays empty; a missing one falls back to the sources', () => {
    expect(
      toInitiativeRecord({ ...makeInitiative(), References: [] } as unknown as Initiative).References,
    ).toEqual([]);
    const older = { ...makeInitiative(), References: undefined } as unknown as Initiative;
    expect(toInitiativeRecord(older).References.map((reference) => reference.domain)).toEqual([
      'wornwear.patagonia.com',
      'washingtonpost.com',
    ]);
  });

  it('take a title from the matching source', () => {
    const initiative = makeInitiative();
    expect(referenceTitle(initiative, 'https://wornwear.patagonia.com/faq')).toBe('Worn Wear FAQ');
    expect(referenceTitle(initiative, 'https://www.washingtonpost.com/business/x')).toBeNull();
    expect(referenceTitle(initiative, 'https://other.example')).toBeNull();
  });
});

describe('imageOf', () => {
  it('prefers the newest uploaded image, then the image address, else none', () => {
    const images = [{ url: '/api/uploads/old.webp' }, { url: '/api/uploads/new.webp' }];
    expect(imageOf({ Images: images, ImageUrl: 'https://b.example/b.jpg' })).toBe('/api/uploads/new.webp');
    expect(imageOf({ Images: [], ImageUrl: 'https://b.example/b.jpg' })).toBe('https://b.example/b.jpg');
    expect(imageOf({ Images: [], ImageUrl: null })).toBeNull();
  });
});
