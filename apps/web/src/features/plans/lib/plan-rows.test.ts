import { describe, expect, it } from 'vitest';
import { formatLimit } from './plan-rows';

describe('formatLimit', () => {
  it('reads null as no limit and groups thousands', () => {
    expect(formatLimit(null)).toBe('Unlimited');
    expect(formatLimit(0)).toBe('0');
    expect(formatLimit(1500)).toBe('1,500');
  });
});
