import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  injectPath,
  outboxFor,
  signInAnonymous,
  signInEmail,
  signUp,
  signUpUnverifiedWithSession,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { grantCredits, getCreditBalance } from '../credits/credits.service.js';
import { DAY_MS } from '@monstory/contracts/time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-04-01T09:00:00.000Z' });
});
afterAll(() => t.close());

const send = (
  session: TestSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: session.headers, payload });

async function userExists(id: string) {
  return (await t.db.selectFrom('user').select('id').where('id', '=', id).execute()).length > 0;
}

describe('DELETE /api/profile', () => {
  it('deactivates at once and schedules the purge 30 days out; signing in again cancels it', async () => {
    const user = await signUpVerified(t.app);
    await send(user, 'POST', '/api/login', {});
    const deleted = await send(user, 'DELETE', '/api/profile');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deletionScheduledFor: '2026-05-01T09:00:00.000Z' });
    expect((await send(user, 'GET', '/api/profile')).statusCode).toBe(401);

    t.clock.advance(29 * DAY_MS);
    const again = await signInEmail(t.app, user.email, user.password);
    const pending = await send(again, 'GET', '/api/profile');
    expect(pending.json()).toMatchObject({ deletionScheduledFor: '2026-05-01T09:00:00.000Z' });
    const login = await send(again, 'POST', '/api/login', {});
    expect(login.json()).toMatchObject({ deletionScheduledFor: null });

    t.clock.advance(2 * DAY_MS);
    await t.app.accountLifecycle.runOnce();
    expect(await userExists(user.userId)).toBe(true);
    t.clock.set('2026-04-01T09:00:00.000Z');
  });
});

describe('POST /api/login/convert-anonymous-user', () => {
  async function guestWithData() {
    const guest = await signInAnonymous(t.app);
    await send(guest, 'POST', '/api/login', { language: 'en' });
    const voices = (await send(guest, 'GET', '/api/voices?language=en')).json() as {
      voiceUuid: string;
    }[];
    await send(guest, 'PUT', '/api/profile/voice', { voiceUuid: voices[0]?.voiceUuid });
    await t.db
      .updateTable('profiles')
      .set({ stories_created: 1 })
      .where('user_id', '=', guest.userId)
      .execute();
    await grantCredits(t.db, t.clock.now(), { userId: guest.userId, amount: 3, reason: 'WELCOME' });
    await ticketOf(guest);
    return { guest, voiceUuid: voices[0]?.voiceUuid };
  }

  const tickets = new Map<string, string>();
  async function ticketOf(guest: TestSession) {
    const profile = (await send(guest, 'GET', '/api/profile')).json() as {
      anonymousUser: { conversionTicket: string };
    };
    tickets.set(guest.userId, profile.anonymousUser.conversionTicket);
    return profile.anonymousUser.conversionTicket;
  }
  const convertWith = (session: TestSession, payload: object) =>
    send(session, 'POST', '/api/login/convert-anonymous-user', payload);
  const convert = (session: TestSession, anonymousUsername: string) =>
    convertWith(session, {
      anonymousUsername,
      anonymousTicket: tickets.get(anonymousUsername) ?? 'g1.none',
    });

  it("moves the guest's data to the account in one go and deletes the guest", async () => {
    const { guest, voiceUuid } = await guestWithData();
    const user = await signUpVerified(t.app);
    await send(user, 'POST', '/api/login', {});

    const first = await convert(user, guest.userId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'CONVERTED',
      moved: { profile: 1, credits: 1, children: 1 },
    });
    expect(await userExists(guest.userId)).toBe(false);
    expect((await send(user, 'GET', '/api/profile')).json()).toMatchObject({
      voiceUuid,
      credits: 3,
      languageCode: 'no',
    });
    expect(await getCreditBalance(t.db, user.userId, t.clock.now())).toBe(3);

    const second = await convert(user, guest.userId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'ALREADY_CONVERTED', moved: {} });
    expect((await send(user, 'GET', '/api/profile')).json()).toMatchObject({ credits: 3 });
  });

  it("gives an account that has no profile yet the guest's choices", async () => {
    const { guest, voiceUuid } = await guestWithData();
    const user = await signUpVerified(t.app);
    await convert(user, guest.userId);
    expect((await send(user, 'GET', '/api/profile')).json()).toMatchObject({
      languageCode: 'en',
      voiceUuid,
      welcomeScreenShown: false,
      termsAccepted: false,
    });
  });

  it('answers 404 for an unknown id, a registered user, or a guest merged into someone else', async () => {
    const user = await signUpVerified(t.app);
    const other = await signUpVerified(t.app);
    const { guest } = await guestWithData();
    await convert(other, guest.userId);
    for (const id of ['no-such-user', other.userId, guest.userId]) {
      const response = await convert(user, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('keeps the guest until conversion when the verification link is opened in its browser', async () => {
    const guestSignIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/anonymous' });
    const guestId = (guestSignIn.json() as { user: { id: string } }).user.id;
    const guestCookie = String(guestSignIn.headers['set-cookie']).split(';')[0] ?? '';
    const { email, password } = await signUp(t.app);
    const [mail] = await outboxFor(t.app, email);
    const opened = await t.app.inject({
      method: 'GET',
      url: injectPath(mail?.links[0] ?? ''),
      headers: { cookie: guestCookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(await userExists(guestId)).toBe(true);
    const guestToken = (guestSignIn.json() as { token: string }).token;
    const user = await signInEmail(t.app, email, password);
    const converted = await convertWith(user, {
      anonymousUsername: guestId,
      anonymousToken: guestToken,
    });
    expect(converted.json()).toMatchObject({ status: 'CONVERTED' });
  });

  it('moves nothing on the id alone, a wrong ticket or another guest’s token or ticket', async () => {
    const { guest } = await guestWithData();
    const otherGuest = await signInAnonymous(t.app);
    const othersTicket = await ticketOf(otherGuest);
    const user = await signUpVerified(t.app);
    const idAlone = await convertWith(user, { anonymousUsername: guest.userId });
    expect(idAlone.statusCode).toBe(400);
    const user2 = await signUpVerified(t.app);
    const stolen = [
      { anonymousTicket: othersTicket },
      { anonymousTicket: `${othersTicket.slice(0, -2)}xx` },
      { anonymousTicket: 'g1.' },
      { anonymousToken: otherGuest.token },
      { anonymousToken: user2.token },
      { anonymousToken: 'not-a-token' },
    ];
    for (const proof of stolen) {
      const response = await convertWith(user, { anonymousUsername: guest.userId, ...proof });
      expect(response.statusCode, JSON.stringify(proof)).toBe(404);
    }
    expect(await userExists(guest.userId)).toBe(true);
    expect((await send(guest, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('refuses with 400 a token no header could carry (NUL, spaces, non-ASCII)', async () => {
    const { guest } = await guestWithData();
    const user = await signUpVerified(t.app);
    for (const anonymousToken of ['a\u0000b', 'a b', '\ud800', '😀']) {
      const response = await convertWith(user, { anonymousUsername: guest.userId, anonymousToken });
      expect(response.statusCode, JSON.stringify(anonymousToken)).toBe(400);
    }
    expect(await userExists(guest.userId)).toBe(true);
  });

  it("takes the guest's own session token as proof as well as its ticket", async () => {
    const { guest } = await guestWithData();
    const user = await signUpVerified(t.app);
    const response = await convertWith(user, {
      anonymousUsername: guest.userId,
      anonymousToken: guest.token,
    });
    expect(response.json()).toEqual({
      status: 'CONVERTED',
      moved: { profile: 1, credits: 1, children: 1 },
    });
  });

  it('gives only guests a ticket', async () => {
    const user = await signUpVerified(t.app);
    const profile = (await send(user, 'POST', '/api/login', {})).json() as object;
    expect(profile).toMatchObject({ anonymousUser: null });
    const guest = await signInAnonymous(t.app);
    const login = (await send(guest, 'POST', '/api/login', {})).json() as {
      anonymousUser: { conversionTicket: string };
    };
    expect(login.anonymousUser.conversionTicket).toBe(await ticketOf(guest));
  });

  it('is for verified registered users only', async () => {
    const guest = await signInAnonymous(t.app);
    const unverified = await signUpUnverifiedWithSession(t.app);
    expect((await convert(guest, guest.userId)).statusCode).toBe(403);
    expect((await convert(unverified, guest.userId)).json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });
});
