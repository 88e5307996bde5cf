import { afterEach, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../api/api-client';
import { configureApi, resetApiConfig } from '../api/api-config';
import { fakeFetch, requestHeaders } from '../api/fake-fetch.testing';
import { buildRequest } from '../api/build-request';
import {
  CHILD_HEADER,
  clearActiveChildId,
  readActiveChildId,
  writeActiveChildId,
} from './active-child';
import { MIRA, OLA, childrenAnswer } from './children-fixtures.testing';
import { fetchChildren } from './children-query';

afterEach(() => resetApiConfig());

function signedIn(...answers: Parameters<typeof fakeFetch>) {
  const fetch = fakeFetch(...answers);
  configureApi({ fetch, getToken: async () => 'token-1' });
  return fetch;
}

describe('the child this device reads as', () => {
  it('is named on every call from the one fetch wrapper', async () => {
    writeActiveChildId('child-2');
    const fetch = signedIn({ status: 200, body: {} });
    await apiGet('/stories');
    await apiPost('/story', { age: 5 });
    expect(fetch.mock.calls.map((call) => requestHeaders(call)[CHILD_HEADER])).toEqual([
      'child-2',
      'child-2',
    ]);
  });

  it('is left out when none was chosen, and the server answers as the first child', async () => {
    const fetch = signedIn({ status: 200, body: {} });
    await apiGet('/stories');
    expect(requestHeaders(fetch.mock.calls[0])).not.toHaveProperty(CHILD_HEADER);
  });

  it('goes with the event streams too, which build their requests the same way', async () => {
    writeActiveChildId('child-2');
    configureApi({ getToken: async () => 'token-1' });
    const request = await buildRequest({ method: 'GET', path: '/notifications/stream' });
    expect((request.init.headers as Record<string, string>)[CHILD_HEADER]).toBe('child-2');
  });

  it('is never sent on calls made without a session', async () => {
    writeActiveChildId('child-2');
    const request = await buildRequest({ method: 'POST', path: '/contact', auth: false });
    expect(request.init.headers).not.toHaveProperty(CHILD_HEADER);
  });

  it('is forgotten on sign-out', () => {
    writeActiveChildId('child-2');
    clearActiveChildId();
    expect(readActiveChildId()).toBeNull();
  });

  it('follows the server when the chosen child is no longer on the account', async () => {
    writeActiveChildId('removed-elsewhere');
    signedIn(childrenAnswer([MIRA, OLA], MIRA.id));
    const answer = await fetchChildren();
    expect(answer.activeChildId).toBe(MIRA.id);
    expect(readActiveChildId()).toBe(MIRA.id);
  });
});
