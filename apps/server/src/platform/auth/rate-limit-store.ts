import type { Clock } from '../clock.js';

interface Window {
  count: number;
  startedAt: number;
}

/**
 * better-auth's rate-limit storage, one per app: its built-in memory store is shared by every
 * instance in the process, and reads the wall clock rather than ours.
 */
export function createRateLimitStore(clock: Clock) {
  const windows = new Map<string, Window>();
  return {
    async consume(key: string, rule: { window: number; max: number }) {
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
  };
}
