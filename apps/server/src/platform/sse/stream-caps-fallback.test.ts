import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { unreachableRedis } from '../redis/unreachable-redis.testing.js';
import { createStreamCaps, DEFAULT_STREAM_LIMITS } from './stream-caps.js';

// With Redis configured but out of reach, each replica still holds the caps with its own
// counts rather than letting every stream in or turning every one away.
const unreachable = unreachableRedis();

describe('live stream caps while Redis is away', () => {
  it('counts per user and per address on this replica', async () => {
    const caps = createStreamCaps({
      limits: { ...DEFAULT_STREAM_LIMITS, perUser: 1, perAddress: 2 },
      shared: { redis: unreachable, prefix: 'unreachable' },
      log: pino({ level: 'silent' }),
    });
    try {
      const first = await caps.admit({ userId: 'u1', address: 'a' });
      await expect(caps.admit({ userId: 'u1', address: 'a' })).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
      await caps.admit({ userId: 'u2', address: 'a' });
      await expect(caps.admit({ userId: 'u3', address: 'a' })).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
      first.release();
      await caps.admit({ userId: 'u1', address: 'a' });
      expect(caps.open).toBe(2);
    } finally {
      caps.close();
    }
  });
});
