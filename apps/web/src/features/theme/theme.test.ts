import { describe, expect, it } from 'vitest';
import { applyTheme, resolveInitialTheme } from './theme';

describe('resolveInitialTheme', () => {
  it('uses a saved choice over the system preference', () => {
    expect(resolveInitialTheme('light', true)).toBe('light');
    expect(resolveInitialTheme('dark', false)).toBe('dark');
  });

  it('follows the system preference when nothing (or nonsense) is saved', () => {
    expect(resolveInitialTheme(null, true)).toBe('dark');
    expect(resolveInitialTheme('purple', false)).toBe('light');
  });
});

describe('applyTheme', () => {
  it("toggles the 'dark' class on <html>", () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
