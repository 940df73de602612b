import { describe, expect, it } from 'vitest';
import { LIMITED_COVERAGE, ngoMentionList, sentimentChip } from './perception';

describe('sentimentChip', () => {
  it('maps the four sentiments of the spec', () => {
    expect(sentimentChip('Positive')).toEqual({ label: 'Positive', tone: 'success' });
    expect(sentimentChip('Mixed')).toEqual({ label: 'Mixed', tone: 'warning' });
    expect(sentimentChip('Neutral')).toEqual({ label: 'Neutral', tone: 'neutral' });
    // A sentiment the assessment did not judge is stored as null.
    expect(sentimentChip(null)).toEqual({ label: 'Limited coverage', tone: 'muted' });
    expect(sentimentChip('Negative')).toEqual({ label: 'Negative', tone: 'danger' });
  });

  it('reads a sentiment whatever its case', () => {
    expect(sentimentChip(' negative ')).toEqual({ label: 'Negative', tone: 'danger' });
  });

  it("reads anything else as 'Limited coverage'", () => {
    for (const value of ['Unknown', '', null, undefined, 3]) {
      expect(sentimentChip(value)).toEqual({ label: LIMITED_COVERAGE, tone: 'muted' });
    }
  });
});

describe('ngoMentionList', () => {
  it('lists the non-blank details', () => {
    expect(
      ngoMentionList({ mentions: true, details: ['WWF partnership', ' ', 'Greenpeace campaign '] }),
    ).toEqual(['WWF partnership', 'Greenpeace campaign']);
  });

  it("is empty (shown as 'None reported') without details", () => {
    expect(ngoMentionList({ mentions: false, details: [] })).toEqual([]);
    expect(ngoMentionList({ mentions: true, details: [] })).toEqual([]);
    expect(ngoMentionList(undefined)).toEqual([]);
  });
});
