import { describe, expect, it } from 'vitest';
import { initiativeListStaleTime, isReusableInitiativeList } from './cache-rule';

describe('the per-client cache rule (spec 02 §9)', () => {
  it('reuses a non-empty list', () => {
    expect(isReusableInitiativeList([{ id: 1 }])).toBe(true);
    expect(initiativeListStaleTime([{ id: 1 }])).toBe(Number.POSITIVE_INFINITY);
  });

  it('asks again when the list is empty or was never fetched', () => {
    expect(isReusableInitiativeList([])).toBe(false);
    expect(isReusableInitiativeList(undefined)).toBe(false);
    expect(initiativeListStaleTime([])).toBe(0);
  });
});
