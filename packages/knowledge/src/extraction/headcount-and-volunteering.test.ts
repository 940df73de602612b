import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Sentences of invented hotel groups and insurers: the year's average headcount beside the peak
// season's staff, and the hours colleagues volunteered.
const read = (sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/people', { retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('the year’s headcount beside the peak season’s staff', () => {
  it.each([
    [
      'Average headcount in 2025 was 3,140, rising to 4,200 staff in peak season.',
      ['2025 Number of employees: 3,140 employees'],
    ],
    ['Our workforce stood at 1,180 at the end of 2025.', ['2025 Number of employees: 1,180 employees']],
    [
      'In 2025 we employed 3,140 people on average and 4,200 staff at the seasonal peak.',
      ['2025 Number of employees: 3,140 employees'],
    ],
  ])('%s', (sentence, expected) => {
    expect(read(sentence)).toEqual(expected);
  });

  it('leaves out temporary and peak-season staff on their own', () => {
    expect(read('In summer 2025 we took on 1,060 temporary staff for the peak season.')).toEqual([]);
  });
});

describe('volunteering hours', () => {
  it('reads the hours colleagues volunteered, not an allowance per person', () => {
    expect(read('Colleagues volunteered 3,400 hours in 2025.')).toEqual([
      '2025 Volunteering hours: 3,400 hours',
    ]);
    expect(read('Every colleague can volunteer up to 16 hours a year.')).toEqual([]);
  });
});
