import pg from 'pg';
import type { DatabaseHandle } from './client.js';

export type NotificationHandler = (payload: string) => void;

/**
 * LISTEN/NOTIFY for the whole process: one connection, any number of subscribers per channel. On
 * PostgreSQL a NOTIFY from any process (the worker's) reaches every API process; PGlite delivers its
 * own process's notifications. After a reconnect, `onReconnect` subscribers re-read what they may have
 * missed (notifications are not queued for a dropped connection).
 */
export interface NotificationHub {
  subscribe(channel: string, handler: NotificationHandler): Promise<() => void>;
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

export function createNotificationHub(
  handle: DatabaseHandle,
  warn: (message: string) => void,
): NotificationHub {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectHandlers = new Set<() => void>();
  const listening = new Map<string, Promise<void>>();
  const dispatch = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };

  const listener =
    handle.kind === 'pglite'
      ? pgliteListener(handle, dispatch)
      : postgresListener(handle, dispatch, warn, () => {
          for (const handler of reconnectHandlers) handler();
        });

  return {
    async subscribe(channel, handler) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const listened = listener.listen(channel).catch((error: unknown) => {
          // The next subscriber tries again.
          handlers.delete(channel);
          listening.delete(channel);
          throw error;
        });
        listening.set(channel, listened);
      }
      // Every subscriber, not only the first, returns once the channel is listened to: a stream
      // answers its client only then, so nothing sent after that is missed.
      await listening.get(channel);
      set.add(handler);
      return () => set.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    close: () => listener.close(),
  };
}

interface ChannelListener {
  listen(channel: string): Promise<void>;
  close(): Promise<void>;
}

function pgliteListener(
  handle: DatabaseHandle,
  dispatch: (channel: string, payload: string) => void,
): ChannelListener {
  const unlisten: (() => Promise<void>)[] = [];
  return {
    async listen(channel) {
      unlisten.push(await handle.pglite!.listen(channel, (payload) => dispatch(channel, payload)));
    },
    async close() {
      // The database may already be closing with the app; a failed UNLISTEN changes nothing then.
      await Promise.allSettled(unlisten.map((stop) => stop()));
    },
  };
}

function postgresListener(
  handle: DatabaseHandle,
  dispatch: (channel: string, payload: string) => void,
  warn: (message: string) => void,
  reconnected: () => void,
): ChannelListener {
  const channels = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: handle.connectionString });
      next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
      next.on('error', (error) => {
        warn(`The notification connection failed (reconnecting): ${error.message}`);
        scheduleReconnect(next);
      });
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (closed || client !== failed) return;
    client = undefined;
    void failed.end().catch(() => undefined);
    const attempt = () => {
      if (closed) return;
      connect().then(reconnected, () => {
        retry = setTimeout(attempt, RECONNECT_DELAY_MS);
      });
    };
    retry = setTimeout(attempt, RECONNECT_DELAY_MS);
  };

  return {
    async listen(channel) {
      channels.add(channel);
      const current = client ?? (await connect());
      // connect() listens to every known channel; a client that was already up needs this one added.
      await current.query(`LISTEN ${channel}`);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
