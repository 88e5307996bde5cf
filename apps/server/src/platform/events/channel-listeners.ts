import type { FastifyBaseLogger } from 'fastify';
import { deliver, type ChannelEvent, type ChannelListener, type Unsubscribe } from './event-bus.js';

/** The listeners this process has on each channel, as both buses keep them. */
export class ChannelListeners {
  readonly #channels = new Map<string, Set<ChannelListener>>();

  /**
   * Adds the listener; the function returned removes it, and runs `onLastGone` when that leaves
   * the channel with none (not when a newer set of listeners has taken the channel's place).
   */
  add(channel: string, listener: ChannelListener, onLastGone?: () => void): Unsubscribe {
    let listeners = this.#channels.get(channel);
    if (!listeners) this.#channels.set(channel, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.#channels.get(channel) !== listeners) return;
      this.#channels.delete(channel);
      onLastGone?.();
    };
  }

  has(channel: string): boolean {
    return this.#channels.has(channel);
  }

  /** Each listener of the channel gets its own copy of the event: one cannot change another's. */
  deliverJson(channel: string, json: string, log: FastifyBaseLogger): void {
    const listeners = this.#channels.get(channel);
    if (!listeners) return;
    for (const listener of [...listeners]) {
      deliver(listener, JSON.parse(json) as ChannelEvent, log);
    }
  }

  count(channel?: string): number {
    if (channel !== undefined) return this.#channels.get(channel)?.size ?? 0;
    let count = 0;
    for (const listeners of this.#channels.values()) count += listeners.size;
    return count;
  }

  clear(): void {
    this.#channels.clear();
  }
}
