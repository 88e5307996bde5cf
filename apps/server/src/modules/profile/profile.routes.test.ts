import { ProfileSchema } from '@monstory/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified, type TestSession } from '../../test/test-users.js';
import { giveCredits } from '../monsters/monster.testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T10:00:00.000Z' });
});
afterAll(() => t.close());

async function call(
  session: TestSession,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method, url, headers: { ...session.headers, ...headers }, payload });
}

describe('POST /api/login', () => {
  it('makes a guest profile on the first call, in the language asked for', async () => {
    const guest = await signInAnonymous(t.app);
    const response = await call(guest, 'POST', '/api/login', { language: 'ENGLISH' });
    expect(response.statusCode).toBe(200);
    const profile = ProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      userId: guest.userId,
      username: 'Anonymous',
      language: 'ENGLISH',
      languageCode: 'en',
      credits: 0,
      subscription: { isActive: false, subscriptionType: 'FREE', initialPaymentPlatform: null },
      gamificationMonster: null,
      anonymousUser: { storiesCreated: 0, allowedStories: 1 },
      welcomeScreenShown: false,
      email: null,
      isAnonymous: true,
      loginProvider: 'anonymous',
      termsAccepted: false,
      termsDeclined: false,
      voiceUuid: null,
      deletionScheduledFor: null,
    });
  });

  it('takes the language from Accept-Language without a body, Norwegian by default', async () => {
    const english = await signInAnonymous(t.app);
    const fromHeader = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...english.headers, 'accept-language': 'de-DE, en-GB;q=0.8' },
    });
    expect(fromHeader.json()).toMatchObject({ languageCode: 'en' });

    const norwegian = await signInAnonymous(t.app);
    const byDefault = await call(norwegian, 'POST', '/api/login', {});
    expect(byDefault.json()).toMatchObject({ language: 'NORWEGIAN', languageCode: 'no' });
  });

  it('is idempotent: a second call keeps the profile and its language', async () => {
    const user = await signUpVerified(t.app);
    await call(user, 'POST', '/api/login', { language: 'en' });
    const again = await call(user, 'POST', '/api/login', { language: 'no' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      languageCode: 'en',
      email: user.email,
      emailVerified: true,
      isAnonymous: false,
      loginProvider: 'email',
      anonymousUser: null,
      username: 'Test Parent',
    });
    expect(
      await t.db.selectFrom('profiles').where('user_id', '=', user.userId).selectAll().execute(),
    ).toHaveLength(1);
  });

  it('refuses a language it does not support', async () => {
    const guest = await signInAnonymous(t.app);
    const response = await call(guest, 'POST', '/api/login', { language: 'klingon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('language');
  });
});

describe('GET /api/profile', () => {
  it('reports the member-since time of the account', async () => {
    const user = await signUpVerified(t.app);
    const profile = ProfileSchema.parse((await call(user, 'GET', '/api/profile')).json());
    expect(Date.parse(profile.memberSince)).not.toBeNaN();
    expect(profile.languageCode).toBe('no');
  });
});

describe('/api/profile/language', () => {
  it('reads and changes the language by code or by profile name', async () => {
    const guest = await signInAnonymous(t.app);
    await call(guest, 'POST', '/api/login', { language: 'no' });
    expect((await call(guest, 'GET', '/api/profile/language')).json()).toEqual({
      language: 'NORWEGIAN',
      languageCode: 'no',
    });
    const byName = await call(guest, 'PUT', '/api/profile/language', { language: 'ENGLISH' });
    expect(byName.json()).toEqual({ language: 'ENGLISH', languageCode: 'en' });
    const byAlias = await call(guest, 'PUT', '/api/profile/language', { language: 'nb-NO' });
    expect(byAlias.json()).toEqual({ language: 'NORWEGIAN', languageCode: 'no' });
    const coming = await call(guest, 'PUT', '/api/profile/language', { language: 'sv' });
    expect(coming.json()).toEqual({ language: 'SWEDISH', languageCode: 'sv' });
  });

  it('refuses an unknown language with 400 and names the field', async () => {
    const guest = await signInAnonymous(t.app);
    for (const language of ['fr', 'constructor', '__proto__', 'toString']) {
      const response = await call(guest, 'PUT', '/api/profile/language', { language });
      expect(response.statusCode, language).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().error.fields).toHaveProperty('language');
    }
  });
});

describe('terms and welcome', () => {
  it('records acceptance with the newsletter choice, and a later decline withdraws it', async () => {
    const user = await signUpVerified(t.app);
    const accepted = await call(user, 'POST', '/api/profile/accept-terms-and-conditions', {
      marketingOptIn: true,
    });
    expect(accepted.json()).toMatchObject({
      termsAccepted: true,
      termsDeclined: false,
      marketingOptIn: true,
    });
    const declined = await call(user, 'POST', '/api/profile/decline-terms-and-conditions');
    expect(declined.json()).toMatchObject({
      termsAccepted: false,
      termsDeclined: true,
      marketingOptIn: false,
    });
  });

  it('requires the newsletter choice when accepting', async () => {
    const user = await signUpVerified(t.app);
    const response = await call(user, 'POST', '/api/profile/accept-terms-and-conditions', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('marketingOptIn');
  });

  it('remembers that the welcome screen was shown', async () => {
    const user = await signUpVerified(t.app);
    const response = await call(user, 'POST', '/api/profile/welcome-shown');
    expect(response.json()).toMatchObject({ welcomeScreenShown: true });
    expect((await call(user, 'GET', '/api/profile')).json()).toMatchObject({
      welcomeScreenShown: true,
    });
  });
});

describe('the profile monster in the profile', () => {
  it('names the profile and, once drawn, is its picture; without it the account’s come back', async () => {
    const user = await signUpVerified(t.app, { name: 'Kari Nordmann' });
    await giveCredits(t.app, user.userId, 5);
    const before = ProfileSchema.parse((await call(user, 'GET', '/api/profile')).json());
    expect(before).toMatchObject({
      username: 'Kari Nordmann',
      gamificationMonster: null,
      profileImageUrl: null,
    });

    const built = await call(user, 'POST', '/api/profile/gamification/monster', {
      description: 'a big green monster called Grumbo',
    });
    expect(built.statusCode).toBe(202);
    const building = ProfileSchema.parse((await call(user, 'GET', '/api/profile')).json());
    expect(building).toMatchObject({
      username: 'Grumbo',
      gamificationMonster: { id: built.json().id, status: 'BUILDING', isProfile: true },
      profileImageUrl: null,
    });

    await t.app.jobs.runUntilIdle();
    const ready = ProfileSchema.parse((await call(user, 'GET', '/api/profile')).json());
    expect(ready.gamificationMonster).toMatchObject({ name: 'Grumbo', status: 'READY' });
    expect(ready.username).toBe('Grumbo');
    expect(ready.profileImageUrl).toBe(ready.gamificationMonster?.imageUrl);
    expect(ready.profileImageUrl).toMatch(/^\/api\/media\/public\/monsters\//);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/gamification/monsters/${built.json().id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const after = ProfileSchema.parse((await call(user, 'GET', '/api/profile')).json());
    expect(after).toMatchObject({
      username: 'Kari Nordmann',
      gamificationMonster: null,
      profileImageUrl: null,
    });
  });
});
