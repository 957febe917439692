import { describe, expect, it } from 'vitest';
import { ProcessCache } from './process-cache.ts';

describe('ProcessCache', () => {
  it('keeps an entry for at most its max age', () => {
    let now = 1_000;
    const cache = new ProcessCache<string>(30_000, 10, () => now);
    cache.set('a', 'A', cache.begin());
    now += 30_000;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most max entries, dropping the oldest stored first', () => {
    const cache = new ProcessCache<number>(60_000, 2);
    cache.set('a', 1, cache.begin());
    cache.set('b', 2, cache.begin());
    cache.set('a', 3, cache.begin());
    cache.set('c', 4, cache.begin());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });

  it('never stores an answer computed before a clear', async () => {
    const cache = new ProcessCache<string>(60_000, 10);
    let release!: () => void;
    const computing = cache.getOrCompute('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'stale';
    });
    cache.clear();
    release();
    expect(await computing).toBe('stale');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrCompute('k', () => Promise.resolve('fresh'))).toBe('fresh');
    expect(cache.get('k')).toBe('fresh');
  });
});
