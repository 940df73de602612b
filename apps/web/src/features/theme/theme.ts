import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

export type Theme = 'light' | 'dark';

/** A saved choice wins; without one the system preference decides. */
export function resolveInitialTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

export function readInitialTheme(): Theme {
  const prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return resolveInitialTheme(readStorage(STORAGE_KEYS.theme), prefersDark);
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function saveTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
}
