import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, type TestSession } from '../../test/test-users.js';

// Live streams are capped per user, per address and in total, and idle ones are closed, so one
// token cannot hold every socket the server has.

let t: TestApp;
let base: string;
const open: AbortController[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const controller of open) controller.abort();
  // fetch keeps its connections alive; the server would wait for them.
  t.app.server.closeAllConnections();
  await t.close();
});

/** Opens the notification stream; a 200 is kept open, anything else is read whole. */
async function stream(who: TestSession) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: who.headers,
    signal: controller.signal,
  });
  if (response.status === 200) {
    open.push(controller);
    return { status: 200, retryAfter: null, code: null, controller, response };
  }
  const body = (await response.json()) as { error: { code: string } };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: body.error.code,
    controller,
    response,
  };
}

async function health() {
  const started = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('caps on live streams', () => {
  it('refuses streams over the caps per user, per address and in total with Retry-After', async () => {
    const caps = t.app.eventStreamCaps;
    caps.limits = { ...caps.limits, perUser: 3, perAddress: 5, total: 100, retryAfterSeconds: 7 };
    const a = await signInAnonymous(t.app);
    const b = await signInAnonymous(t.app);
    const c = await signInAnonymous(t.app);

    for (let i = 0; i < 3; i += 1) expect((await stream(a)).status).toBe(200);
    const overUser = await stream(a);
    expect(overUser).toMatchObject({ status: 429, retryAfter: '7', code: 'RATE_LIMITED' });

    for (let i = 0; i < 2; i += 1) expect((await stream(b)).status).toBe(200);
    const overAddress = await stream(c);
    expect(overAddress).toMatchObject({ status: 429, retryAfter: '7', code: 'RATE_LIMITED' });

    caps.limits = { ...caps.limits, perAddress: 100, total: 5 };
    const full = await stream(c);
    expect(full).toMatchObject({ status: 503, retryAfter: '7', code: 'SERVICE_UNAVAILABLE' });
    expect((await health()).status).toBe(200);

    // A stream that ends gives its place back.
    open.shift()?.abort();
    await until(() => caps.open === 4);
    expect((await stream(c)).status).toBe(200);
  });

  it('closes a stream that has carried nothing for the idle time', async () => {
    const caps = t.app.eventStreamCaps;
    for (const controller of open.splice(0)) controller.abort();
    await until(() => caps.open === 0);
    caps.limits = { ...caps.limits, perUser: 3, perAddress: 5, total: 5, idleMs: 300 };
    const guest = await signInAnonymous(t.app);
    const live = await stream(guest);
    expect(live.status).toBe(200);
    expect(caps.open).toBe(1);
    const text = await live.response.text();
    expect(text).toContain('retry:');
    await until(() => caps.open === 0);
  });
});
