import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { EventBus } from './event-bus.js';
import { MemoryEventBus } from './memory-event-bus.js';
import { createRedisEventBus } from './redis-event-bus.js';

/** Redis pub/sub when REDIS_URL is set, otherwise in-process. */
export async function createEventBus(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  return config.redisUrl
    ? createRedisEventBus({ url: config.redisUrl, prefix: `${config.redisPrefix}:events`, log })
    : new MemoryEventBus(log);
}
