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

/**
 * PostgreSQL: a connection of its own (not from the pool, and not through PgBouncer in transaction
 * mode, which cannot hold a LISTEN), reconnected a second after it drops.
 */
export async function listenPostgres(url: string, channel: string, h: ListenHandlers) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, ...PG_CONNECTION_OPTIONS });
    const lost = () => {
      if (client !== c) return;
      client = null;
      h.onLost();
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    };
    c.on('notification', (n) => {
      if (n.channel === channel) h.onMessage(n.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
      if (client === c) h.onReady();
    } catch (err) {
      lost();
      throw err;
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    h.onLost();
    await c?.end().catch(() => undefined);
  };
}
