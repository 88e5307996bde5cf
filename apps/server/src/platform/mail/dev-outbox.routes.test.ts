import { DevOutboxResponseSchema } from '@monstory/contracts/dev-outbox';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUp } from '../../test/test-users.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the outbox (no SMTP_URL)', () => {
  it('keeps each mail, logs it with its link, and lists it at /api/dev/outbox', async () => {
    const logs = captureLogs();
    t = await createTestApp({ config: { logLevel: 'info' }, logStream: logs.stream });
    const { email } = await signUp(t.app);
    await t.app.identity.settle();

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    const [mail, ...rest] = DevOutboxResponseSchema.parse(response.json());
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: email, subject: 'Bekreft e-postadressen din hos Monstory' });
    const link = mail?.links[0] ?? '';
    expect(link).toContain('/api/auth/verify-email?token=');

    const logged = logs.lines.find((line) =>
      String(line.msg).startsWith('Mail kept in the outbox'),
    );
    expect(logged?.level).toBe(30);
    expect(String(logged?.msg)).toContain(link);
  });

  it('is not there in production', async () => {
    t = await createTestApp({ config: { nodeEnv: 'production' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@b.c' });
    expect(response.statusCode).toBe(404);
  });
});
