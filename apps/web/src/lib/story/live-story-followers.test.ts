import type { Story } from '@monstory/contracts/story';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { configureApi } from '../api/api-config';
import { controlledSseResponse } from '../sse/sse-response.testing';
import type { ControlledSseResponse } from '../sse/sse-response.testing';
import { ADOPTION_WINDOW_MS, followLiveStory, preopenLiveStory } from './live-story-followers';
import { creatingStory } from './story-fixtures.testing';
import { storyQueryKey } from './story-query';

function streamServer() {
  const streams: ControlledSseResponse[] = [];
  const fetch = vi.fn(() => {
    const stream = controlledSseResponse();
    streams.push(stream);
    return Promise.resolve(stream.response);
  });
  configureApi({ fetch });
  return { fetch, streams };
}

afterEach(() => vi.useRealTimers());

describe('live story followers', () => {
  it('lets the page adopt the stream opened right after creating: one connection, no words lost', async () => {
    const { fetch, streams } = streamServer();
    const queryClient = createQueryClient();
    preopenLiveStory(queryClient, 's1');
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]?.send({ type: 'snapshot', story: creatingStory({ uuid: 's1' }) }, 1);
    streams[0]?.send({ type: 'delta', paragraphIndex: 0, text: 'Once' }, 2);

    const release = followLiveStory(queryClient, 's1', () => {});
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<Story>(storyQueryKey('s1'))?.paragraphs[0]?.text).toBe(
        'Once',
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    release();
    expect(streams[0]?.cancelled).toBe(true);
  });

  it('closes a stream nobody adopts after the adoption window', async () => {
    vi.useFakeTimers();
    const { streams } = streamServer();
    preopenLiveStory(createQueryClient(), 's2');
    await vi.advanceTimersByTimeAsync(0);
    expect(streams[0]?.cancelled).toBe(false);
    await vi.advanceTimersByTimeAsync(ADOPTION_WINDOW_MS);
    expect(streams[0]?.cancelled).toBe(true);
  });

  it('keeps one stream for two users and closes it when the last one leaves', async () => {
    const { fetch, streams } = streamServer();
    const queryClient = createQueryClient();
    const first = followLiveStory(queryClient, 's3', () => {});
    const second = followLiveStory(queryClient, 's3', () => {});
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    first();
    expect(streams[0]?.cancelled).toBe(false);
    second();
    expect(streams[0]?.cancelled).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells its users when the stream gives up', async () => {
    const body = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'gone' } });
    configureApi({ fetch: vi.fn(() => Promise.resolve(new Response(body, { status: 404 }))) });
    const onFail = vi.fn();
    const release = followLiveStory(createQueryClient(), 's4', onFail);
    await vi.waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
    release();
  });
});
