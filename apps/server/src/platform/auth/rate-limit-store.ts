import type { Redis } from 'ioredis';
import type { Clock } from '../clock.js';

interface Window {
  count: number;
  startedAt: number;
}

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitStore {
  consume(
    key: string,
    rule: RateLimitRule,
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
  close(): Promise<void>;
}

// One round trip, atomic across replicas: count, start the window on the first hit, report
// the time left when over.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then return redis.call('PTTL', KEYS[1]) end
return -1`;

/**
 * better-auth's rate-limit storage (and the sign-in limits per account), one per app: its
 * built-in memory store is shared by every instance in the process and reads the wall clock
 * rather than ours. With Redis the counts are shared by every replica; a Redis that cannot be
 * reached lets requests through rather than locking everyone out.
 */
export function createRateLimitStore(
  clock: Clock,
  redis?: { url: string; prefix: string },
): RateLimitStore {
  return redis ? redisStore(redis.url, redis.prefix) : memoryStore(clock);
}

function memoryStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, Window>();
  return {
    async consume(key, rule) {
      const now = clock.now().getTime();
      const windowMs = rule.window * 1000;
      const current = windows.get(key);
      if (!current || now - current.startedAt >= windowMs) {
        if (windows.size > 100_000) windows.clear();
        windows.set(key, { count: 1, startedAt: now });
        return { allowed: true, retryAfter: null };
      }
      if (current.count >= rule.max) {
        return {
          allowed: false,
          retryAfter: Math.ceil((current.startedAt + windowMs - now) / 1000),
        };
      }
      current.count += 1;
      return { allowed: true, retryAfter: null };
    },
    async close() {},
  };
}

function redisStore(url: string, prefix: string): RateLimitStore {
  let client: Promise<Redis> | undefined;
  const connect = () =>
    (client ??= import('ioredis').then(
      ({ Redis }) => new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 }),
    ));
  return {
    async consume(key, rule) {
      try {
        const redis = await connect();
        const left = Number(
          await redis.eval(
            CONSUME_SCRIPT,
            1,
            `${prefix}:auth-limit:${key}`,
            rule.window * 1000,
            rule.max,
          ),
        );
        if (left < 0) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
      } catch {
        return { allowed: true, retryAfter: null };
      }
    },
    async close() {
      if (client) await (await client).quit().catch(() => undefined);
    },
  };
}
