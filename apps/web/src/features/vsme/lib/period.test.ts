import { describe, expect, it } from 'vitest';
import { lastFullCalendarYear, periodErrors, periodLabel } from './period';

describe('lastFullCalendarYear', () => {
  it('is the calendar year before the current one, on its first and last day', () => {
    expect(lastFullCalendarYear(new Date(2026, 0, 1))).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(lastFullCalendarYear(new Date(2026, 11, 31))).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });
});

describe('periodErrors', () => {
  it('accepts a calendar year and an extended first year of up to 18 months', () => {
    expect(periodErrors({ start: '2025-01-01', end: '2025-12-31' })).toEqual({});
    expect(periodErrors({ start: '2024-07-01', end: '2025-12-31' })).toEqual({});
  });

  it('names the missing day', () => {
    expect(periodErrors({ start: '', end: '2025-12-31' })).toEqual({
      start: 'Enter the day the reporting period starts',
    });
    expect(periodErrors({ start: '2025-01-01', end: '' })).toEqual({
      end: 'Enter the day the reporting period ends',
    });
  });

  it('refuses a reversed or empty period, an impossible day, and more than 18 months', () => {
    expect(periodErrors({ start: '2025-12-31', end: '2025-01-01' }).end).toBe(
      'The period must end after it starts',
    );
    expect(periodErrors({ start: '2025-01-01', end: '2025-01-01' }).end).toBe(
      'The period must end after it starts',
    );
    expect(periodErrors({ start: '2025-02-30', end: '2025-12-31' }).start).toBe(
      'Enter the start as a calendar date',
    );
    expect(periodErrors({ start: '2024-06-30', end: '2025-12-31' }).end).toBe(
      'A reporting period runs at most 18 months',
    );
  });
});

describe('periodLabel', () => {
  it('names a calendar year by its year, and any other period by its days', () => {
    expect(periodLabel({ start: '2025-01-01', end: '2025-12-31' })).toBe('2025');
    expect(periodLabel({ start: '2025-04-01', end: '2026-03-31' })).toBe('Apr 1, 2025 – Mar 31, 2026');
  });
});
