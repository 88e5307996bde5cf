import type { ChannelEvent, EventBus, SubscribeOptions } from '../events/event-bus.js';
import type { EventStream } from './event-stream.js';

export interface StreamChannelOptions {
  /** The channel's state so far (see SubscribeOptions.snapshot). */
  snapshot?: SubscribeOptions['snapshot'];
  /** Ends the stream after this event, e.g. a story's `done` or `failed`. */
  isLast?: (event: ChannelEvent) => boolean;
}

function lastSeenSeq(stream: EventStream): number | undefined {
  const id = stream.lastEventId;
  return id !== undefined && /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}

/**
 * Sends a channel's events to an open event stream until either ends: the snapshot first (left
 * out when the client's Last-Event-ID shows it has seen it all), then live events, each with
 * its seq as the SSE id. Unsubscribes when the stream closes.
 */
export async function streamChannel(
  bus: EventBus,
  channel: string,
  stream: EventStream,
  options: StreamChannelOptions = {},
): Promise<void> {
  const seen = lastSeenSeq(stream);
  const { snapshot } = options;
  const unsubscribe = await bus.subscribe(
    channel,
    (event) => {
      stream.send(event.type, event.data, event.seq);
      if (options.isLast?.(event)) stream.close();
    },
    snapshot && {
      snapshot: async () => {
        const state = await snapshot();
        if (seen === undefined) return state;
        const isLast = state.events.some((event) => options.isLast?.(event));
        // A client that saw everything still needs the closing event, or it would wait forever.
        return seen >= state.seq && !isLast ? { events: [], seq: seen } : state;
      },
    },
  );
  if (stream.closed) unsubscribe();
  else stream.signal.addEventListener('abort', unsubscribe, { once: true });
}
