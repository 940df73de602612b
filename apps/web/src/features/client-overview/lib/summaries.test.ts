import type { Client } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { overviewSummaries } from './summaries';

const block = (data: unknown): Client['ImpactTopics'] => ({
  data,
  lastUpdated: '2026-11-21',
  provenance: { method: 'compiled' },
});

describe('overviewSummaries', () => {
  it('shows the three cards with their counts and links', () => {
    const client = {
      Name: 'Patagonia, Inc.',
      ImpactTopics: block([{}, {}, {}]),
      UpcomingPolicies: block({ summary: 'S', policies: [{}, {}] }),
    };
    expect(overviewSummaries(client, 8)).toEqual([
      {
        id: 'impactTopics',
        title: 'Impact Topics',
        count: 3,
        caption: 'Key sustainability focus areas',
        linkLabel: 'View Strategy',
        to: '/client/Patagonia%2C%20Inc./strategy',
      },
      {
        id: 'initiatives',
        title: 'Initiatives',
        count: 8,
        caption: 'Active sustainability projects',
        linkLabel: 'View All',
        to: '/client/Patagonia%2C%20Inc./initiatives',
      },
      {
        id: 'upcomingRegulations',
        title: 'Upcoming Regulations',
        count: 2,
        caption: 'Regulations requiring attention',
        linkLabel: 'View Details',
        to: '/client/Patagonia%2C%20Inc./regulations',
      },
    ]);
  });

  it('leaves out each card without data', () => {
    const fresh = {
      Name: 'Verdant Foods NV',
      ImpactTopics: block([]),
      UpcomingPolicies: block({ summary: 'Not researched: …', policies: [] }),
    };
    expect(overviewSummaries(fresh, 0)).toEqual([]);
    expect(
      overviewSummaries({ Name: 'X', ImpactTopics: null, UpcomingPolicies: null }, 2).map((s) => s.id),
    ).toEqual(['initiatives']);
    expect(
      overviewSummaries({ Name: 'X', ImpactTopics: block('oops'), UpcomingPolicies: block(null) }, 0),
    ).toEqual([]);
  });

  it('keeps the initiatives card in its place while its count loads', () => {
    const client = { Name: 'X', ImpactTopics: block([{}]), UpcomingPolicies: block({ policies: [{}] }) };
    expect(overviewSummaries(client, null).map((s) => [s.id, s.count])).toEqual([
      ['impactTopics', 1],
      ['initiatives', null],
      ['upcomingRegulations', 1],
    ]);
  });
});
