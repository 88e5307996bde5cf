import type { ChannelListener, Unsubscribe } from './event-bus.js';
import { LocalListenersBus } from './local-listeners-bus.js';

/** The embedded bus: listeners in this process only. */
export class MemoryEventBus extends LocalListenersBus {
  override readonly kind = 'memory';

  // Through JSON, as over Redis: listeners get equal copies, never the publisher's object.
  protected override async send(channel: string, json: string): Promise<void> {
    this.listeners.deliverJson(channel, json, this.log);
  }

  protected override async addListener(
    channel: string,
    listener: ChannelListener,
  ): Promise<Unsubscribe> {
    return this.listeners.add(channel, listener);
  }
}
