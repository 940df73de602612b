import { describe, expect, it } from 'vitest';
import { PIPELINE_ITEMS } from './data/index.js';
import { formatMilestoneDate, isUpcoming, nextMilestone, phaseFor } from './phase.js';

const item = (id: string) => {
  const found = PIPELINE_ITEMS.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe('formatMilestoneDate', () => {
  it.each([
    [{ date: '2027-03-19', label: '' }, '19 Mar 2027'],
    [{ date: '2027-02-01', label: '', precision: 'month' as const }, 'Feb 2027'],
    [{ date: '2028-01-01', label: '', precision: 'year' as const }, '2028'],
  ])('%j → %s', (milestone, expected) => {
    expect(formatMilestoneDate(milestone)).toBe(expected);
  });
});

describe('phaseFor', () => {
  it.each([
    ['eu-eudr', '2026-11-21', 'Delayed – applies to large and medium operators from 30 Dec 2026'],
    ['eu-eudr', '2027-01-15', 'Delayed – applies to micro and small operators from 30 Jun 2027'],
    ['eu-eudr', '2028-03-01', 'In application since 30 Dec 2027'],
    // The application date is the headline, ahead of the earlier guidelines date.
    ['eu-csddd', '2026-11-21', 'Delayed – applies to all in-scope companies from 26 Jul 2029'],
    ['eu-green-claims', '2026-11-21', 'Proposal – stalled'],
    ['us-ca-sb261', '2026-11-21', 'Enforcement enjoined'],
    ['eu-empco', '2026-11-21', 'In application since 27 Sep 2026'],
  ])('%s on %s', (id, today, expected) => {
    expect(phaseFor(item(id), today)).toBe(expected);
  });

  it('counts a milestone falling on today as still ahead', () => {
    expect(nextMilestone(item('eu-forced-labour'), '2027-12-14')?.date).toBe('2027-12-14');
  });
});

describe('isUpcoming', () => {
  it.each([
    ['eu-eudr', '2026-11-21', true],
    // Last step 30 Dec 2027: still listed for twelve months after it, then dropped.
    ['eu-eudr', '2028-12-29', true],
    ['eu-eudr', '2028-12-31', false],
    ['eu-green-claims', '2035-01-01', true],
    ['eu-csddd', '2029-12-31', true],
  ])('%s on %s → %s', (id, today, expected) => {
    expect(isUpcoming(item(id), today)).toBe(expected);
  });
});
