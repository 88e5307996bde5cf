import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Semaphore } from 'redis-semaphore';

/**
 * Open streams per user and per address counted in Redis for every replica, as leases of a
 * redis-semaphore: each stream holds a place that lasts `leaseMs` unless its replica renews it.
 * A replica renews all of its places together on one timer (the library's own timer per lock
 * throws out of a timer callback when Redis fails); a replica that crashes stops renewing, so
 * its places run out within `leaseMs` and the users and addresses get them back.
 */
export interface SharedStreamCounts {
  /** A place under `key` if fewer than `limit` are held; null when all are taken. */
  take(key: string, limit: number): Promise<SharedPlace | null>;
  /** Renews every place this replica holds (on the timer; tests call it). */
  renew(): Promise<void>;
  stop(): void;
}

export interface SharedPlace {
  release(): void;
}

interface Held {
  key: string;
  limit: number;
  lock: Semaphore;
}

export function createSharedStreamCounts(options: {
  redis: Redis;
  prefix: string;
  leaseMs: number;
  log: FastifyBaseLogger;
}): SharedStreamCounts {
  const { redis, prefix, leaseMs, log } = options;
  const held = new Set<Held>();
  const keyOf = (key: string) => `${prefix}:streams:${key}`;
  const timing = {
    lockTimeout: leaseMs,
    acquireAttemptsLimit: 1,
    retryInterval: 0,
    refreshInterval: 0,
  };

  async function renew() {
    let failed = 0;
    let lastError: unknown;
    await Promise.all(
      [...held].map(async ({ key, limit, lock }) => {
        const again = new Semaphore(redis, keyOf(key), limit, {
          ...timing,
          identifier: lock.identifier,
          acquiredExternally: true,
        });
        // False when the place ran out while Redis was away: the stream stays open, uncounted.
        await again.tryAcquire().catch((error: unknown) => {
          failed += 1;
          lastError = error;
        });
      }),
    );
    // One line a round, however many streams this replica holds.
    if (failed > 0) log.warn({ err: lastError, failed }, 'could not renew live stream counts');
  }
  const timer = setInterval(() => void renew(), Math.max(1_000, Math.floor(leaseMs / 3)));
  timer.unref();

  return {
    async take(key, limit) {
      const lock = new Semaphore(redis, keyOf(key), limit, timing);
      if (!(await lock.tryAcquire())) return null;
      const entry: Held = { key, limit, lock };
      held.add(entry);
      return {
        release() {
          if (!held.delete(entry)) return;
          // Harmless when it fails: the place runs out with its lease.
          lock.release().catch((error: unknown) => {
            log.debug({ err: error }, 'could not release a live stream count');
          });
        },
      };
    },
    renew,
    stop() {
      clearInterval(timer);
    },
  };
}
