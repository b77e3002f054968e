import { describe, expect, it, vi } from 'vitest';
import type { ListenHandlers } from '../../db/listen';
import { BLOG_CHANGED_CHANNEL, createPublicPostCache, type Loaded } from './public-post-cache';

/** A database whose notices the test sends by hand. */
function fakeDatabase(opts: { fails?: boolean } = {}) {
  let handlers: ListenHandlers | undefined;
  return {
    listen: vi.fn(async (channel: string, h: ListenHandlers) => {
      expect(channel).toBe(BLOG_CHANGED_CHANNEL);
      if (opts.fails) throw new Error('no connection');
      handlers = h;
      h.onReady();
      return async () => h.onLost();
    }),
    notice: () => handlers!.onMessage(''),
    lose: () => handlers!.onLost(),
    ready: () => handlers!.onReady(),
  };
}

const counter = (validUntil = Infinity) => {
  let n = 0;
  const load = vi.fn(async (): Promise<Loaded<number>> => ({ value: ++n, validUntil }));
  return load;
};

describe('public post cache', () => {
  it('keeps what it loaded until a change is announced', async () => {
    const db = fakeDatabase();
    const cache = await createPublicPostCache<number>(db);
    const load = counter();
    expect(await cache.get('en\na', load)).toBe(1);
    expect(await cache.get('en\na', load)).toBe(1);
    expect(await cache.get('fr\na', load)).toBe(2); // another key
    expect(load).toHaveBeenCalledTimes(2);
    db.notice();
    expect(cache.size).toBe(0);
    expect(await cache.get('en\na', load)).toBe(3);
  });

  it('shares one load between visitors asking at once', async () => {
    const cache = await createPublicPostCache<number>(fakeDatabase());
    const load = counter();
    const all = await Promise.all([1, 2, 3].map(() => cache.get('k', load)));
    expect(all).toEqual([1, 1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a load that was under way when a change came', async () => {
    const db = fakeDatabase();
    const cache = await createPublicPostCache<number>(db);
    let release!: () => void;
    const slow = vi.fn(
      () =>
        new Promise<Loaded<number>>((resolve) => {
          release = () => resolve({ value: 1, validUntil: Infinity });
        }),
    );
    const first = cache.get('k', slow);
    db.notice(); // committed while the read was under way: what it read may be from before
    release();
    expect(await first).toBe(1);
    const load = counter();
    expect(await cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1); // read again
  });

  it('keeps nothing while not listening, and drops everything when listening stops', async () => {
    const failing = await createPublicPostCache<number>(fakeDatabase({ fails: true }), { log: () => {} });
    const load = counter();
    await failing.get('k', load);
    await failing.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(failing.listening).toBe(false);

    const db = fakeDatabase();
    const cache = await createPublicPostCache<number>(db);
    const again = counter();
    await cache.get('k', again);
    db.lose();
    expect(cache.size).toBe(0);
    await cache.get('k', again);
    await cache.get('k', again);
    expect(again).toHaveBeenCalledTimes(3);
    db.ready();
    await cache.get('k', again);
    await cache.get('k', again);
    expect(again).toHaveBeenCalledTimes(4);
  });

  it('reads again when a post scheduled for later goes live, and after a minute in any case', async () => {
    let clock = 1_000_000;
    const cache = await createPublicPostCache<number>(fakeDatabase(), { now: () => clock });
    const scheduled = counter(clock + 5_000);
    await cache.get('k', scheduled);
    clock += 4_999;
    await cache.get('k', scheduled);
    expect(scheduled).toHaveBeenCalledTimes(1);
    clock += 1;
    await cache.get('k', scheduled);
    expect(scheduled).toHaveBeenCalledTimes(2);

    const none = counter();
    await cache.get('n', none);
    clock += 59_999;
    await cache.get('n', none);
    expect(none).toHaveBeenCalledTimes(1);
    clock += 1;
    await cache.get('n', none);
    expect(none).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load: the next visitor tries again', async () => {
    const cache = await createPublicPostCache<number>(fakeDatabase());
    const failing = vi.fn(async (): Promise<Loaded<number>> => {
      throw new Error('database down');
    });
    await expect(cache.get('k', failing)).rejects.toThrow('database down');
    await expect(cache.get('k', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 500 copies, dropping the least recently read', async () => {
    const cache = await createPublicPostCache<number>(fakeDatabase());
    const load = counter();
    for (let i = 0; i < 500; i++) await cache.get(`k${i}`, load);
    await cache.get('k0', load); // read again: now the most recent
    await cache.get('k500', load);
    expect(cache.size).toBe(500);
    await cache.get('k0', load);
    expect(load).toHaveBeenCalledTimes(501);
    await cache.get('k1', load); // the least recent, dropped
    expect(load).toHaveBeenCalledTimes(502);
  });
});
