import type { StoryStreamEvent } from '@monstory/contracts/story';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config';
import { isApiError } from '../api/api-errors';
import { sseResponse } from '../sse/sse-response.testing';
import { MAX_STREAM_FAILURES, followStoryStream } from './follow-story-stream';
import { creatingStory } from './story-fixtures.testing';

afterEach(() => vi.useRealTimers());

function lastEventIdOf(call: unknown[] | undefined): string | undefined {
  return ((call?.[1] as RequestInit | undefined)?.headers as Record<string, string>)[
    'Last-Event-ID'
  ];
}

describe('followStoryStream', () => {
  it('reconnects after an early end with Last-Event-ID, until nothing is in progress', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('')))
      .mockResolvedValueOnce(
        sseResponse([
          { type: 'snapshot', story: creatingStory() },
          { type: 'delta', paragraphIndex: 0, text: 'Once' },
        ]),
      )
      .mockResolvedValueOnce(
        sseResponse([
          { type: 'title', title: 'A' },
          { type: 'title', title: 'B' },
        ]),
      );
    configureApi({ fetch });
    const events: StoryStreamEvent[] = [];
    let inProgress = true;

    const following = followStoryStream('s1', {
      signal: new AbortController().signal,
      onEvent: (event) => {
        events.push(event);
        if (event.type === 'title' && event.title === 'B') inProgress = false;
      },
      inProgress: () => inProgress,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await following;

    expect(events.map((e) => e.type)).toEqual(['snapshot', 'delta', 'title', 'title']);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(lastEventIdOf(fetch.mock.calls[0])).toBeUndefined();
    // sseResponse numbers its events from 1: the first stream ended after event 2.
    expect(lastEventIdOf(fetch.mock.calls[1])).toBe('2');
  });

  it('gives up at once on a 4xx answer', async () => {
    const body = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'gone' } });
    configureApi({ fetch: vi.fn(() => Promise.resolve(new Response(body, { status: 404 }))) });
    const error: unknown = await followStoryStream('s1', {
      signal: new AbortController().signal,
      onEvent: () => {},
      inProgress: () => true,
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('backs off after failed connections and gives up after several in a row', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    configureApi({ fetch });
    const following = followStoryStream('s1', {
      signal: new AbortController().signal,
      onEvent: () => {},
      inProgress: () => true,
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await following;
    expect(isApiError(error) && error.kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(MAX_STREAM_FAILURES);
  });

  it('stops quietly when the page goes away', async () => {
    vi.useFakeTimers();
    configureApi({ fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) });
    const controller = new AbortController();
    const following = followStoryStream('s1', {
      signal: controller.signal,
      onEvent: () => {},
      inProgress: () => true,
    });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(following).resolves.toBeUndefined();
  });
});
