import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outboxFor } from '../../test/test-users.js';
import { CONTACT_RATE_LIMIT } from './contact.routes.js';

// POST /api/contact: no session, validated, stored, mailed to the team, rate limited.

const TEAM = 'team-contact@example.com';
const MESSAGE = {
  name: 'Kari Nordmann',
  email: 'kari@example.com',
  subject: 'Spørsmål om kreditter',
  message: 'Hei!\nHvor lenge varer kredittene?',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-05-01T08:00:00.000Z' });
  t.app.config.payments.teamEmail = TEAM;
});
afterAll(() => t.close());

const post = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('keeps the message and mails it to the team, without a session', async () => {
    const response = await post(MESSAGE);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...MESSAGE, created_at: '2026-05-01T08:00:00.000Z' });
    expect(row.mailed_at).not.toBeNull();
    const [mail] = await outboxFor(t.app, TEAM);
    expect(mail?.subject).toBe('Contact form: Spørsmål om kreditter');
    expect(mail?.text).toContain('From: Kari Nordmann <kari@example.com>');
    expect(mail?.text).toContain(MESSAGE.message);
  });

  it('names every missing or wrong field with the shared message keys', async () => {
    const response = await post({ name: ' ', email: 'not-an-email', subject: '' }, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          name: 'nameRequired',
          email: 'emailInvalid',
          subject: 'subjectRequired',
          message: 'messageRequired',
        },
      },
    });
    const empty = await post({ ...MESSAGE, email: '' }, '10.0.0.2');
    expect(empty.json()).toMatchObject({ error: { fields: { email: 'emailRequired' } } });
  });

  it('escapes the visitor’s text in the mail’s HTML', async () => {
    await post({ ...MESSAGE, subject: 'Hi', message: '<script>alert(1)</script>' }, '10.0.0.3');
    const [mail] = await outboxFor(t.app, TEAM);
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('fails when the mail cannot be sent, and still keeps the message', async () => {
    const send = t.app.mailer.send;
    t.app.mailer.send = () => Promise.reject(new Error('SMTP is down'));
    try {
      const response = await post({ ...MESSAGE, subject: 'Lost mail' }, '10.0.0.4');
      expect(response.statusCode).toBe(500);
    } finally {
      t.app.mailer.send = send;
    }
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('subject', '=', 'Lost mail')
      .executeTakeFirstOrThrow();
    expect(row.mailed_at).toBeNull();
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages per address in its window, then 429`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await post(MESSAGE, '10.0.0.9')).statusCode).toBe(201);
    }
    const limited = await post(MESSAGE, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await post(MESSAGE, '10.0.0.10')).statusCode).toBe(201);
  });
});
