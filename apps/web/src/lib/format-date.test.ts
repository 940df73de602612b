import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('formatDay', () => {
  it("formats as 'MMM d, yyyy' in US English", () => {
    expect(formatDay('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatDay('2025-09-15T12:00:00')).toBe('Sep 15, 2025');
  });

  it('keeps a bare calendar date on its day', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('answers null for missing or unreadable dates', () => {
    expect(formatDay(null)).toBeNull();
    expect(formatDay(undefined)).toBeNull();
    expect(formatDay('')).toBeNull();
    expect(formatDay('not a date')).toBeNull();
  });
});
