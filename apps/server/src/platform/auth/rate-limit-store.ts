import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next try may go ahead, when it may not go ahead now. */
  retryAfter: number | null;
}

export interface RateLimitStore {
  /** better-auth's rate-limit storage: one try at `key` under `rule`. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** The limiter for one named rule, made once (sign-in-limits.ts keeps several). */
  limiter(name: string, rule: RateLimitRule): RateLimiterAbstract;
}

/**
 * Rate-limit counts for the identity service, one store per app, on rate-limiter-flexible:
 * in memory, or with Redis shared by every replica. When Redis cannot be reached each
 * replica counts in memory until it is back (the library's insurance limiter), so the limits
 * still hold per replica rather than letting every request through or turning them all away.
 */
export function createRateLimitStore(redis?: { client: Redis; prefix: string }): RateLimitStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, { window, max }: RateLimitRule) => {
    const id = `${name}:${window}:${max}`;
    let found = limiters.get(id);
    if (!found) {
      const options = { points: max, duration: window };
      found = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis.client,
            keyPrefix: `${redis.prefix}:auth-limit:${id}`,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory({ ...options, keyPrefix: id });
      limiters.set(id, found);
    }
    return found;
  };
  return {
    limiter,
    consume: (key, rule) => take(limiter('auth', rule), key),
  };
}

/** One try at `key`: allowed, or refused with the seconds to wait. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<RateLimitResult> {
  try {
    await limiter.consume(key);
    return { allowed: true, retryAfter: null };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
    // A store error with no insurance to fall back on: let the request through.
    return { allowed: true, retryAfter: null };
  }
}
