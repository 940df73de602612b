import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_COUNT_OPTIONS,
  REVENUE_OPTIONS,
  employeeCountLabel,
  revenueLabel,
  toEmployeeCountCode,
  toRevenueCode,
} from './client-labels';

describe('code labels (spec 01 §3)', () => {
  it('labels employee size codes from 1-10 through 10,000+', () => {
    expect(employeeCountLabel('size_1_10')).toBe('1-10 employees');
    expect(employeeCountLabel('size_51_200')).toBe('51-200 employees');
    expect(employeeCountLabel('size_10000_plus')).toBe('10,000+ employees');
    expect(EMPLOYEE_COUNT_OPTIONS).toHaveLength(8);
    expect(EMPLOYEE_COUNT_OPTIONS[0]).toEqual({ value: 'size_1_10', label: '1-10 employees' });
  });

  it('labels revenue codes, keeping $10B+ and $100B+ apart', () => {
    expect(revenueLabel('rev_less_than_1M')).toBe('Less than $1M');
    expect(revenueLabel('rev_10B_plus')).toBe('$10B+');
    expect(revenueLabel('rev_100B_plus')).toBe('$100B+');
    expect(REVENUE_OPTIONS).toHaveLength(10);
  });

  it('answers null for a missing or unknown code, never the raw code', () => {
    expect(employeeCountLabel(null)).toBeNull();
    expect(employeeCountLabel(undefined)).toBeNull();
    expect(employeeCountLabel('size_huge')).toBeNull();
    expect(employeeCountLabel('1-10 employees')).toBeNull();
    expect(revenueLabel('rev_unknown')).toBeNull();
    expect(revenueLabel('toString')).toBeNull();
  });

  it('reads a code from either the code or its label', () => {
    expect(toEmployeeCountCode('size_201_500')).toBe('size_201_500');
    expect(toEmployeeCountCode(' 201-500 Employees ')).toBe('size_201_500');
    expect(toRevenueCode('$1B-$5B')).toBe('rev_1B_5B');
    expect(toRevenueCode('a lot')).toBeNull();
    expect(toRevenueCode(42)).toBeNull();
    expect(toRevenueCode('constructor')).toBeNull();
  });
});
