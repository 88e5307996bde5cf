import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { ChannelListeners } from './channel-listeners.js';
import {
  assertChannel,
  subscribeWithSnapshot,
  type ChannelEvent,
  type ChannelListener,
  type EventBus,
  type SubscribeOptions,
  type Unsubscribe,
} from './event-bus.js';

export interface RedisEventBusOptions {
  url: string;
  /** Redis channel prefix; tests give each bus its own. */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * Redis pub/sub: one connection publishes, one subscriber connection carries every channel
 * this process listens to (Redis channels are subscribed while at least one listener is).
 * ioredis reconnects and subscribes again by itself after a dropped connection.
 */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis';
  readonly #listeners = new ChannelListeners();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #prefix: string;
  readonly #log: FastifyBaseLogger;

  /** Use createRedisEventBus(), which loads ioredis only when it is configured. */
  constructor(options: RedisEventBusOptions, RedisClient: typeof Redis) {
    this.#prefix = `${options.prefix}:`;
    this.#log = options.log;
    this.#publisher = new RedisClient(options.url);
    this.#subscriber = new RedisClient(options.url);
    for (const connection of [this.#publisher, this.#subscriber]) {
      connection.on('error', (error) =>
        this.#log.warn({ err: error }, 'event bus connection error'),
      );
    }
    this.#subscriber.on('message', (redisChannel: string, message: string) =>
      this.#dispatch(redisChannel, message),
    );
  }

  async publish(channel: string, event: ChannelEvent): Promise<void> {
    assertChannel(channel);
    await this.#publisher.publish(this.#prefix + channel, JSON.stringify(event));
  }

  async subscribe(
    channel: string,
    listener: ChannelListener,
    options: SubscribeOptions = {},
  ): Promise<Unsubscribe> {
    assertChannel(channel);
    return subscribeWithSnapshot((raw) => this.#add(channel, raw), listener, options, this.#log);
  }

  listenerCount(channel?: string): number {
    return this.#listeners.count(channel);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await Promise.allSettled([this.#publisher.quit(), this.#subscriber.quit()]);
  }

  async #add(channel: string, listener: ChannelListener): Promise<Unsubscribe> {
    const unsubscribe = this.#listeners.add(channel, listener, () => {
      // Commands on one connection run in order: a SUBSCRIBE sent after this one wins.
      this.#subscriber.unsubscribe(this.#prefix + channel).catch((error: unknown) => {
        this.#log.warn({ err: error, channel }, 'could not unsubscribe from a channel');
      });
    });
    try {
      // Every subscriber waits for Redis's confirmation; subscribing twice is harmless.
      await this.#subscriber.subscribe(this.#prefix + channel);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  #dispatch(redisChannel: string, message: string): void {
    if (!redisChannel.startsWith(this.#prefix)) return;
    const channel = redisChannel.slice(this.#prefix.length);
    if (!this.#listeners.has(channel)) return;
    try {
      JSON.parse(message);
    } catch {
      this.#log.warn({ channel: redisChannel }, 'ignored an event that is not JSON');
      return;
    }
    this.#listeners.deliverJson(channel, message, this.#log);
  }
}

export async function createRedisEventBus(options: RedisEventBusOptions): Promise<RedisEventBus> {
  const { Redis } = await import('ioredis');
  return new RedisEventBus(options, Redis);
}
