import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('POST /api/dev/clock', () => {
  it('moves the server clock forward under NODE_ENV=test', async () => {
    t = await createTestApp();
    const before = t.app.clock.now().getTime();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: 86_400_000 },
    });
    expect(response.statusCode).toBe(200);
    expect(t.app.clock.now().getTime() - before).toBeGreaterThanOrEqual(86_400_000);
    expect(new Date(response.json<{ now: string }>().now).getTime()).toBeGreaterThanOrEqual(
      before + 86_400_000,
    );
  });

  it('refuses to move it backwards', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: -1 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('does not exist outside tests', async () => {
    t = await createTestApp({ config: { nodeEnv: 'development' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});
