import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache';

describe('createRenderCache', () => {
  it('keeps the most recently used entries up to its size', () => {
    const cache = createRenderCache<string>({ maxEntries: 2, maxAgeMs: 1000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C'); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('forgets an entry older than its age limit', () => {
    let t = 0;
    const cache = createRenderCache<string>({ maxEntries: 10, maxAgeMs: 100, now: () => t });
    cache.set('a', 'A');
    t = 100;
    expect(cache.get('a')).toBe('A');
    t = 201;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
