import type { FastifyBaseLogger } from 'fastify';
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

/** The embedded bus: listeners in this process only. */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory';
  readonly #listeners = new ChannelListeners();
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  async publish(channel: string, event: ChannelEvent): Promise<void> {
    assertChannel(channel);
    if (!this.#listeners.has(channel)) return;
    // Through JSON, as over Redis: listeners get equal copies, never the publisher's object.
    this.#listeners.deliverJson(channel, JSON.stringify(event), this.#log);
  }

  async subscribe(
    channel: string,
    listener: ChannelListener,
    options: SubscribeOptions = {},
  ): Promise<Unsubscribe> {
    assertChannel(channel);
    return subscribeWithSnapshot(
      async (raw) => this.#listeners.add(channel, raw),
      listener,
      options,
      this.#log,
    );
  }

  listenerCount(channel?: string): number {
    return this.#listeners.count(channel);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
  }
}
