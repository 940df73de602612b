import type { Client } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import {
  formatGeneratedAt,
  libraryCards,
  repeatAccess,
  repeatErrorMessage,
  webContextOf,
  websiteContextOf,
} from './library';

type Block = Client['WebContext'];
const block = (data: unknown, outcome?: 'found' | 'nothing-found' | 'not-researched'): Block => ({
  data,
  lastUpdated: '2026-11-21T10:00:00.000Z',
  provenance: { method: 'llm', ...(outcome ? { outcome } : {}) },
});
const client = (web: Block, website: Block) => ({ WebContext: web, WebsiteContext: website });

const webData = {
  generatedAt: '2026-11-21',
  queries: [
    {
      query: 'Emissions?',
      result: 'Fell [1].',
      sources: [{ url: 'https://a.example', retrievedAt: '2026-11-21' }],
    },
  ],
};
const websiteData = {
  generatedAt: '2026-11-20T09:30:00.000Z',
  pages: [{ title: 'Climate', url: 'https://a.example/climate', summary: 'Targets', content: 'Long text' }],
  selectedLinks: ['https://a.example/climate'],
};

describe('libraryCards', () => {
  it('shows each generated date and no red dot when there is content', () => {
    expect(libraryCards(client(block(webData), block(websiteData)))).toEqual([
      { kind: 'web', title: 'Web Context', generatedOn: 'Nov 21, 2026', hasContent: true },
      {
        kind: 'website',
        title: 'Website Context',
        generatedOn: expect.stringMatching(/^Nov 20, 2026$/),
        hasContent: true,
      },
    ]);
  });

  it('says N/A and draws the red dot when a context was never generated', () => {
    expect(libraryCards(client(null, null))).toEqual([
      { kind: 'web', title: 'Web Context', generatedOn: 'N/A', hasContent: false },
      { kind: 'website', title: 'Website Context', generatedOn: 'N/A', hasContent: false },
    ]);
  });

  it('draws the red dot for empty and not-researched contexts', () => {
    const notResearched = block(webData, 'not-researched');
    const nothingFound = block({ generatedAt: '2026-11-21', pages: [], selectedLinks: [] }, 'nothing-found');
    const cards = libraryCards(client(notResearched, nothingFound));
    expect(cards.map((card) => [card.generatedOn, card.hasContent])).toEqual([
      ['Nov 21, 2026', false],
      ['Nov 21, 2026', false],
    ]);
  });

  it('counts selected links alone as website content', () => {
    const linksOnly = block({ generatedAt: '2026-11-21', pages: [], selectedLinks: ['https://a.example'] });
    expect(libraryCards(client(null, linksOnly))[1]!.hasContent).toBe(true);
  });
});

describe('webContextOf and websiteContextOf', () => {
  it('read blocks of an unexpected shape without throwing', () => {
    expect(webContextOf(client(block('oops'), null))).toBeNull();
    expect(
      webContextOf(
        client(block({ queries: [null, { query: 'Q', sources: [{}, { url: 'https://x.example' }] }] }), null),
      ),
    ).toEqual({
      generatedAt: '',
      queries: [{ query: 'Q', result: '', sources: [{ url: 'https://x.example' }] }],
    });
    expect(
      websiteContextOf(
        client(
          null,
          block({
            pages: [{ summary: 'no address' }],
            selectedLinks: [1, 'https://b.example'],
            notes: [2, 'Not read: scanned PDF without a text layer'],
          }),
        ),
      ),
    ).toEqual({
      generatedAt: '',
      pages: [],
      selectedLinks: ['https://b.example'],
      notes: ['Not read: scanned PDF without a text layer'],
    });
  });
});

describe('formatGeneratedAt', () => {
  it('formats dates and timestamps, else N/A', () => {
    expect(formatGeneratedAt('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatGeneratedAt('2026-11-21T12:00:00.000Z')).toMatch(/^Nov 21, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatGeneratedAt('')).toBe('N/A');
    expect(formatGeneratedAt(undefined)).toBe('N/A');
    expect(formatGeneratedAt('yesterday')).toBe('N/A');
  });
});

describe('repeatErrorMessage', () => {
  it("prefers the server's message", () => {
    expect(
      repeatErrorMessage(
        new ApiRequestError('Too many website scrapes.', 429),
        'Failed to repeat website scrape',
      ),
    ).toBe('Too many website scrapes.');
    expect(repeatErrorMessage(new TypeError('Failed to fetch'), 'Failed to repeat web research')).toBe(
      'Failed to repeat web research',
    );
  });
});

describe('repeatAccess', () => {
  it('lets only signed-in users repeat, and never on a sample', () => {
    expect(repeatAccess({ isAuthenticated: true, isSample: false })).toBe('allowed');
    expect(repeatAccess({ isAuthenticated: true, isSample: true })).toBe('sample');
    expect(repeatAccess({ isAuthenticated: false, isSample: true })).toBe('sample');
    expect(repeatAccess({ isAuthenticated: false, isSample: false })).toBe('signed-out');
  });
});
