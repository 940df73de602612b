import { describe, expect, it } from 'vitest';
import { canGenerateRegulations, shouldAutoGenerate } from './generate-rules';

describe('canGenerateRegulations', () => {
  it('lets a signed-in member generate for their own client only', () => {
    expect(canGenerateRegulations({ signedIn: true, isSample: false })).toBe(true);
    expect(canGenerateRegulations({ signedIn: false, isSample: false })).toBe(false);
    expect(canGenerateRegulations({ signedIn: true, isSample: true })).toBe(false);
  });
});

describe('shouldAutoGenerate', () => {
  const base = { hasRows: false, canGenerate: true, alreadyTried: false, isPending: false };
  it('generates once when the client has no regulations', () => {
    expect(shouldAutoGenerate(base)).toBe(true);
    expect(shouldAutoGenerate({ ...base, alreadyTried: true })).toBe(false);
    expect(shouldAutoGenerate({ ...base, isPending: true })).toBe(false);
  });

  it('does nothing when rows exist or the user may not generate', () => {
    expect(shouldAutoGenerate({ ...base, hasRows: true })).toBe(false);
    expect(shouldAutoGenerate({ ...base, canGenerate: false })).toBe(false);
  });
});
