import { QueryClient } from '@tanstack/react-query';
import { onAppReset } from '../lib/app-reset';

export const queryClient = new QueryClient({
  defaultOptions: {
    // One retry covers a dropped connection; more would only delay an honest error message.
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

// Sign-out must not leave the previous user's data in the cache.
onAppReset(() => queryClient.clear());
