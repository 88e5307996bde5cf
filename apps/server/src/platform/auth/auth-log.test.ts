import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MAX_LOGGED_CHARS } from '../log-cut.js';

// What a client sends to /api/auth is answered, not logged as our error, and never in full.

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'debug' }, logStream: logs.stream });
});
afterAll(() => t.close());

describe('logs of refused identity requests', () => {
  it('are warn or below and cut what the client sent short', async () => {
    const junk = `https://evil.example/${'A'.repeat(5_000)}`;
    const requests = [
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(junk)}`,
      `/api/auth/callback/nosuch?state=${'B'.repeat(5_000)}&code=x`,
      `/api/auth/callback/google?state=${'C'.repeat(5_000)}&code=x`,
    ];
    for (const url of requests) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 40)).toBeLessThan(500);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'nosuch', callbackURL: junk },
    });
    const authLines = logs.lines.filter((line) => String(line.msg).startsWith('better-auth'));
    expect(authLines.length).toBeGreaterThan(0);
    for (const line of logs.lines) {
      expect(Number(line.level), String(line.msg)).toBeLessThan(50);
      expect(JSON.stringify(line).length, JSON.stringify(line).slice(0, 300)).toBeLessThan(
        4 * MAX_LOGGED_CHARS + 2_000,
      );
    }
  });
});
