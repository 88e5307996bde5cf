import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from './api-client';
import { configureApi, resetApiConfig } from './api-config';
import type { ApiError } from './api-errors';
import { fakeFetch } from './fake-fetch.testing';
import type { FakeAnswer } from './fake-fetch.testing';

function useFetch(...answers: FakeAnswer[]) {
  const fetch = fakeFetch(...answers);
  configureApi({ fetch });
  return fetch;
}

function settle(promise: Promise<unknown>) {
  return promise.then(
    (value) => ({ value, error: undefined as ApiError | undefined }),
    (error: unknown) => ({ value: undefined, error: error as ApiError }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetApiConfig();
});

describe('retries', () => {
  it('retries a 503 exactly 3 s later and then succeeds', async () => {
    const fetch = useFetch({ status: 503 }, { status: 200, body: { ok: 1 } });
    const onRetry = vi.fn();
    const outcome = settle(apiGet('/profile', { onRetry }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ message: 'HTTP Error: 503' }),
    );
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await outcome).toEqual({ value: { ok: 1 }, error: undefined });
  });

  it.each([408, 429, 500, 502])('retries status %i', async (status) => {
    const fetch = useFetch({ status }, { status: 200, body: {} });
    const outcome = settle(apiGet('/x'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await outcome).error).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 409])('never retries status %i', async (status) => {
    const fetch = useFetch({ status });
    const onRetry = vi.fn();
    const outcome = settle(apiGet('/x', { onRetry }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await outcome).error?.status).toBe(status);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('gives up after 4 attempts with "Max retries reached"', async () => {
    const fetch = useFetch({ status: 503 });
    const onRetry = vi.fn();
    const outcome = settle(apiGet('/x', { onRetry }));
    await vi.advanceTimersByTimeAsync(9_000);
    const { error } = await outcome;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(error?.message).toBe('Request failed for GET /x');
    expect(error?.kind).toBe('max-retries');
    expect((error?.cause as Error).message).toBe('Max retries reached');
    expect((error?.finalCause as Error).message).toBe('HTTP Error: 503');
    expect(error?.status).toBe(503);
    expect(onRetry.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3, 4]);
  });

  it('retries network errors', async () => {
    const fetch = useFetch({ networkError: true }, { status: 200, body: 'ok' });
    const outcome = settle(apiGet('/x'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await outcome).value).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('runs the login policy: 4 tries of 4 s, 3 s apart, reporting each timeout', async () => {
    const fetch = useFetch({ hang: true });
    const onTimeout = vi.fn();
    const onRetry = vi.fn();
    const outcome = settle(
      apiPost('/login', {}, { idempotent: true, timeoutMs: 4_000, onTimeout, onRetry }),
    );
    await vi.advanceTimersByTimeAsync(4_000 * 4 + 3_000 * 3 - 1);
    expect(onTimeout).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await outcome;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(onTimeout.mock.calls.map(([n]) => n)).toEqual([1, 2, 3, 4]);
    expect(onRetry.mock.calls.map(([n]) => n)).toEqual([1, 2, 3, 4]);
    expect((error?.finalCause as Error).message).toBe('Request timed out');
  });

  it('does not retry a POST unless it is marked idempotent', async () => {
    const fetch = useFetch({ status: 503 });
    const { error } = await settle(apiPost('/x'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error?.kind).toBe('http');
    expect((error?.cause as Error).message).toBe('HTTP Error: 503');
  });

  it('honours a custom attempt count and spacing', async () => {
    const fetch = useFetch({ status: 500 });
    const outcome = settle(apiGet('/x', { attempts: 2, retryDelayMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect((await outcome).error?.kind).toBe('max-retries');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('abort by the caller', () => {
  it('stops a call in flight without retrying', async () => {
    const fetch = useFetch({ hang: true });
    const controller = new AbortController();
    const outcome = settle(apiGet('/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const { error } = await outcome;
    expect(error?.kind).toBe('aborted');
    expect(error?.message).toBe('Request failed for GET /x');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops while waiting between tries', async () => {
    const fetch = useFetch({ status: 503 });
    const controller = new AbortController();
    const outcome = settle(apiGet('/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect((await outcome).error?.kind).toBe('aborted');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not start when the signal is already aborted', async () => {
    const fetch = useFetch({ status: 200 });
    const { error } = await settle(apiGet('/x', { signal: AbortSignal.abort() }));
    expect(error?.kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
  });
});
