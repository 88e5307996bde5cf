import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChannelListener, Unsubscribe } from './event-bus.js';
import { LocalListenersBus } from './local-listeners-bus.js';

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
export class RedisEventBus extends LocalListenersBus {
  override readonly kind = 'redis';
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #prefix: string;

  /** Use createRedisEventBus(), which loads ioredis only when it is configured. */
  constructor(options: RedisEventBusOptions, RedisClient: typeof Redis) {
    super(options.log);
    this.#prefix = `${options.prefix}:`;
    this.#publisher = new RedisClient(options.url);
    this.#subscriber = new RedisClient(options.url);
    for (const connection of [this.#publisher, this.#subscriber]) {
      connection.on('error', (error) =>
        this.log.warn({ err: error }, 'event bus connection error'),
      );
    }
    this.#subscriber.on('message', (redisChannel: string, message: string) =>
      this.#dispatch(redisChannel, message),
    );
  }

  protected override async send(channel: string, json: string): Promise<void> {
    await this.#publisher.publish(this.#prefix + channel, json);
  }

  override async close(): Promise<void> {
    await super.close();
    await Promise.allSettled([this.#publisher.quit(), this.#subscriber.quit()]);
  }

  protected override async addListener(
    channel: string,
    listener: ChannelListener,
  ): Promise<Unsubscribe> {
    const unsubscribe = this.listeners.add(channel, listener, () => {
      // Commands on one connection run in order: a SUBSCRIBE sent after this one wins.
      this.#subscriber.unsubscribe(this.#prefix + channel).catch((error: unknown) => {
        this.log.warn({ err: error, channel }, 'could not unsubscribe from a channel');
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
    if (!this.listeners.has(channel)) return;
    try {
      JSON.parse(message);
    } catch {
      this.log.warn({ channel: redisChannel }, 'ignored an event that is not JSON');
      return;
    }
    this.listeners.deliverJson(channel, message, this.log);
  }
}

export async function createRedisEventBus(options: RedisEventBusOptions): Promise<RedisEventBus> {
  const { Redis } = await import('ioredis');
  return new RedisEventBus(options, Redis);
}
