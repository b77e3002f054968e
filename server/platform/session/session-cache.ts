import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { listenToForget } from '../../db/listen';
import { keptCopyKey } from '../kept-copies/kept-copies';
import { addRouteHook } from '../http/route-hooks';
import type { SessionUser } from './session';

/** What is kept of a verified session: its user and the times its limits are counted from. */
export interface CachedSession {
  user: SessionUser;
  userId: string;
  createdAt: number;
  lastSeen: number;
}

export interface SessionCache {
  /** The kept session for this cookie value, or undefined (not kept, kept too long, or not listening). */
  get(cookieValue: string): CachedSession | undefined;
  /** A mark taken before reading the database; `set` keeps nothing if a revocation came after it. */
  mark(): number;
  set(cookieValue: string, entry: CachedSession, mark: number): void;
  forget(cookieValue: string): void;
  /** Forgets every kept session. */
  clear(): void;
  /**
   * Resolves once every revocation committed before the call has reached this cache: a barrier
   * notification is sent and waited for (notifications arrive in commit order); the calls made while
   * one is on its way share the next. A write request's answer waits for it, so the next request of
   * the same client never meets a revoked session here.
   */
  sync(): Promise<void>;
  readonly listening: boolean;
  readonly size: number;
  close(): Promise<void>;
}

export const SESSION_REVOKED_CHANNEL = 'vdc_session_revoked';
/** The session cache among the kept copies (started in server/app.ts). */
export const SESSIONS = keptCopyKey<SessionCache>('sessions');
/** A kept session is read again from the database after this long. */
export const KEEP_MS = 60_000;

/**
 * Sessions verified recently, so most signed-in requests need no database round trip. Each instance
 * listens on the database (migration 0007: a trigger announces every ended or changed session and every
 * changed user at commit) and forgets what it hears, so a logout or a ban on any instance, by any code
 * path, applies on every instance as soon as its connection delivers the notice (milliseconds). Until it
 * listens, or after its connection drops, nothing is kept.
 */
export async function createSessionCache(
  database: Pick<Database, 'listen'> & { notify?: (channel: string, payload: string) => Promise<void> },
  opts: { maxEntries?: number; now?: () => number; log?: (msg: string, err?: unknown) => void } = {},
): Promise<SessionCache> {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 20_000;
  const entries = new Map<string, CachedSession & { keptAt: number }>();
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  const barriers = new Map<string, () => void>();
  const onMessage = (payload: string) => {
    if (payload.startsWith('b:')) {
      barriers.get(payload)?.();
      return;
    }
    generation++;
    const id = payload.slice(2);
    const bySession = payload.startsWith('s:');
    for (const [key, entry] of entries) {
      if (bySession ? entry.user.sessionId === id : entry.userId === id) entries.delete(key);
    }
  };

  /** Sends a barrier and resolves when it is heard; forgets everything if it cannot be, in time. */
  const barrier = async (): Promise<void> => {
    const token = `b:${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 2000);
      barriers.set(token, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await database.notify!(SESSION_REVOKED_CHANNEL, token);
      // Not heard in time: forget everything rather than trust what may be stale.
      if (!(await arrived)) clear();
    } catch {
      clear();
    } finally {
      barriers.delete(token);
    }
  };
  /** At most one barrier on its way; `queued` is the one sent when it is heard. */
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const sendBarrier = (): Promise<void> => {
    const sent: Promise<void> = barrier().finally(() => {
      if (inFlight === sent) inFlight = null;
    });
    inFlight = sent;
    return sent;
  };

  const revocations = await listenToForget(database, SESSION_REVOKED_CHANNEL, clear, {
    onNotice: onMessage,
    onError: (err) =>
      opts.log?.(
        'session cache: not listening for revocations yet; sessions are read from the database',
        err,
      ),
  });

  return {
    get(key) {
      if (!revocations.listening) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.keptAt > KEEP_MS) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    mark: () => generation,
    set(key, entry, mark) {
      if (!revocations.listening || mark !== generation) return;
      entries.delete(key);
      entries.set(key, { ...entry, keptAt: now() });
      // Oldest first: a Map keeps insertion order.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    forget(key) {
      entries.delete(key);
    },
    clear,
    sync() {
      if (!revocations.listening || entries.size === 0 || !database.notify) return Promise.resolve();
      if (!inFlight) return sendBarrier();
      // The barrier on its way may have been sent before this request's commit: wait for the next
      // one, sent once that one is heard. Every sync called meanwhile shares it (one round trip for
      // all the writes answered together, instead of one each).
      return (queued ??= inFlight.then(() => {
        queued = null;
        return sendBarrier();
      }));
    },
    get listening() {
      return revocations.listening;
    },
    get size() {
      return entries.size;
    },
    close: () => revocations.stop(),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route can end or change sessions (sign-in and out, two-factor, a ban, a role, a password):
     * its answer waits for the session cache's revocation barrier (`sync`), so the client's next request
     * to this instance never meets the session as it was. Another instance forgets it when its own
     * LISTEN connection delivers the notice, usually within milliseconds; no barrier waits for that.
     */
    changesSessions?: boolean;
  }
}

/**
 * A route declared `config: { changesSessions: true }` answers only once this instance's session cache
 * has heard every revocation committed so far (`sync`); other routes pay nothing. Decided when each
 * route is registered.
 */
export function registerSessionSync(app: FastifyInstance, cache: () => SessionCache | undefined) {
  const sync = async () => {
    await cache()?.sync();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.changesSessions) addRouteHook(route, 'onSend', sync);
  });
}
