import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, testAuthConfig } from '../../test/test-app.js';
import { signUpVerified, TEST_PASSWORD, uniqueEmail } from '../../test/test-users.js';

// Against the real Redis at TEST_REDIS_URL (CI sets it): two replicas of the API count sign-ins
// and the identity service's other limits together, so a second replica does not double them.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('identity limits shared by replicas through Redis', () => {
  it('counts sign-ins and password-reset requests across two app instances', async () => {
    const prefix = `monstory-test-${randomUUID().slice(0, 8)}`;
    const config = {
      redisUrl: redisUrl!,
      redisPrefix: prefix,
      auth: testAuthConfig({ rateLimit: true }),
    };
    const [a, b] = await Promise.all([createTestApp({ config }), createTestApp({ config })]);
    const redis = new Redis(redisUrl!);
    try {
      const email = uniqueEmail();
      const signIn = (app: typeof a) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: TEST_PASSWORD },
        });
      for (const app of [a, b, a, b, a]) expect((await signIn(app)).statusCode).toBe(401);
      const limited = await signIn(b);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const reset = (app: typeof a) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: uniqueEmail() },
        });
      const codes = [];
      for (const app of [a, b, a, b]) codes.push((await reset(app)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.runIf(redisUrl)('sign-out shared by replicas through Redis', () => {
  it('refuses a signed-out token on the other replica at once', async () => {
    const prefix = `monstory-test-${randomUUID().slice(0, 8)}`;
    const a = await createTestApp({ config: { redisUrl: redisUrl!, redisPrefix: prefix } });
    const b = await buildApp(a.app.config, {
      database: { db: a.db, kind: a.dbKind } as never,
      clock: a.clock,
    });
    try {
      const user = await signUpVerified(a.app);
      const profile = (app: typeof b) =>
        app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
      expect((await profile(b)).statusCode).toBe(200);
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: user.headers,
      });
      expect(out.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await profile(b)).statusCode).toBe(401));
    } finally {
      await b.close();
      await a.close();
    }
  });
});
