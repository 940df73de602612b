import { describe, expect, it } from 'vitest';
import { sortByRecentActivity } from './sort-tiles';

describe('sortByRecentActivity', () => {
  it('puts the most recent updatedAt first', () => {
    const tiles = [
      { Name: 'old', updatedAt: '2024-01-01T00:00:00.000Z' },
      { Name: 'new', updatedAt: '2026-03-01T00:00:00.000Z' },
      { Name: 'mid', updatedAt: '2025-06-01T00:00:00.000Z' },
    ];
    expect(sortByRecentActivity(tiles).map((tile) => tile.Name)).toEqual(['new', 'mid', 'old']);
  });

  it('puts tiles without updatedAt (or with an unreadable one) last, keeping their order', () => {
    const tiles = [
      { Name: 'none-a' },
      { Name: 'dated', updatedAt: '2025-01-01T00:00:00.000Z' },
      { Name: 'none-b', updatedAt: null },
      { Name: 'garbled', updatedAt: 'yesterday' },
      { Name: 'newer', updatedAt: '2025-02-01T00:00:00.000Z' },
    ];
    expect(sortByRecentActivity(tiles).map((tile) => tile.Name)).toEqual([
      'newer',
      'dated',
      'none-a',
      'none-b',
      'garbled',
    ]);
  });

  it('keeps ties in list order and leaves the input alone', () => {
    const tiles = [
      { Name: 'a', updatedAt: '2025-01-01T00:00:00.000Z' },
      { Name: 'b', updatedAt: '2025-01-01T00:00:00.000Z' },
    ];
    const copy = [...tiles];
    expect(sortByRecentActivity(tiles).map((tile) => tile.Name)).toEqual(['a', 'b']);
    expect(tiles).toEqual(copy);
  });
});
