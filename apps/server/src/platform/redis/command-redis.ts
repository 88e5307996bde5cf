import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The app's one Redis connection for plain commands, shared by the request limits, the
 * identity service's limits and the live-stream counts (the event bus keeps its own pair, as
 * a subscribing connection can run nothing else). Loads ioredis only when Redis is
 * configured. Short timeouts and one retry, so a slow or lost Redis never holds a request:
 * every user of this connection has a way to carry on without it.
 */
export async function openCommandRedis(
  url: string | undefined,
  log: FastifyBaseLogger,
): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // Without a listener ioredis prints every failed reconnect as an unhandled error event.
  redis.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
  return redis;
}

export async function closeCommandRedis(redis: Redis | undefined): Promise<void> {
  await redis?.quit().catch(() => redis.disconnect());
}
