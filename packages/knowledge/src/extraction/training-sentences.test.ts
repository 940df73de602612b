import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

/** Training hours stated in a sentence: a total, an average per person, and each gender's average. */
const read = (text: string) =>
  extractMetrics(text, 'https://www.example.test/people', { retrievedAt: '2026-11-21' }).map((m) => [
    m.name,
    m.unit,
    m.year,
  ]);

describe('training hours in a sentence', () => {
  it('reads a total and the average per person after it ("about 21 hours each")', () => {
    expect(read('In 2025 our people completed 6,480 hours of training, about 21 hours each.')).toEqual([
      ['Training hours', 'hours', 2025],
      ['Training hours per employee', 'hours per employee', 2025],
    ]);
    expect(
      read(
        'In 2025 our people completed 5,300 hours of training, which works out at roughly 25 hours per employee.',
      ),
    ).toEqual([
      ['Training hours', 'hours', 2025],
      ['Training hours per employee', 'hours per employee', 2025],
    ]);
  });

  it('gives each gender its own average, the second by the first’s ellipsis', () => {
    expect(read('In 2025 women received an average of 27 hours of training and men 23 hours.')).toEqual([
      ['Training hours per employee (women)', 'hours per employee', 2025],
      ['Training hours per employee (men)', 'hours per employee', 2025],
    ]);
  });
});
