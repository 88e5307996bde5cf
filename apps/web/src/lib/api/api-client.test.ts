import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiPost } from './api-client';
import { configureApi, resetApiConfig } from './api-config';
import { ApiError } from './api-errors';
import { fakeFetch, requestHeaders } from './fake-fetch.testing';
import type { FakeAnswer } from './fake-fetch.testing';

function useFetch(...answers: FakeAnswer[]) {
  const fetch = fakeFetch(...answers);
  configureApi({ fetch });
  return fetch;
}

/** Starts a call and keeps its rejection handled while fake time moves on. */
function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return outcome;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const { error } = await settle(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetApiConfig();
});

describe('requests', () => {
  it('sends JSON to /api with the platform header and no token by default', async () => {
    const fetch = useFetch({ status: 201, body: { id: 'x' } });
    await expect(apiPost('/contact', { name: 'Ada' }, { query: { a: 1 } })).resolves.toEqual({
      id: 'x',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact?a=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Ada"}');
    expect(requestHeaders(fetch.mock.calls[0])).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-platform': 'web',
    });
  });

  it('adds the bearer token from the token provider', async () => {
    const fetch = useFetch({ status: 200, body: {} });
    configureApi({ getToken: async () => 'tok-1' });
    await apiGet('/profile');
    expect(requestHeaders(fetch.mock.calls[0]).Authorization).toBe('Bearer tok-1');
  });

  it('leaves the token out when a call opts out of auth', async () => {
    const fetch = useFetch({ status: 200, body: {} });
    configureApi({ getToken: async () => 'tok-1' });
    await apiPost('/contact', {}, { auth: false });
    expect(requestHeaders(fetch.mock.calls[0]).Authorization).toBeUndefined();
  });

  it('returns undefined for an empty body', async () => {
    useFetch({ status: 204 });
    await expect(apiPost('/notifications/1/read')).resolves.toBeUndefined();
  });

  it('validates the answer with the call schema', async () => {
    useFetch({ status: 200, body: { n: 1 } });
    await expect(apiGet('/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
  });

  it('fails without retrying when the answer does not match the schema', async () => {
    const fetch = useFetch({ status: 200, body: { n: 'one' } });
    const error = await failure(apiGet('/x', { schema: z.object({ n: z.number() }) }));
    expect(error.kind).toBe('invalid-response');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats a 2xx body that is not JSON as an invalid response', async () => {
    useFetch({ status: 200, raw: '<html>' });
    expect((await failure(apiGet('/x'))).kind).toBe('invalid-response');
  });
});

describe('errors', () => {
  it('wraps a non-2xx answer: "Request failed for …" around "HTTP Error: {status}"', async () => {
    const fetch = useFetch({ status: 404 });
    const error = await failure(apiGet('/story/abc'));
    expect(error.message).toBe('Request failed for GET /story/abc');
    expect((error.cause as Error).message).toBe('HTTP Error: 404');
    expect(error.status).toBe(404);
    expect(error.kind).toBe('http');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a 400 and exposes the server error body', async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Sjekk skjemaet',
        fields: { email: 'Email must be valid' },
      },
    };
    const fetch = useFetch({ status: 400, body });
    const error = await failure(apiGet('/x'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error.body).toEqual(body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.serverMessage).toBe('Sjekk skjemaet');
    expect(error.fieldErrors).toEqual({ email: 'Email must be valid' });
  });

  it('ignores an error body that is not the API error shape', async () => {
    useFetch({ status: 500, body: { oops: true } });
    const error = await failure(apiPost('/x'));
    expect(error.body).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });

  it('times out after 7 s by default with "Request timed out"', async () => {
    useFetch({ hang: true });
    const onTimeout = vi.fn();
    const outcome = settle(apiPost('/x', undefined, { onTimeout }));
    await vi.advanceTimersByTimeAsync(6_999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
    expect(((error as ApiError).cause as Error).message).toBe('Request timed out');
    expect(onTimeout).toHaveBeenCalledWith(1);
  });
});
