import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { testConfig } from '../../../test/test-app.js';
import { signInAnonymous, signUpVerified } from '../../../test/test-users.js';
import {
  createStoryFor,
  createStoryTestApp,
  getStory,
  parseStoryStream,
  type StreamFrame,
  untilSubscribed,
} from '../story.testing.js';
import { pausingTextModel } from '../story-fake-models.testing.js';

let t: TestApp;
afterEach(() => t.close());

/** Reads an event stream over real HTTP until it ends, keeping the frames as they come. */
async function readHttpStream(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const arrivals: StreamFrame[][] = [];
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const complete = text.slice(0, text.lastIndexOf('\n\n') + 2);
    text = text.slice(complete.length);
    arrivals.push(parseStoryStream(complete));
  }
  return { response, arrivals };
}

describe('GET /api/story/:uuid/stream', () => {
  it('delivers the words over HTTP as they are written, then done', async () => {
    const { ai } = testConfig();
    t = await createStoryTestApp({ config: { ai: { ...ai, offlineTextStreamMs: 300 } } });
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reading = readHttpStream(
      `http://127.0.0.1:${port}/api/story/${uuid}/stream`,
      guest.headers,
    );
    t.app.jobs.start();
    const { response, arrivals } = await reading;
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const frames = arrivals.flat();
    expect(frames[0]?.event.type).toBe('snapshot');
    expect(frames.at(-1)?.event.type).toBe('done');
    const firstDelta = arrivals.findIndex((batch) => batch.some((f) => f.event.type === 'delta'));
    const done = arrivals.findIndex((batch) => batch.some((f) => f.event.type === 'done'));
    expect(firstDelta).toBeGreaterThanOrEqual(0);
    expect(firstDelta).toBeLessThan(done);
    expect(frames.filter((f) => f.event.type === 'delta').length).toBeGreaterThan(3);
  });

  it('gives a late joiner the story so far as a snapshot, then only what is newer', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers);
    await t.app.jobs.runUntilIdle();
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/stream`,
      headers: guest.headers,
    });
    const frames = parseStoryStream(late.body);
    expect(frames.map((f) => f.event.type)).toEqual(['snapshot', 'done']);
    const snapshot = frames[0]!.event;
    const story = await getStory(t.app, guest.headers, uuid);
    expect(snapshot.type === 'snapshot' && snapshot.story.paragraphs).toEqual(story.paragraphs);

    // A client that reconnects having seen everything still gets the closing event.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/stream`,
      headers: { ...guest.headers, 'last-event-id': frames[0]!.id! },
    });
    expect(parseStoryStream(again.body).map((f) => f.event.type)).toEqual(['snapshot', 'done']);
  });

  it('joins mid-story without losing or repeating a word', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    let paused!: () => void;
    const atPause = new Promise<void>((resolve) => {
      paused = resolve;
    });
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    t.app.ai.text = pausingTextModel(
      'TITLE: Two Halves\n\nThe first half of a sentence',
      ' and the second half.\n\nThen another paragraph.\n',
      () => paused(),
      resumed,
    );
    const uuid = await createStoryFor(t.app, guest.headers);
    const running = t.app.jobs.runUntilIdle();
    await atPause;
    const stream = t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/stream`,
      headers: guest.headers,
    });
    await untilSubscribed(t.app, uuid, 2);
    resume();
    await running;
    const events = parseStoryStream((await stream).body).map((f) => f.event);
    const text = new Map<number, string>();
    for (const event of events) {
      if (event.type === 'snapshot') {
        for (const p of event.story.paragraphs) text.set(p.index, p.text);
      } else if (event.type === 'delta') {
        text.set(event.paragraphIndex, (text.get(event.paragraphIndex) ?? '') + event.text);
      }
    }
    expect([...text.values()]).toEqual([
      'The first half of a sentence and the second half.',
      'Then another paragraph.',
    ]);
  });

  it('is the owner’s only: another user gets 404', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers);
    const other = await signUpVerified(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/stream`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
