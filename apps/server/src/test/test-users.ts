import crypto from 'node:crypto';
import type { OutboxMail } from '@monstory/contracts/dev-outbox';
import { sql } from 'kysely';
import type { App } from '../app.js';
import { outboxMailsFor } from '../platform/mail/outbox-mails.js';

// Users in each role, for API tests and (through the same endpoints) the e2e journeys. Each
// helper goes through the real /api/auth endpoints; only signUpVerified takes a shortcut for
// speed (it marks the address verified instead of following the mail's link).

export const TEST_PASSWORD = 'Blåbær-troll-på-tur-2026';

/** Request headers for app.inject, as the tests' helpers pass them around. */
export type TestHeaders = Record<string, string>;

export interface TestSession {
  userId: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

export interface TestAccount extends TestSession {
  email: string;
  password: string;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

function session(userId: string, token: string): TestSession {
  return { userId, token, headers: bearer(token) };
}

async function authPost(app: App, path: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/auth${path}`, payload });
  if (response.statusCode !== 200) {
    throw new Error(`POST /api/auth${path} → ${response.statusCode}: ${response.body}`);
  }
  return response.json() as { token: string | null; user: { id: string } };
}

/** A guest, as the app makes one on first visit. */
export async function signInAnonymous(app: App): Promise<TestSession> {
  const body = await authPost(app, '/sign-in/anonymous', {});
  if (!body.token) throw new Error('anonymous sign-in returned no token');
  return session(body.user.id, body.token);
}

/** Registers with email and password; the address stays unverified and there is no session. */
export async function signUp(
  app: App,
  { email = uniqueEmail(), password = TEST_PASSWORD, name = 'Test Parent' } = {},
): Promise<{ userId: string; email: string; password: string }> {
  const body = await authPost(app, '/sign-up/email', { email, password, name });
  return { userId: body.user.id, email, password };
}

export async function signInEmail(app: App, email: string, password: string): Promise<TestSession> {
  const body = await authPost(app, '/sign-in/email', { email, password });
  if (!body.token) throw new Error('sign-in returned no token');
  return session(body.user.id, body.token);
}

/** A verified email/password user with a session (the link in the mail is not followed). */
export async function signUpVerified(
  app: App,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const account = await signUp(app, options);
  await app.identity.settle();
  await app.db
    .updateTable('user')
    .set({ emailVerified: sql<boolean>`${sql.lit(true)}` })
    .where('id', '=', account.userId)
    .execute();
  return { ...account, ...(await signInEmail(app, account.email, account.password)) };
}

/** The language the account's stories, monsters and notifications are told in. */
export async function setProfileLanguage(
  app: App,
  session: TestSession,
  language: string,
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/profile/language',
    headers: session.headers,
    payload: { language },
  });
  if (response.statusCode !== 200) throw new Error(`profile language → ${response.statusCode}`);
}

/**
 * A registered user whose email is not verified but who has a session anyway. better-auth never
 * signs such a user in by password; this is for checking that the API refuses them all the same.
 */
export async function signUpUnverifiedWithSession(app: App): Promise<TestAccount> {
  const account = await signUp(app);
  const context = await (await app.identity.auth()).$context;
  const created = await context.internalAdapter.createSession(account.userId);
  return { ...account, ...session(account.userId, created.token) };
}

/** How `GET url` answers a registered user who has not verified the address: status and error code. */
export async function answerToUnverified(app: App, url: string) {
  const unverified = await signUpUnverifiedWithSession(app);
  const response = await app.inject({ method: 'GET', url, headers: unverified.headers });
  return { status: response.statusCode, code: response.json().error?.code };
}

/** POST /api/login/convert-anonymous-user: `account` takes over everything `guest` made. */
export function convertGuest(app: App, account: TestSession, guest: TestSession) {
  return app.inject({
    method: 'POST',
    url: '/api/login/convert-anonymous-user',
    headers: account.headers,
    payload: { anonymousUsername: guest.userId, anonymousToken: guest.token },
  });
}

/** Converts `guest` into `account` and returns what moved, by kind; throws unless that answered 200. */
export async function movedOnConversion(
  app: App,
  account: TestSession,
  guest: TestSession,
): Promise<Record<string, number>> {
  const response = await convertGuest(app, account, guest);
  if (response.statusCode !== 200) {
    throw new Error(`convert-anonymous-user → ${response.statusCode}: ${response.body}`);
  }
  return response.json().moved as Record<string, number>;
}

/** The outbox's mails for an address, newest first, once every queued mail is kept. */
export async function outboxFor(app: App, email: string): Promise<OutboxMail[]> {
  await app.identity.settle();
  return outboxMailsFor(app.db, email);
}

/** A URL as app.inject takes it: path and query of a link from a mail. */
export function injectPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
