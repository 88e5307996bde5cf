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

/**
 * What every bus does with the listeners in this process: the snapshot protocol on subscribe,
 * the count, and letting go of them on close. A provider says how an event travels and what
 * else a new listener needs (the Redis bus subscribes its connection to the channel).
 */
export abstract class LocalListenersBus implements EventBus {
  abstract readonly kind: EventBus['kind'];
  protected readonly listeners = new ChannelListeners();
  protected readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  async publish(channel: string, event: ChannelEvent): Promise<void> {
    assertChannel(channel);
    await this.send(channel, JSON.stringify(event));
  }

  /** Carries an event, as JSON, to the channel's listeners in every process that has some. */
  protected abstract send(channel: string, json: string): Promise<void>;

  /** Adds a listener for the raw events of a channel; resolves once events reach it. */
  protected abstract addListener(channel: string, listener: ChannelListener): Promise<Unsubscribe>;

  async subscribe(
    channel: string,
    listener: ChannelListener,
    options: SubscribeOptions = {},
  ): Promise<Unsubscribe> {
    assertChannel(channel);
    return subscribeWithSnapshot(
      (raw) => this.addListener(channel, raw),
      listener,
      options,
      this.log,
    );
  }

  listenerCount(channel?: string): number {
    return this.listeners.count(channel);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
