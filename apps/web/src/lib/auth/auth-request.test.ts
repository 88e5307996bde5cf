import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApi, resetApiConfig } from '../api/api-config';
import { fakeFetch } from '../api/fake-fetch.testing';
import { lazySchema } from '../api/lazy-schema';
import { IdentityError, IdentityUnavailableError } from './auth-errors';
import { authRequest } from './auth-request';

const Social = z.object({ url: z.string() });

afterEach(() => {
  resetApiConfig();
});

describe('authRequest with a lazy schema', () => {
  it('checks the answer with the schema once it has loaded', async () => {
    configureApi({ fetch: fakeFetch({ status: 200, body: { url: 'https://x.example' } }) });
    const load = vi.fn(async () => Social);
    const { data } = await authRequest('POST', '/sign-in/social', { schema: lazySchema(load) });
    expect(data).toEqual({ url: 'https://x.example' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that does not match as an unknown identity error', async () => {
    configureApi({ fetch: fakeFetch({ status: 200, body: { url: 1 } }) });
    const call = authRequest('POST', '/x', { schema: lazySchema(async () => Social) });
    await expect(call).rejects.toBeInstanceOf(IdentityError);
    await expect(call).rejects.toMatchObject({ code: 'unknown' });
  });

  it('reports code that cannot be fetched as the service being unavailable (worth a retry)', async () => {
    configureApi({ fetch: fakeFetch({ status: 200, body: { url: 'https://x.example' } }) });
    const load = () => Promise.reject(new TypeError('Failed to fetch module'));
    const call = authRequest('POST', '/x', { schema: lazySchema(load) });
    await expect(call).rejects.toBeInstanceOf(IdentityUnavailableError);
  });
});
