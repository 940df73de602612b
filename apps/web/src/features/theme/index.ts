export { ThemeToggle } from './theme-toggle';
export { applyStoredTheme, useThemeStore } from './theme-store';
export type { Theme } from './theme';
