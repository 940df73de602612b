import { describe, expect, it } from 'vitest';
import { FINER_SECTOR_KEYS, NACE_SECTIONS } from '../company/sectors.js';
import { PIPELINE_ITEMS } from './data/index.js';
import { phaseFor } from './phase.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const uncertain = (id: string) => PIPELINE_ITEMS.find((item) => item.id === id)?.uncertainty ?? '';
const isRealDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

describe('pipeline data', () => {
  it('has unique ids', () => {
    const ids = PIPELINE_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(PIPELINE_ITEMS.map((item) => [item.id, item] as const))(
    '%s is sourced, dated and fits the contract',
    (_id, item) => {
      expect(item.sources.length).toBeGreaterThan(0);
      for (const source of item.sources) {
        expect(source.url).toMatch(/^https?:\/\/[^\s]+$/);
        expect(source.title.length).toBeGreaterThan(0);
        expect(isRealDate(source.asOf)).toBe(true);
      }
      expect(isRealDate(item.asOf)).toBe(true);
      for (const milestone of item.milestones) expect(isRealDate(milestone.date)).toBe(true);
      expect(item.name.length).toBeLessThanOrEqual(200);
      expect(item.sectorLabel.length).toBeLessThanOrEqual(160);
      expect(item.summary.length).toBeGreaterThan(40);
      for (const today of ['2026-01-01', '2026-11-21', '2027-06-01', '2029-01-01', '2031-01-01']) {
        expect(phaseFor(item, today).length).toBeLessThanOrEqual(120);
      }
    },
  );

  it('covers the pipeline the fact sheet lists', () => {
    const ids = PIPELINE_ITEMS.map((item) => item.id);
    for (const id of [
      'eu-csrd-omnibus',
      'eu-esrs-revised',
      'eu-csddd',
      'eu-green-claims',
      'eu-ets2',
      'eu-ppwr',
      'eu-espr',
      'eu-eudr',
      'eu-forced-labour',
      'uk-srs-fca',
      'global-ifrs-s2-amendments',
      'us-ca-sb253',
      'us-ca-sb261',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('states every fact the fact sheet marks as contested as uncertain', () => {
    expect(uncertain('uk-srs-fca')).toMatch(/comply-or-explain/);
    expect(uncertain('eu-batteries-2027')).toMatch(/€150m/);
    expect(uncertain('eu-esrs-revised')).toMatch(/repositories/);
    expect(uncertain('us-ca-sb253')).toMatch(/10 Nov 2026/);
    expect(uncertain('eu-csrd-non-eu-standard')).toMatch(/€200m/);
  });

  it('uses only sector keys the normaliser produces', () => {
    const known = new Set<string>([...Object.keys(NACE_SECTIONS), ...FINER_SECTOR_KEYS]);
    for (const item of PIPELINE_ITEMS) {
      const exposure = item.exposure;
      const keys = 'core' in exposure ? [...exposure.core, ...exposure.probable] : [];
      for (const key of keys) expect(known, `${item.id}: ${key}`).toContain(key);
    }
  });
});
