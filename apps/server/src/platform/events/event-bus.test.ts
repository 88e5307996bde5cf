import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelEvent, EventBus } from './event-bus.js';
import { MemoryEventBus } from './memory-event-bus.js';
import { createRedisEventBus } from './redis-event-bus.js';

// The same behaviour from both providers; Redis only where TEST_REDIS_URL is set (CI).
const redisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: 'silent' });

const buses: EventBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

type Factory = (prefix: string) => Promise<EventBus>;

const providers: [string, Factory][] = [['memory', async () => new MemoryEventBus(log)]];
if (redisUrl) {
  providers.push(['redis', (prefix) => createRedisEventBus({ url: redisUrl, prefix, log })]);
}

/** Collects a listener's events; `until(n)` resolves once n have arrived. */
function collector() {
  const events: ChannelEvent[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  const listener = (event: ChannelEvent) => {
    events.push(event);
    for (const wait of waiting) if (events.length >= wait.n) wait.resolve();
  };
  const until = (n: number) =>
    new Promise<ChannelEvent[]>((resolve) => {
      if (events.length >= n) resolve(events);
      else waiting.push({ n, resolve: () => resolve(events) });
    });
  return { events, listener, until };
}

describe.each(providers)('%s event bus', (_name, factory) => {
  async function bus(prefix = `monstory-test-${randomUUID().slice(0, 8)}`) {
    const created = await factory(prefix);
    buses.push(created);
    return created;
  }

  it('delivers copies of an event to the listeners of its channel only, until they leave', async () => {
    const events = await bus();
    const story = collector();
    const other = collector();
    const unsubscribe = await events.subscribe('story:s1', story.listener);
    await events.subscribe('story:s2', other.listener);
    expect(events.listenerCount('story:s1')).toBe(1);

    const sent = { type: 'text', data: { words: ['Once', 'upon'] } };
    await events.publish('story:s1', sent);
    await events.publish('story:s2', { type: 'done' });
    expect(await story.until(1)).toEqual([sent]);
    expect(story.events[0]).not.toBe(sent);
    await other.until(1);

    unsubscribe();
    expect(events.listenerCount('story:s1')).toBe(0);
    await events.publish('story:s1', { type: 'late' });
    await events.publish('story:s2', { type: 'marker' });
    await other.until(2);
    expect(story.events).toHaveLength(1);
  });

  it('keeps delivering to the others when one listener throws', async () => {
    const events = await bus();
    const good = collector();
    await events.subscribe('user:u1', () => {
      throw new Error('broken listener');
    });
    await events.subscribe('user:u1', good.listener);
    await events.publish('user:u1', { type: 'notification', data: { id: 'n1' } });
    expect(await good.until(1)).toEqual([{ type: 'notification', data: { id: 'n1' } }]);
  });

  it('replays a snapshot, then only what is newer than it, with nothing lost in between', async () => {
    const events = await bus();
    const late = collector();
    await events.publish('story:s1', { type: 'text', data: 'Once', seq: 1 });
    await events.subscribe('story:s1', late.listener, {
      snapshot: async () => {
        // Published while the snapshot is read: 2 is in the snapshot already, 3 is not.
        await events.publish('story:s1', { type: 'text', data: ' upon', seq: 2 });
        await events.publish('story:s1', { type: 'text', data: ' a', seq: 3 });
        return { events: [{ type: 'snapshot', data: 'Once upon', seq: 2 }], seq: 2 };
      },
    });
    await events.publish('story:s1', { type: 'text', data: ' time', seq: 4 });
    expect(await late.until(3)).toEqual([
      { type: 'snapshot', data: 'Once upon', seq: 2 },
      { type: 'text', data: ' a', seq: 3 },
      { type: 'text', data: ' time', seq: 4 },
    ]);
  });

  it('leaves no listener behind when the snapshot fails', async () => {
    const events = await bus();
    const failing = events.subscribe('story:s1', () => {}, {
      snapshot: async () => {
        throw new Error('story not found');
      },
    });
    await expect(failing).rejects.toThrow('story not found');
    expect(events.listenerCount()).toBe(0);
  });

  it('refuses channel names that are not kind:id', async () => {
    const events = await bus();
    await expect(events.publish('story', { type: 'x' })).rejects.toThrow(/not a channel name/);
    await expect(events.subscribe('story:*', () => {})).rejects.toThrow(/not a channel name/);
  });
});

describe.runIf(redisUrl)('redis event bus across processes', () => {
  it('carries events from one replica to another, and resubscribes after a quick leave', async () => {
    const prefix = `monstory-test-${randomUUID().slice(0, 8)}`;
    const worker = await createRedisEventBus({ url: redisUrl!, prefix, log });
    const api = await createRedisEventBus({ url: redisUrl!, prefix, log });
    const stranger = await createRedisEventBus({ url: redisUrl!, prefix: `${prefix}-x`, log });
    buses.push(worker, api, stranger);

    const first = collector();
    const leave = await api.subscribe('story:s1', () => {});
    leave();
    await api.subscribe('story:s1', first.listener);
    const unseen = collector();
    await stranger.subscribe('story:s1', unseen.listener);

    await worker.publish('story:s1', { type: 'text', data: 'Once', seq: 1 });
    expect(await first.until(1)).toEqual([{ type: 'text', data: 'Once', seq: 1 }]);
    expect(unseen.events).toEqual([]);
  });
});
