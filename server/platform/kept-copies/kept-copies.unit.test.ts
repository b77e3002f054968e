import { describe, expect, it } from 'vitest';
import { listenToForget, type ListenHandlers } from '../../db/listen';
import { createKeptCopies, createTimedCopy, keptCopyKey } from './kept-copies';

/** A database whose notices and connection the test drives by hand. */
function fakeDatabase() {
  const handlers = new Map<string, ListenHandlers>();
  return {
    listen: async (channel: string, h: ListenHandlers) => {
      handlers.set(channel, h);
      h.onReady();
      return async () => {
        handlers.delete(channel);
        h.onLost();
      };
    },
    notice: (channel: string, payload = '') => handlers.get(channel)!.onMessage(payload),
    drop: (channel: string) => handlers.get(channel)!.onLost(),
    ready: (channel: string) => handlers.get(channel)!.onReady(),
    channels: () => [...handlers.keys()],
  };
}

/** A copy of a few entries, forgotten on every notice of its channel. */
async function smallCopy(database: Parameters<typeof listenToForget>[0], channel: string) {
  const entries = new Set<string>();
  const clear = () => entries.clear();
  const heard = await listenToForget(database, channel, clear);
  return {
    add: (k: string) => heard.listening && entries.add(k),
    clear,
    get size() {
      return entries.size;
    },
    close: () => heard.stop(),
  };
}

const COPY = keptCopyKey<Awaited<ReturnType<typeof smallCopy>>>('things');

describe('kept copies', () => {
  it('lists each copy with its channel, entries and its last invalidation, by reason', async () => {
    let now = Date.parse('2026-11-28T01:00:00Z');
    const db = fakeDatabase();
    const copies = createKeptCopies(db, { now: () => now });
    const copy = await copies.start(COPY, { channel: 'things_changed', maxAgeMs: 60_000 }, (l) =>
      smallCopy(l, 'things_changed'),
    );
    expect(copies.get(COPY)).toBe(copy);
    copy.add('a');
    copy.add('b');
    expect(copies.list()).toEqual([
      {
        name: 'things',
        channel: 'things_changed',
        maxAgeMs: 60_000,
        entries: 2,
        listening: true,
        invalidations: 0,
        lastInvalidation: null,
      },
    ]);

    now += 1000;
    db.notice('things_changed');
    expect(copies.list()[0]).toMatchObject({
      entries: 0,
      invalidations: 1,
      lastInvalidation: { at: '2026-11-28T01:00:01.000Z', reason: 'notice' },
    });

    copy.add('c');
    await copies.forget(COPY);
    expect(copies.list()[0]).toMatchObject({
      entries: 0,
      invalidations: 2,
      lastInvalidation: { reason: 'local' },
    });

    db.drop('things_changed');
    expect(copies.list()[0]).toMatchObject({ listening: false });
    expect(copy.add('d')).toBe(false); // nothing is kept while changes are not heard
    db.ready('things_changed');
    expect(copies.list()[0]).toMatchObject({
      listening: true,
      invalidations: 3,
      lastInvalidation: { reason: 'reconnect' },
    });

    await copies.close();
    expect(copies.get(COPY)).toBeUndefined();
    expect(db.channels()).toEqual([]);
  });

  it('counts only the notices that are changes, and lets a copy listen on its own channel only', async () => {
    const db = fakeDatabase();
    const copies = createKeptCopies(db);
    await copies.start(
      COPY,
      { channel: 'things_changed', maxAgeMs: 1000, isChange: (p) => !p.startsWith('b:') },
      (l) => smallCopy(l, 'things_changed'),
    );
    db.notice('things_changed', 'b:barrier');
    expect(copies.list()[0]!.invalidations).toBe(0);
    db.notice('things_changed', 'u:42');
    expect(copies.list()[0]!.invalidations).toBe(1);

    const OTHER = keptCopyKey<Awaited<ReturnType<typeof smallCopy>>>('other');
    // Another channel than its own is refused: the copy never hears it, so it keeps nothing.
    const other = await copies.start(OTHER, { channel: 'mine', maxAgeMs: 1000 }, (l) =>
      smallCopy(l, 'not_mine'),
    );
    expect(other.add('x')).toBe(false);
    expect(copies.list().find((c) => c.name === 'other')).toMatchObject({ listening: false, entries: 0 });
    expect(db.channels()).not.toContain('not_mine');
    await expect(
      copies.start(COPY, { channel: 'things_changed', maxAgeMs: 1000 }, (l) =>
        smallCopy(l, 'things_changed'),
      ),
    ).rejects.toThrow(/already started/);
  });
});

describe('forgetting a copy that reloads at once', () => {
  it('resolves once the reload is in, and counts it as a change made here', async () => {
    const copies = createKeptCopies(fakeDatabase());
    let value = 'old';
    let release: () => void = () => undefined;
    const RELOADING = keptCopyKey<{ size: number; clear(): Promise<void> }>('reloading');
    await copies.start(RELOADING, { channel: null, maxAgeMs: 1000 }, () => ({
      size: 1,
      clear: () =>
        new Promise<void>((resolve) => {
          release = () => {
            value = 'new';
            resolve();
          };
        }),
    }));
    let done = false;
    const forgotten = copies.forget(RELOADING).then(() => (done = true));
    expect(copies.list()[0]).toMatchObject({ invalidations: 1, lastInvalidation: { reason: 'local' } });
    await Promise.resolve();
    expect(done).toBe(false); // still reloading: the writer's answer waits
    release();
    await forgotten;
    expect(value).toBe('new');
    await expect(copies.forget(keptCopyKey('never-started'))).resolves.toBeUndefined();
  });
});

describe('a timed copy (no channel)', () => {
  it('keeps a value for its age limit, shares a load under way, and forgets a failed one', async () => {
    let now = 0;
    const copy = createTimedCopy<number>(10_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await copy.get('en', load)).toBe(1);
    expect(await copy.get('en', load)).toBe(1);
    now = 10_000;
    expect(await copy.get('en', load)).toBe(2);
    expect(copy.size).toBe(1);
    copy.clear();
    expect(await copy.get('en', load)).toBe(3);

    await expect(copy.get('fr', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await copy.get('fr', load)).toBe(4);
  });
});
