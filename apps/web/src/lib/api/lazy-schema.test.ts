import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiPost } from './api-client';
import { configureApi, resetApiConfig } from './api-config';
import { ApiError, InvalidResponseError, NetworkError } from './api-errors';
import { fakeFetch } from './fake-fetch.testing';
import type { FakeAnswer } from './fake-fetch.testing';
import { lazySchema, nullOr } from './lazy-schema';

const Counter = z.object({ n: z.number() });

function useFetch(...answers: FakeAnswer[]) {
  const fetch = fakeFetch(...answers);
  configureApi({ fetch });
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  resetApiConfig();
});

describe('lazySchema', () => {
  it('loads the schema once a call needs it, and only once', async () => {
    const load = vi.fn(async () => Counter);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    useFetch({ status: 200, body: { n: 1 } });
    await expect(apiGet('/x', { schema })).resolves.toEqual({ n: 1 });
    await expect(apiGet('/x', { schema })).resolves.toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading as the request goes out, not after the answer', () => {
    const load = vi.fn(async () => Counter);
    const fetch = useFetch({ hang: true });
    const controller = new AbortController();
    const call = apiGet('/x', { schema: lazySchema(load), signal: controller.signal });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    controller.abort();
    return call.catch(() => undefined);
  });

  it('still reports an answer that does not match as an invalid response', async () => {
    const fetch = useFetch({ status: 200, body: { n: 'one' } });
    const error = await failure(apiGet('/x', { schema: lazySchema(async () => Counter) }));
    expect(error.kind).toBe('invalid-response');
    expect(error.cause).toBeInstanceOf(InvalidResponseError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails as a network failure, not an invalid answer, when its code cannot be fetched', async () => {
    useFetch({ status: 200, body: { n: 1 } });
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch module')));
    const error = await failure(apiPost('/x', {}, { schema: lazySchema(load) }));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(NetworkError);
  });

  it('fetches the code anew on the next try after a failed fetch', async () => {
    vi.useFakeTimers();
    try {
      const fetch = useFetch({ status: 200, body: { n: 2 } });
      const load = vi
        .fn<() => Promise<typeof Counter>>()
        // As the first request goes out, and again for its answer.
        .mockRejectedValueOnce(new TypeError('Failed to fetch module'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch module'))
        .mockResolvedValue(Counter);
      const call = apiGet('/x', { schema: lazySchema(load), retryDelayMs: 10 });
      await vi.advanceTimersByTimeAsync(10);
      await expect(call).resolves.toEqual({ n: 2 });
      expect(load).toHaveBeenCalledTimes(3);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('nullOr', () => {
  it('lets null through without needing the schema', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch module')));
    useFetch({ status: 200, body: null });
    await expect(apiGet('/x', { schema: nullOr(lazySchema(load)) })).resolves.toBeNull();
  });

  it('checks anything else with the schema', async () => {
    useFetch({ status: 200, body: { n: 'one' } });
    const schema = nullOr(lazySchema(async () => Counter));
    expect((await failure(apiGet('/x', { schema }))).kind).toBe('invalid-response');
  });
});
