import type { ReactNode } from 'react';
import { useCurrentClient } from '../../../lib/client/use-current-client';

/** For tests: renders a client page once its client has loaded, as the client layout does. */
export function WithClient({ children }: { children: ReactNode }) {
  const client = useCurrentClient();
  return client.data ? children : null;
}
