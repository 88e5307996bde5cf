import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { createStreamCaps, type StreamCaps, type StreamPass } from './stream-caps.js';

export interface EventStreamOptions {
  /** Called once when the stream ends, whoever ended it: unsubscribe here. */
  onClose?: () => void;
  /** A comment line this often keeps proxies from timing the connection out. Default 15 s. */
  keepAliveMs?: number;
  /** How long a browser's EventSource waits before reconnecting. Default 3 s. */
  retryMs?: number;
}

export interface EventStream {
  /** The `Last-Event-ID` the client reconnected with, if any. */
  readonly lastEventId: string | undefined;
  readonly closed: boolean;
  /** Aborted when the stream ends. */
  readonly signal: AbortSignal;
  /** One event; `data` is sent as JSON. Returns false once the stream is closed. */
  send(event: string, data: unknown, id?: string | number): boolean;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Open event streams, ended when the app closes (see registerEventStreams). */
    eventStreams: Set<EventStream>;
    /** How many streams may be open, per user, per address and in all (stream-caps.ts). */
    eventStreamCaps: StreamCaps;
  }
}

const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;
const EVENT_ID = /^[^\r\n\0]{1,128}$/;
// A client that reads slower than we write is dropped rather than buffered without end.
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Ends every open stream when the app closes: `server.close()` waits for open responses, and
 * an event stream never ends by itself. EventSource reconnects (to another replica, or to this
 * one once it is back).
 */
export function registerEventStreams(app: FastifyInstance): void {
  const streams = new Set<EventStream>();
  app.decorate('eventStreams', streams);
  const caps = createStreamCaps({
    ...(app.redis && { shared: { redis: app.redis, prefix: app.config.redisPrefix } }),
    log: app.log,
  });
  app.decorate('eventStreamCaps', caps);
  app.addHook('preClose', async () => {
    caps.close();
    for (const stream of [...streams]) stream.close();
  });
}

/**
 * Turns the reply into a `text/event-stream`. Call it after every check that may still answer
 * with an error (auth, 404): from here on the response belongs to the stream. The headers
 * set so far (helmet's) are kept. A stream over the caps is refused here (429 or 503, with
 * Retry-After) before anything is sent.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions = {},
): Promise<EventStream> {
  const { keepAliveMs = 15_000, retryMs = 3_000 } = options;
  const server = request.server as Partial<FastifyInstance>;
  const registry = server.eventStreams;
  const caps = server.eventStreamCaps;
  let pass: StreamPass | undefined;
  if (caps) {
    try {
      pass = await caps.admit({ userId: request.user?.id, address: request.ip });
    } catch (error) {
      reply.header('retry-after', String(caps.limits.retryAfterSeconds));
      throw error;
    }
  }
  const response = reply.raw;
  const controller = new AbortController();
  const lastEventId = request.headers['last-event-id'];

  reply.hijack();
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx buffers proxied responses unless told not to.
    'x-accel-buffering': 'no',
  });
  // The retry line also puts the first bytes on the wire, so proxies pass the headers on now.
  response.write(`retry: ${retryMs}\n\n`);

  const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
  keepAlive.unref();
  const idle = caps ? setTimeout(() => stream.close(), caps.limits.idleMs) : undefined;
  idle?.unref();

  const finish = () => {
    if (controller.signal.aborted) return;
    clearInterval(keepAlive);
    clearTimeout(idle);
    pass?.release();
    registry?.delete(stream);
    controller.abort();
    options.onClose?.();
  };

  function write(chunk: string): boolean {
    if (controller.signal.aborted || response.destroyed) return false;
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      request.log.warn('event stream client too slow, closing');
      stream.close();
      return false;
    }
    return true;
  }

  const stream: EventStream = {
    lastEventId: typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : undefined,
    get closed() {
      return controller.signal.aborted;
    },
    signal: controller.signal,
    send(event, data, id) {
      if (!EVENT_NAME.test(event)) throw new TypeError(`"${event}" is not a valid event name`);
      const idLine = id === undefined ? '' : `id: ${String(id)}\n`;
      if (idLine && !EVENT_ID.test(String(id))) throw new TypeError('An event id must be one line');
      idle?.refresh();
      // JSON has no raw line breaks, so the data is always a single `data:` line.
      return write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`);
    },
    close() {
      if (controller.signal.aborted) return;
      finish();
      response.end();
    },
  };

  registry?.add(stream);
  // 'close' comes when the client goes away as well as after end().
  response.once('close', finish);
  if (response.destroyed) finish();
  return stream;
}
