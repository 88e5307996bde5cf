import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signInAnonymous, type TestSession } from '../test/test-users.js';
import { containsNul } from './nul-guard.js';

// A NUL in a path parameter or a JSON string reached PostgreSQL, which refuses it: a 500.

let t: TestApp;
let guest: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  guest = await signInAnonymous(t.app);
});
afterAll(() => t.close());

describe('the NUL guard', () => {
  it('finds a NUL in strings, keys and values nested deep, without recursion', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(new Array(500_000).fill(0))).toBe(false);
    expect(containsNul({ text: 'Ada og Pip', n: 5, list: [null, true] })).toBe(false);
    expect(containsNul(Buffer.from([0, 0]))).toBe(false);
  });

  it('answers 400 for a NUL in a path parameter, a query or a JSON body', async () => {
    const requests = [
      { method: 'GET', url: '/api/story/a%00b' },
      { method: 'GET', url: '/api/public/story/6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f%00' },
      { method: 'POST', url: '/api/notifications/a%00b/read' },
      { method: 'GET', url: '/api/voices?language=no%00' },
      { method: 'PUT', url: '/api/story/x/rating', payload: { rating: 5, note: 'a\u0000b' } },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: guest.headers });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
  });

  it.each([
    ['/api/auth/update-user', { name: 'Ada\u0000' }],
    ['/api/auth/revoke-session', { token: 'a\u0000b' }],
  ])('answers 400 for a NUL in a body better-auth reads itself: %s', async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, headers: guest.headers, payload });
    expect(response.statusCode).toBe(400);
  });
});
