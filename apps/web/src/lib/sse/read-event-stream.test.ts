import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config';
import { isApiError } from '../api/api-errors';
import { readEventStream } from './read-event-stream';
import type { SseMessage } from './sse-parser';
import { controlledSseResponse, sseResponse } from './sse-response.testing';

function headersOf(fetch: ReturnType<typeof vi.fn>): Record<string, string> {
  const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('readEventStream', () => {
  it('sends the token and Last-Event-ID, and hands over each event as it arrives', async () => {
    const stream = controlledSseResponse();
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(stream.response),
    );
    configureApi({ fetch, getToken: async () => 'secret' });
    const messages: SseMessage[] = [];

    const reading = readEventStream('/story/s1/stream', {
      signal: new AbortController().signal,
      lastEventId: '4',
      onMessage: (message) => messages.push(message),
    });
    stream.push('retry: 2000\n\n');
    stream.send({ type: 'delta', text: 'Once' }, 5);
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    stream.send({ type: 'done' }, 6);
    stream.end();

    await expect(reading).resolves.toEqual({ lastEventId: '6', retryMs: 2000 });
    expect(messages.map((m) => m.event)).toEqual(['delta', 'done']);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/story/s1/stream');
    expect(headersOf(fetch)).toMatchObject({
      Authorization: 'Bearer secret',
      Accept: 'text/event-stream',
      'Last-Event-ID': '4',
    });
  });

  it('leaves Last-Event-ID out on a first connection', async () => {
    const fetch = vi.fn(() => Promise.resolve(sseResponse([{ type: 'done' }])));
    configureApi({ fetch });
    await readEventStream('/s', { signal: new AbortController().signal, onMessage: () => {} });
    expect(headersOf(fetch)).not.toHaveProperty('Last-Event-ID');
  });

  it('turns an error answer into an ApiError with the server code', async () => {
    const body = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such story' } });
    configureApi({ fetch: vi.fn(() => Promise.resolve(new Response(body, { status: 404 }))) });
    const error: unknown = await readEventStream('/s', {
      signal: new AbortController().signal,
      onMessage: () => {},
    }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('reports a failed connection as a network ApiError', async () => {
    configureApi({ fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) });
    const error: unknown = await readEventStream('/s', {
      signal: new AbortController().signal,
      onMessage: () => {},
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
  });

  it('stops reading when aborted', async () => {
    const stream = controlledSseResponse();
    configureApi({ fetch: vi.fn(() => Promise.resolve(stream.response)) });
    const controller = new AbortController();
    const onMessage = vi.fn();
    const reading = readEventStream('/s', { signal: controller.signal, onMessage });
    stream.send({ type: 'delta' }, 1);
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledTimes(1));
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(reading).rejects.toThrow('left the page');
    expect(stream.cancelled).toBe(true);
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
