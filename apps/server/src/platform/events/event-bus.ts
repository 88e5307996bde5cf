import type { FastifyBaseLogger } from 'fastify';

/** One message on a channel. JSON only: it may cross Redis to another replica. */
export interface ChannelEvent {
  /** What happened: `text`, `done`, `notification`… */
  type: string;
  data?: unknown;
  /**
   * Position in the channel's history, for channels that offer a snapshot: the publisher
   * numbers its events 1, 2, 3… and keeps the state they add up to, so a late joiner gets the
   * state (with its seq) and then only the events after it. Leave it out for fire-and-forget
   * events (notifications).
   */
  seq?: number;
}

export type ChannelListener = (event: ChannelEvent) => void;

/** The state of a channel up to and including event `seq`, as events to replay. */
export interface ChannelSnapshot {
  events: ChannelEvent[];
  seq: number;
}

export interface SubscribeOptions {
  /**
   * Runs once the subscription is live; its events are delivered first, then live events with
   * a greater seq. Events that arrive meanwhile are held back, so nothing falls in a gap.
   */
  snapshot?: () => Promise<ChannelSnapshot> | ChannelSnapshot;
}

export type Unsubscribe = () => void;

/**
 * Live events for SSE: in-process by default, Redis pub/sub when REDIS_URL is set so that a
 * worker on one machine reaches a browser connected to another. Delivery is at most once: a
 * listener that was not subscribed (or a Redis outage) misses the event, which is why streams
 * of lasting state come with a snapshot.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, event: ChannelEvent): Promise<void>;
  /** Resolves once the subscription is live (and the snapshot, if any, delivered). */
  subscribe(
    channel: string,
    listener: ChannelListener,
    options?: SubscribeOptions,
  ): Promise<Unsubscribe>;
  /** Listeners on a channel, or on all of them: for tests and metrics. */
  listenerCount(channel?: string): number;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z][a-z0-9-]*(:[A-Za-z0-9._-]+)+$/;

/** `story:<uuid>`, `user:<id>`: a kind, then ids, separated by colons. */
export function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel) || channel.length > 200) {
    throw new TypeError(`"${channel}" is not a channel name like story:<id> or user:<id>`);
  }
}

/** A listener that throws must not stop the others (or the Redis connection) from working. */
export function deliver(listener: ChannelListener, event: ChannelEvent, log: FastifyBaseLogger) {
  try {
    listener(event);
  } catch (error) {
    log.error({ err: error }, 'an event listener threw');
  }
}

/**
 * The snapshot protocol on top of a provider's plain subscribe: hold live events back while
 * the snapshot is read, replay it, then pass on only what is newer than it.
 */
export async function subscribeWithSnapshot(
  rawSubscribe: (listener: ChannelListener) => Promise<Unsubscribe>,
  listener: ChannelListener,
  options: SubscribeOptions,
  log: FastifyBaseLogger,
): Promise<Unsubscribe> {
  if (!options.snapshot) return rawSubscribe((event) => deliver(listener, event, log));
  let held: ChannelEvent[] | undefined = [];
  let lastSeq = -Infinity;
  const pass = (event: ChannelEvent) => {
    if (event.seq !== undefined) {
      if (event.seq <= lastSeq) return;
      lastSeq = event.seq;
    }
    deliver(listener, event, log);
  };
  const unsubscribe = await rawSubscribe((event) => (held ? held.push(event) : pass(event)));
  let snapshot: ChannelSnapshot;
  try {
    snapshot = await options.snapshot();
  } catch (error) {
    unsubscribe();
    throw error;
  }
  for (const event of snapshot.events) deliver(listener, event, log);
  lastSeq = snapshot.seq;
  const pending = held;
  held = undefined;
  for (const event of pending) pass(event);
  return unsubscribe;
}
