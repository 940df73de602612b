import { describe, expect, it } from 'vitest';
import { normalizeCompany } from '../company/index.js';
import { ALL_RULES } from './all-rules.js';
import { evaluateRule, toRegulationRow } from './index.js';
import { regulationSchema } from '@impact/contracts';

describe('ALL_RULES', () => {
  it('covers at least 25 instruments, each once', () => {
    const ids = ALL_RULES.map((rule) => rule.id);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('be-'))).toHaveLength(1);
  });

  it('gives every rule a row the product can store, for a company we know little about', () => {
    const company = normalizeCompany({ Name: 'Unknown Co' });
    for (const rule of ALL_RULES) {
      const result = evaluateRule(rule, company, '2026-11-21');
      expect(result.verdict).not.toBe('in-scope');
      const row = toRegulationRow(rule, result, '2026-11-21');
      expect(regulationSchema.safeParse(row).error?.issues ?? []).toEqual([]);
    }
  });
});
