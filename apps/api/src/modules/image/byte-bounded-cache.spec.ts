import { ByteBoundedCache } from './byte-bounded-cache';

const entry = (bytes: number) => ({ data: Buffer.alloc(bytes) });

describe('ByteBoundedCache', () => {
  it('evicts the least recently used entries once over its byte budget', () => {
    const cache = new ByteBoundedCache(800);
    cache.set('a', entry(100));
    cache.set('b', entry(100));
    cache.get('a');
    for (let i = 0; i < 7; i += 1) cache.set(`x${i}`, entry(100));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(800);
  });

  it('never holds one value larger than an eighth of its budget', () => {
    const cache = new ByteBoundedCache(800);
    cache.set('big', entry(101));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the keys a predicate picks', () => {
    const cache = new ByteBoundedCache(800);
    cache.set('one.a', entry(10));
    cache.set('one.b', entry(10));
    cache.set('two.a', entry(10));
    cache.deleteWhere((key) => key.startsWith('one.'));
    expect(cache.get('one.a')).toBeUndefined();
    expect(cache.get('two.a')).toBeDefined();
    expect(cache.size).toBe(10);
  });
});
