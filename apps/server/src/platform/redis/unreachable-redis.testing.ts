import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/**
 * A Redis client whose server cannot be reached (nothing listens on port 1): commands fail fast
 * instead of retrying, its connection errors are swallowed, and it is disconnected after the
 * file's tests. For testing what the code does while Redis is away.
 */
export function unreachableRedis(): Redis {
  const unreachable = new Redis('redis://127.0.0.1:1', {
    connectTimeout: 200,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  unreachable.on('error', () => undefined);
  afterAll(() => unreachable.disconnect());
  return unreachable;
}
