import http from 'node:http';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.testing.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ChannelSnapshot } from '../events/event-bus.js';
import { openEventStream } from './event-stream.js';
import { streamChannel } from './stream-channel.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Frame {
  id?: string;
  event?: string;
  data?: unknown;
  retry?: string;
  comment?: string;
}

function parseFrames(text: string): Frame[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const frame: Frame = {};
      for (const line of block.split('\n')) {
        const [field = '', ...rest] = line.split(': ');
        const value = rest.join(': ');
        if (field === '') frame.comment = value;
        else if (field === 'data') frame.data = JSON.parse(value);
        else (frame as Record<string, string>)[field] = value;
      }
      return frame;
    });
}

/** Reads a response stream until `done(text)` holds or it ends. */
async function readUntil(
  iterator: AsyncIterator<Buffer | Uint8Array>,
  done: (text: string) => boolean,
) {
  let text = '';
  while (!done(text)) {
    const next = await iterator.next();
    if (next.done) break;
    text += Buffer.from(next.value).toString('utf8');
  }
  return text;
}

/** A story stream route like the story module's, driven by a snapshot the test controls. */
async function storyStreamApp(snapshot: () => Promise<ChannelSnapshot>) {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  const closed = vi.fn();
  t.app.get(
    '/api/test/story/:id/stream',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const stream = await openEventStream(request, reply, { onClose: closed });
      await streamChannel(t.app.events, `story:${id}`, stream, {
        snapshot,
        isLast: (event) => event.type === 'done',
      });
    },
  );
  return { t, closed };
}

describe('event streams', () => {
  it('sends the snapshot, then live events, as an unbuffered text/event-stream', async () => {
    const subscribed = deferred();
    const { t, closed } = await storyStreamApp(async () => {
      subscribed.resolve();
      return { events: [{ type: 'snapshot', data: { text: 'Once' }, seq: 1 }], seq: 1 };
    });
    const response = await t.app.inject({
      url: '/api/test/story/s1/stream',
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['x-accel-buffering']).toBe('no');
    // helmet's headers survive the hijack.
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    await subscribed.promise;
    await t.app.events.publish('story:s1', { type: 'text', data: { text: ' upon' }, seq: 2 });
    await t.app.events.publish('story:s1', { type: 'done', data: null, seq: 3 });
    const body = await readUntil(response.stream()[Symbol.asyncIterator](), () => false);
    expect(parseFrames(body)).toEqual([
      { retry: '3000' },
      { id: '1', event: 'snapshot', data: { text: 'Once' } },
      { id: '2', event: 'text', data: { text: ' upon' } },
      { id: '3', event: 'done', data: null },
    ]);
    expect(closed).toHaveBeenCalledTimes(1);
    // The stream's channel only: the app keeps listening for session changes from other replicas.
    expect(t.app.events.listenerCount('story:s1')).toBe(0);
    expect(t.app.eventStreams.size).toBe(0);
  });

  it('skips the snapshot for a client whose Last-Event-ID shows it has seen it', async () => {
    const subscribed = deferred();
    const { t } = await storyStreamApp(async () => {
      subscribed.resolve();
      return { events: [{ type: 'snapshot', data: { text: 'Once upon' }, seq: 2 }], seq: 2 };
    });
    const response = await t.app.inject({
      url: '/api/test/story/s1/stream',
      headers: { 'last-event-id': '2' },
      payloadAsStream: true,
    });
    await subscribed.promise;
    await t.app.events.publish('story:s1', { type: 'text', data: { text: ' upon' }, seq: 2 });
    await t.app.events.publish('story:s1', { type: 'done', data: null, seq: 3 });
    const body = await readUntil(response.stream()[Symbol.asyncIterator](), () => false);
    expect(parseFrames(body)).toEqual([{ retry: '3000' }, { id: '3', event: 'done', data: null }]);
  });

  it('sends a keep-alive comment every 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    cleanups.push(() => void vi.useRealTimers());
    const t = await createTestApp();
    cleanups.push(() => t.close());
    t.app.get('/api/test/quiet', { config: { access: 'public' } }, async (request, reply) => {
      await openEventStream(request, reply);
    });
    const response = await t.app.inject({ url: '/api/test/quiet', payloadAsStream: true });
    const iterator = response.stream()[Symbol.asyncIterator]();
    expect(await readUntil(iterator, (text) => text.endsWith('\n\n'))).toBe('retry: 3000\n\n');
    vi.advanceTimersByTime(15_000);
    expect(await readUntil(iterator, (text) => text.endsWith('\n\n'))).toBe(': keep-alive\n\n');
    for (const stream of t.app.eventStreams) stream.close();
  });

  it('checks event names and ids, and stops sending once closed', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const results: boolean[] = [];
    t.app.get('/api/test/checks', { config: { access: 'public' } }, async (request, reply) => {
      const stream = await openEventStream(request, reply);
      expect(() => stream.send('bad name', 1)).toThrow(/not a valid event name/);
      expect(() => stream.send('ok', 1, 'two\nlines')).toThrow(/one line/);
      results.push(stream.send('ok', { n: 1 }));
      stream.close();
      results.push(stream.send('ok', { n: 2 }), stream.closed);
    });
    const response = await t.app.inject({ url: '/api/test/checks' });
    expect(parseFrames(response.body)).toEqual([
      { retry: '3000' },
      { event: 'ok', data: { n: 1 } },
    ]);
    expect(results).toEqual([true, false, true]);
  });
});

describe('event streams on a real connection', () => {
  async function listening() {
    const t: TestApp = await createTestApp();
    cleanups.push(() => t.close());
    const closed = deferred();
    t.app.get(
      '/api/test/user/:id/stream',
      { config: { access: 'public' } },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const stream = await openEventStream(request, reply, { onClose: () => closed.resolve() });
        await streamChannel(t.app.events, `user:${id}`, stream);
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    return { t, closed, url: `http://127.0.0.1:${port}/api/test/user/u1/stream` };
  }

  /** streamChannel subscribes right after the stream opens; wait for that before publishing. */
  async function subscribedTo(t: TestApp, channel: string) {
    while (t.app.events.listenerCount(channel) === 0) await new Promise(setImmediate);
  }

  async function connect(url: string, t: TestApp) {
    const response = await fetch(url);
    const iterator = (response.body as unknown as Readable)[Symbol.asyncIterator]();
    expect(await readUntil(iterator, (text) => text.endsWith('\n\n'))).toBe('retry: 3000\n\n');
    // Headers and the first line arrive before any event: nothing buffers the stream.
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await subscribedTo(t, 'user:u1');
    return iterator;
  }

  it('streams events as they happen and lets go of the subscription when the client leaves', async () => {
    const { t, closed, url } = await listening();
    // node:http rather than fetch here: after an abort, fetch's pool opens a spare connection
    // that would keep the server's close() waiting.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(url, { agent: false }, resolve).on('error', reject),
    );
    const iterator = response[Symbol.asyncIterator]();
    expect(await readUntil(iterator, (text) => text.endsWith('\n\n'))).toBe('retry: 3000\n\n');
    await subscribedTo(t, 'user:u1');

    await t.app.events.publish('user:u1', { type: 'notification', data: { id: 'n1' } });
    const text = await readUntil(iterator, (received) => received.endsWith('\n\n'));
    expect(parseFrames(text)).toEqual([{ event: 'notification', data: { id: 'n1' } }]);

    response.destroy();
    await closed.promise;
    expect(t.app.events.listenerCount('user:u1')).toBe(0);
    expect(t.app.eventStreams.size).toBe(0);
  });

  it('ends open streams when the app closes, so shutdown does not wait for them', async () => {
    const { t, closed, url } = await listening();
    const iterator = await connect(url, t);
    await t.app.close();
    await closed.promise;
    expect(await iterator.next()).toMatchObject({ done: true });
    expect(t.app.events.listenerCount()).toBe(0);
  });
});
