import type { Client } from '@impact/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, getByRole, queryAllByRole, render } from '../../../lib/test-support/render';
import { signIn, signOut } from '../../../lib/test-support/session';
import { ReportedMetricsCard } from './reported-metrics-card';

afterEach(() => {
  cleanup();
  signOut();
});

const source = {
  url: 'https://www.example.test/key-figures',
  title: 'Key figures',
  retrievedAt: '2026-03-01',
};
const metric = (name: string, year: number, value: string) => ({
  name,
  category: 'Emissions',
  value,
  unit: 'tCO2e',
  year,
  label: 'Self-reported',
  sources: [source],
});

const client = {
  id: 1,
  documentId: 'client-1',
  Name: 'Example Fabrics',
  ReportedMetrics: {
    data: [
      metric('Scope 1 emissions', 2023, '4,800 tCO2e'),
      metric('Scope 1 emissions', 2025, '4,210 tCO2e'),
      metric('Scope 1 emissions', 2024, '4,500 tCO2e'),
      metric('Scope 2 emissions', 2025, '1,020 tCO2e'),
    ],
    lastUpdated: '2026-03-02T10:00:00.000Z',
    provenance: { method: 'extraction' },
  },
} as unknown as Client;

describe('KPIs & Metrics', () => {
  it('shows each indicator once, its latest year with the previous year beside it', () => {
    signIn();
    render(<ReportedMetricsCard client={client} />);
    const heading = getByRole('heading', 'Emissions (2)');
    const items = queryAllByRole('listitem', undefined, heading.parentElement!)
      .filter((item) => item.querySelector('p'))
      .map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Scope 1 emissions');
    expect(items[0]).toContain('4,210 tCO2e');
    expect(items[0]).toContain('Previous year: 2024: 4,500 tCO2e');
    expect(items[0]).toContain('Year: 2025');
    expect(items[0]).not.toContain('4,800');
    expect(items[1]).toContain('1,020 tCO2e');
    expect(items[1]).not.toContain('Previous year');
  });

  it('writes an amount of money the usual way round, the currency first', () => {
    signIn();
    const turnover = (year: number, value: string) => ({
      ...metric('Turnover', year, value),
      category: 'Financial',
    });
    const withTurnover = {
      ...client,
      ReportedMetrics: {
        ...client.ReportedMetrics,
        data: [turnover(2024, '61.2 EUR million'), turnover(2025, '64.8 EUR million')],
      },
    } as unknown as Client;
    render(<ReportedMetricsCard client={withTurnover} />);
    const heading = getByRole('heading', 'Financial (1)');
    const item = queryAllByRole('listitem', undefined, heading.parentElement!).find((li) =>
      li.querySelector('p'),
    );
    expect(item?.textContent).toContain('€64.8 million');
    expect(item?.textContent).toContain('2024: €61.2 million');
  });
});
