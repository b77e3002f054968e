import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PG_CONNECTION_OPTIONS } from './connection-faults';

/**
 * What a listener hears: each notification's payload; `onReady` once it listens (again, after a lost
 * connection: notifications sent meanwhile are lost, so anything kept on their word must be dropped);
 * `onLost` when the connection drops.
 */
export interface ListenHandlers {
  onMessage(payload: string): void;
  onReady(): void;
  onLost(): void;
}

/** The embedded database's own LISTEN (one process: the notifications of its own commits). */
export async function listenPglite(client: PGlite, channel: string, h: ListenHandlers) {
  const stop = await client.listen(channel, (payload) => h.onMessage(payload));
  h.onReady();
  return async () => {
    h.onLost();
    await stop();
  };
}

/**
 * For a copy kept in memory on the word of a channel: `forget` runs whenever listening starts or stops
 * (notices sent meanwhile are lost) and on every notice, unless `onNotice` reads the notice instead (to
 * forget only what it names). Keep the copy only while `listening`. A first connection that fails is
 * reported to `onError`; the copy is then never kept.
 */
export async function listenToForget(
  database: { listen(channel: string, h: ListenHandlers): Promise<() => Promise<void>> },
  channel: string,
  forget: () => void,
  opts: { onNotice?: (payload: string) => void; onError?: (err: unknown) => void } = {},
): Promise<{ readonly listening: boolean; stop(): Promise<void> }> {
  let listening = false;
  let stop: (() => Promise<void>) | null = null;
  try {
    stop = await database.listen(channel, {
      onMessage: opts.onNotice ?? (() => forget()),
      onReady: () => {
        forget();
        listening = true;
      },
      onLost: () => {
        listening = false;
        forget();
      },
    });
  } catch (err) {
    opts.onError?.(err);
  }
  return {
    get listening() {
      return listening;
    },
    stop: async () => {
      await stop?.();
    },
  };
}

const RECONNECT_MS = 1_000;
/** The LISTEN connection's application_name (pg_stat_activity). */
export const LISTEN_APPLICATION_NAME = 'vdc-listen';

/** Every channel an instance listens on, through one connection (see sharedPostgresListener). */
export interface SharedListener {
  listen(channel: string, h: ListenHandlers): Promise<() => Promise<void>>;
  /** The channels listened on now, each with how many listeners (the admin view of kept copies). */
  channels(): { channel: string; listeners: number }[];
  readonly listening: boolean;
  /** Stops every listener and ends the connection (the database is closed). */
  close(): Promise<void>;
}

/**
 * PostgreSQL: ONE connection of its own per instance (not from the pool, and not through PgBouncer in
 * transaction mode, which cannot hold a LISTEN), carrying every channel: each `listen` adds its
 * channel to it and its handlers to the channel's. Reconnected a second after it drops; every
 * listener hears `onLost` then, and `onReady` once it listens again. Closed when the last listener
 * stops. `url` is DATABASE_LISTEN_URL when set, else DATABASE_URL.
 */
export function sharedPostgresListener(url: string): SharedListener {
  const handlers = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | null = null;
  /** The channels LISTENed on the current connection. */
  let listened = new Set<string>();
  let ready = false;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  const everyHandler = () => [...handlers.values()].flatMap((set) => [...set]);

  const connect = async () => {
    // Named, so pg_stat_activity tells it from the pool's (an application_name in the URL wins).
    const c = new pg.Client({
      connectionString: url,
      ...PG_CONNECTION_OPTIONS,
      application_name: LISTEN_APPLICATION_NAME,
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      connecting = null;
      const wasReady = ready;
      ready = false;
      if (wasReady) for (const h of everyHandler()) h.onLost();
      c.end().catch(() => undefined);
      if (handlers.size > 0) retry = setTimeout(() => void ensure().catch(() => undefined), RECONNECT_MS);
    };
    c.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h.onMessage(n.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    listened = new Set();
    try {
      await c.connect();
      for (const channel of [...handlers.keys()]) {
        await c.query(`LISTEN ${quoted(channel)}`);
        listened.add(channel);
      }
      if (client === c) {
        ready = true;
        for (const h of everyHandler()) h.onReady();
      }
    } catch (err) {
      lost();
      throw err;
    }
  };
  const ensure = () => (connecting ??= connect());

  const closeIfUnused = async () => {
    if (handlers.size > 0) return;
    clearTimeout(retry);
    const c = client;
    client = null;
    connecting = null;
    ready = false;
    await c?.end().catch(() => undefined);
  };

  return {
    async listen(channel, h) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(h);
      // A first connection that fails is retried (as after a drop); this listener hears onReady then.
      await ensure();
      const c = client;
      if (c && ready && !listened.has(channel)) {
        listened.add(channel);
        await c.query(`LISTEN ${quoted(channel)}`);
      }
      if (ready && client === c) h.onReady();
      return async () => {
        if (!set.delete(h)) return;
        h.onLost();
        if (set.size === 0) {
          handlers.delete(channel);
          if (client && listened.delete(channel))
            await client.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
        }
        await closeIfUnused();
      };
    },
    async close() {
      const all = everyHandler();
      handlers.clear();
      if (ready) for (const h of all) h.onLost();
      await closeIfUnused();
    },
    channels: () => [...handlers].map(([channel, set]) => ({ channel, listeners: set.size })),
    get listening() {
      return ready;
    },
  };
}
