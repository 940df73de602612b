import { create } from 'zustand';
import { applyTheme, readInitialTheme, saveTheme, type Theme } from './theme';

interface ThemeState {
  theme: Theme;
  toggleTheme: () => void;
}

/** Not reset on sign-out: the theme belongs to the device, not to the signed-in user. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readInitialTheme(),
  toggleTheme: () => {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    applyTheme(theme);
    saveTheme(theme);
    set({ theme });
  },
}));

/** Called in main.tsx before React renders, so the first paint already has the right colours. */
export function applyStoredTheme(): void {
  applyTheme(useThemeStore.getState().theme);
}
