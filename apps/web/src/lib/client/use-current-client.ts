import type { Client } from '@impact/contracts';
import { useParams } from 'react-router';
import { useClientByName } from './use-client';

/**
 * The client of the /client/:clientName page being shown (the router has decoded the name; the server
 * matches it case-insensitively). The client layout renders its pages only once this has loaded, so a
 * page may rely on `data`.
 */
export function useCurrentClient() {
  const { clientName = '' } = useParams();
  return useClientByName(clientName);
}

/** For pages inside the client layout: the loaded client. */
export function useLoadedClient(): Client {
  const client = useCurrentClient();
  if (!client.data) throw new Error('useLoadedClient is for pages rendered once the client has loaded');
  return client.data;
}

/** The section blocks of a client, typed by key (absent or null when never generated). */
export function sectionData<T>(client: Client, key: keyof Client): T | undefined {
  const block = client[key] as { data?: unknown } | null | undefined;
  return (block?.data as T | undefined) ?? undefined;
}
