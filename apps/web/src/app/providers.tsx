import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useThemeStore } from '../features/theme';
import { queryClient } from './query-client';

/** Toast and tooltip settings from spec 01 §9 (sonner's default width is the spec's 356 px). */
export function Providers({ children }: { children: ReactNode }) {
  const theme = useThemeStore((state) => state.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster
          theme={theme}
          richColors
          visibleToasts={3}
          duration={4000}
          gap={14}
          hotkey={['altKey', 'KeyT']}
        />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
