import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectPath, signUp } from '../../test/test-users.js';

// A real SMTP server on loopback receives what the app sends with SMTP_URL set.
const received: Buffer[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks));
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    config: {
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Monstory <hei@monstory.example>' },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification mail; its link verifies the address', async () => {
    const { email, userId } = await signUp(t.app);
    await t.app.identity.settle();
    expect(received).toHaveLength(1);

    const mail = await PostalMime.parse(received[0] ?? Buffer.alloc(0));
    expect(mail.from?.address).toBe('hei@monstory.example');
    expect(mail.to?.map((to) => to.address)).toEqual([email]);
    expect(mail.subject).toBe('Bekreft e-postadressen din hos Monstory');
    expect(mail.html).toContain('Bekreft e-postadressen');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';

    const opened = await t.app.inject({ method: 'GET', url: injectPath(link) });
    expect(opened.statusCode).toBe(302);
    const user = await t.db
      .selectFrom('user')
      .select('emailVerified')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Boolean(user.emailVerified)).toBe(true);
    // Nothing went to the outbox: SMTP replaces it.
    expect(await t.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });
});
