import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, type TestSession } from '../../test/test-users.js';
import { STREAM_LEASE_MS } from './stream-caps.js';

// Against the real Redis at TEST_REDIS_URL (CI sets it): two replicas count live streams per
// user and per address together, each keeps its own total, and the places of a replica that
// stops renewing them (one that crashed) come free when their lease runs out.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('live stream caps shared by replicas through Redis', () => {
  const prefix = `monstory-test-${randomUUID().slice(0, 8)}`;
  let t: TestApp;
  let a: App;
  let b: App;
  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: redisUrl!, redisPrefix: prefix } });
    a = t.app;
    b = await buildApp(a.config, {
      database: { db: t.db, kind: t.dbKind } as never,
      clock: t.clock,
    });
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`*${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await b.close();
    await t.close();
  });

  function limit(perUser: number, perAddress: number, total = 100) {
    for (const app of [a, b]) {
      const caps = app.eventStreamCaps;
      caps.limits = { ...caps.limits, perUser, perAddress, total, retryAfterSeconds: 9 };
    }
  }

  async function stream(app: App, who: TestSession, address = '10.30.0.1') {
    const response = await app.inject({
      url: '/api/notifications/stream',
      headers: who.headers,
      remoteAddress: address,
      payloadAsStream: true,
    });
    if (response.statusCode === 200) return { status: 200 };
    const body = JSON.parse(await new Response(response.stream()).text()) as {
      error: { code: string };
    };
    return {
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      code: body.error.code,
    };
  }

  function closeAll() {
    for (const app of [a, b]) for (const open of [...app.eventStreams]) open.close();
  }

  it('counts one user’s streams on both replicas together', async () => {
    limit(3, 100);
    const guest = await signInAnonymous(a);
    expect((await stream(a, guest)).status).toBe(200);
    expect((await stream(b, guest)).status).toBe(200);
    expect((await stream(a, guest)).status).toBe(200);
    expect(await stream(b, guest)).toMatchObject({
      status: 429,
      retryAfter: '9',
      code: 'RATE_LIMITED',
    });
    // Another user is not affected.
    expect((await stream(b, await signInAnonymous(a))).status).toBe(200);
    // A stream that ends gives its place back, on whichever replica it was.
    const [first] = a.eventStreams;
    first?.close();
    await vi.waitFor(async () => expect((await stream(b, guest)).status).toBe(200));
    closeAll();
  });

  it('counts one address’s streams on both replicas together', async () => {
    limit(100, 3);
    const address = '10.31.0.1';
    for (const app of [a, b, a]) {
      expect((await stream(app, await signInAnonymous(a), address)).status).toBe(200);
    }
    expect(await stream(b, await signInAnonymous(a), address)).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect((await stream(b, await signInAnonymous(a), '10.31.0.2')).status).toBe(200);
    closeAll();
  });

  it('keeps a total per replica and answers the health check when full', async () => {
    limit(100, 100, 2);
    for (let i = 0; i < 2; i += 1) {
      expect((await stream(a, await signInAnonymous(a), `10.32.0.${i}`)).status).toBe(200);
    }
    expect(await stream(a, await signInAnonymous(a), '10.32.0.9')).toMatchObject({
      status: 503,
      retryAfter: '9',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect((await a.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await stream(b, await signInAnonymous(a), '10.32.0.9')).status).toBe(200);
    closeAll();
  });

  it('frees the places of a replica that stops renewing them, and keeps those it renews', async () => {
    limit(2, 100);
    const guest = await signInAnonymous(a);
    expect((await stream(a, guest)).status).toBe(200);
    expect((await stream(a, guest)).status).toBe(200);
    expect((await stream(b, guest)).status).toBe(429);
    const now = Date.now();
    const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(now + ms);
    try {
      // Renewed two thirds of a lease on, the places still count a lease after they were taken.
      at((STREAM_LEASE_MS * 2) / 3);
      await a.eventStreamCaps.renew();
      at(STREAM_LEASE_MS + 1_000);
      expect((await stream(b, guest)).status).toBe(429);
      // Not renewed again (as if replica a had crashed): a lease later they are free.
      at((STREAM_LEASE_MS * 5) / 3 + 1_000);
      expect((await stream(b, guest)).status).toBe(200);
    } finally {
      vi.restoreAllMocks();
    }
    closeAll();
  });
});
