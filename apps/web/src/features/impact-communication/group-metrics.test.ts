import { describe, expect, it } from 'vitest';
import { groupMetricsByCategory, metricLabelBadge, UNCATEGORIZED } from './group-metrics';

const metric = (name: string, category?: string | null) => ({ name, category });

describe('groupMetricsByCategory', () => {
  it('groups metrics by category in the order the categories first appear, keeping metric order', () => {
    const groups = groupMetricsByCategory([
      metric('GHG', 'Climate'),
      metric('Fair Trade', 'Labour'),
      metric('Scope 3', 'Climate'),
    ]);
    expect(groups.map((group) => [group.category, group.metrics.map((m) => m.name)])).toEqual([
      ['Climate', ['GHG', 'Scope 3']],
      ['Labour', ['Fair Trade']],
    ]);
  });

  it("puts metrics without a category under 'Uncategorized', last", () => {
    const groups = groupMetricsByCategory([
      metric('a', ''),
      metric('b', 'Energy'),
      metric('c', null),
      metric('d'),
      metric('e', '  '),
      metric('f', 'uncategorized'),
    ]);
    expect(groups.map((group) => [group.category, group.metrics.map((m) => m.name)])).toEqual([
      ['Energy', ['b']],
      [UNCATEGORIZED, ['a', 'c', 'd', 'e', 'f']],
    ]);
  });

  it('merges spellings of one category under the first one', () => {
    const groups = groupMetricsByCategory([metric('a', 'Climate '), metric('b', 'climate')]);
    expect(groups).toEqual([
      { category: 'Climate', metrics: [metric('a', 'Climate '), metric('b', 'climate')] },
    ]);
  });

  it('gives no group for no metrics', () => {
    expect(groupMetricsByCategory([])).toEqual([]);
    expect(groupMetricsByCategory(null)).toEqual([]);
    expect(groupMetricsByCategory(undefined)).toEqual([]);
  });
});

describe('metricLabelBadge', () => {
  it('maps the three labels of the spec', () => {
    expect(metricLabelBadge('Self-reported')).toEqual({ label: 'Self-reported', tone: 'neutral' });
    expect(metricLabelBadge('Third-party Validated')).toEqual({
      label: 'Third-party Validated',
      tone: 'success',
    });
    expect(metricLabelBadge('Estimated')).toEqual({ label: 'Estimated', tone: 'warning' });
  });

  it('reads a label whatever its case', () => {
    expect(metricLabelBadge(' third-party validated')).toEqual({
      label: 'Third-party Validated',
      tone: 'success',
    });
  });

  it('shows an unknown label as it is, and none when blank', () => {
    expect(metricLabelBadge('Audited')).toEqual({ label: 'Audited', tone: 'muted' });
    expect(metricLabelBadge('')).toBeNull();
    expect(metricLabelBadge(undefined)).toBeNull();
  });
});
