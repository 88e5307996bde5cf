import { describe, expect, it } from 'vitest';
import { unreachableRedis } from '../redis/unreachable-redis.testing.js';
import { createRateLimitStore } from './rate-limit-store.js';

// The identity service's limits on rate-limiter-flexible: counted in memory without Redis, and
// still counted (per replica) when the configured Redis cannot be reached.
const unreachable = unreachableRedis();

describe('rate-limit store', () => {
  it('allows max tries in the window, then tells how long to wait', async () => {
    const store = createRateLimitStore();
    const rule = { window: 60, max: 2 };
    expect(await store.consume('a', rule)).toEqual({ allowed: true, retryAfter: null });
    expect(await store.consume('a', rule)).toEqual({ allowed: true, retryAfter: null });
    const refused = await store.consume('a', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await store.consume('b', rule)).allowed).toBe(true);
  });

  it('keeps counting in memory while Redis cannot be reached', async () => {
    const store = createRateLimitStore({ client: unreachable, prefix: 'unreachable' });
    const rule = { window: 60, max: 2 };
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await store.consume('a', rule)).allowed);
    expect(results).toEqual([true, true, false]);
  });
});
