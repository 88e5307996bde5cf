import type { FastifyBaseLogger } from 'fastify';
import {
  assertChannel,
  deliver,
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
  readonly #channels = new Map<string, Set<ChannelListener>>();
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  async publish(channel: string, event: ChannelEvent): Promise<void> {
    assertChannel(channel);
    const listeners = this.#channels.get(channel);
    if (!listeners) return;
    // Through JSON, as over Redis: listeners get equal copies, never the publisher's object.
    const json = JSON.stringify(event);
    for (const listener of [...listeners]) deliver(listener, JSON.parse(json), this.#log);
  }

  async subscribe(
    channel: string,
    listener: ChannelListener,
    options: SubscribeOptions = {},
  ): Promise<Unsubscribe> {
    assertChannel(channel);
    return subscribeWithSnapshot(
      async (raw) => {
        let listeners = this.#channels.get(channel);
        if (!listeners) this.#channels.set(channel, (listeners = new Set()));
        listeners.add(raw);
        return () => {
          listeners.delete(raw);
          if (listeners.size === 0 && this.#channels.get(channel) === listeners) {
            this.#channels.delete(channel);
          }
        };
      },
      listener,
      options,
      this.#log,
    );
  }

  listenerCount(channel?: string): number {
    if (channel !== undefined) return this.#channels.get(channel)?.size ?? 0;
    let count = 0;
    for (const listeners of this.#channels.values()) count += listeners.size;
    return count;
  }

  async close(): Promise<void> {
    this.#channels.clear();
  }
}
