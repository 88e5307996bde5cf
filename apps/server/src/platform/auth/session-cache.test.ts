import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import type { RequestUser } from './access.js';
import { bearerCacheKey, createSessionCache } from './session-cache.js';

const START = '2026-03-01T10:00:00.000Z';
const LATER = new Date('2026-05-01T00:00:00.000Z');

function user(id: string): RequestUser {
  return {
    id,
    email: null,
    isAnonymous: true,
    emailVerified: false,
    provider: 'anonymous',
    kind: 'anonymous',
    sessionId: `session-${id}`,
  };
}

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = fixedClock(START);
  const wallClock = fixedClock(START);
  const cache = createSessionCache({ ttlMs: 5_000, clock, wallClock, ...options });
  const put = (key: string, id: string, expiresAt = LATER) =>
    cache.set(key, user(id), expiresAt, cache.ticket());
  return { cache, clock, wallClock, put };
}

describe('session cache', () => {
  it('keys on a digest of the header, never the token itself', () => {
    const key = bearerCacheKey('Bearer secret-token');
    expect(key).not.toContain('secret-token');
    expect(key).toBe(bearerCacheKey('Bearer secret-token'));
    expect(key).not.toBe(bearerCacheKey('Bearer secret-token2'));
  });

  it('keeps a user for the TTL on the app clock, and not a moment longer', () => {
    const { cache, clock, put } = setup();
    put('a', 'u1');
    clock.advance(4_999);
    expect(cache.get('a')?.id).toBe('u1');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the session it came from', () => {
    const { cache, wallClock, put } = setup();
    put('a', 'u1', new Date(new Date(START).getTime() + 1_000));
    expect(cache.get('a')?.id).toBe('u1');
    wallClock.advance(1_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const { cache, put } = setup({ ttlMs: 0 });
    put('a', 'u1');
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every token of one user, and only theirs', () => {
    const { cache, put } = setup();
    put('phone', 'u1');
    put('tablet', 'u1');
    put('other', 'u2');
    cache.forgetUser('u1');
    expect([cache.get('phone'), cache.get('tablet')]).toEqual([undefined, undefined]);
    expect(cache.get('other')?.id).toBe('u2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer read before an invalidation that came meanwhile', () => {
    const { cache } = setup();
    const ticket = cache.ticket();
    cache.clear();
    cache.set('a', user('u1'), LATER, ticket);
    expect(cache.get('a')).toBeUndefined();
    const next = cache.ticket();
    cache.forgetUser('someone-else');
    cache.set('a', user('u1'), LATER, next);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', () => {
    const { cache, put } = setup({ maxEntries: 2 });
    put('a', 'u1');
    put('b', 'u2');
    expect(cache.get('a')?.id).toBe('u1');
    put('c', 'u3');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.id).toBe('u1');
    expect(cache.get('c')?.id).toBe('u3');
    // An evicted entry leaves no trace in the per-user index either.
    cache.forgetUser('u2');
    expect(cache.size).toBe(2);
  });

  it('hands out a frozen copy, so one request cannot change another one’s user', () => {
    const { cache } = setup();
    const original = user('u1');
    cache.set('a', original, LATER, cache.ticket());
    const cached = cache.get('a');
    expect(cached).toEqual(original);
    expect(Object.isFrozen(cached)).toBe(true);
  });
});
