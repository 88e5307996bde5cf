import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture.js';
import { createTestApp, testAuthConfig, type TestApp } from '../../test/test-app.js';
import { signInAnonymous } from '../../test/test-users.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const secretRow = (app: TestApp) =>
  app.db.selectFrom('app_meta').selectAll().where('key', '=', 'better_auth_secret').execute();

describe('the signing secret', () => {
  it('is made at first use, kept in app_meta and never logged', async () => {
    const logs = captureLogs();
    t = await createTestApp({ config: { logLevel: 'trace' }, logStream: logs.stream });
    await signInAnonymous(t.app);
    const [row] = await secretRow(t);
    expect(row?.value).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(logs.lines)).not.toContain(row?.value);
  });

  it('comes from BETTER_AUTH_SECRET when that is set', async () => {
    const secret = 'a-secret-from-the-environment-with-32+chars';
    t = await createTestApp({ config: { auth: testAuthConfig({ secret }) } });
    await signInAnonymous(t.app);
    expect(await secretRow(t)).toEqual([]);
  });
});
