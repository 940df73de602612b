import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { useThemeStore } from './theme-store';

export function ThemeToggle() {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  return (
    <Tooltip content="Toggle theme">
      <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={toggleTheme}>
        {theme === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
      </Button>
    </Tooltip>
  );
}
