import {
  DailyLimitDetailsSchema,
  FREE_DAILY_STORIES,
  GUEST_DAILY_STORIES_PER_ADDRESS,
  SUBSCRIBER_DAILY_STORIES,
} from '@monstory/contracts/generation-limits';
import { generate as en } from '@monstory/i18n/locales/en/generate';
import { generate as no } from '@monstory/i18n/locales/no/generate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import {
  setProfileLanguage,
  signInAnonymous,
  signUpVerified,
  type TestSession,
} from '../../../test/test-users.js';
import { buyInTestMode } from '../../payments/payments.testing.js';
import { acceptTerms, createStoryTestApp, giveCredits, STORY_BODY } from '../story.testing.js';

// The daily generation quotas, on the database the suite runs on (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): counted from the stories table inside the story's transaction.

let t: TestApp;
beforeEach(async () => {
  t = await createStoryTestApp({ now: '2026-01-15T23:59:30.000Z' });
});
afterEach(() => t.close());

const IMAGES = { images: true, audio: false, interactive: false };

function post(session: TestSession, address = '203.0.113.7', overrides = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/story',
    headers: session.headers,
    remoteAddress: address,
    payload: { ...STORY_BODY, ...overrides },
  });
}

async function guestStory(address: string) {
  const guest = await signInAnonymous(t.app);
  await acceptTerms(t.app, guest.headers);
  return post(guest, address);
}

async function verified(language: 'no' | 'en' = 'en') {
  const parent = await signUpVerified(t.app);
  await acceptTerms(t.app, parent.headers);
  await setProfileLanguage(t.app, parent, language);
  return parent;
}

async function makeStories(session: TestSession, count: number, overrides = {}) {
  for (let i = 0; i < count; i += 1) {
    const response = await post(session, '203.0.113.7', overrides);
    expect(response.statusCode, response.body).toBe(201);
  }
}

describe('daily generation quotas', () => {
  it('lets the guests of one address make a day’s stories, then refuses until midnight UTC', async () => {
    for (let i = 0; i < GUEST_DAILY_STORIES_PER_ADDRESS; i += 1) {
      expect((await guestStory('198.51.100.1')).statusCode).toBe(201);
    }
    const refused = await guestStory('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    const { error } = refused.json();
    expect(error.code).toBe('DAILY_LIMIT_REACHED');
    expect(DailyLimitDetailsSchema.parse(error.details)).toEqual({
      limit: 'guestAddress',
      allowed: GUEST_DAILY_STORIES_PER_ADDRESS,
      resetsAt: '2026-01-16T00:00:00.000Z',
      retryAfterSeconds: 30,
    });
    expect(error.message).toBe(no.errors.dailyLimit.guestAddress);
    // Another address is not held back; nothing was written for the refused one.
    expect((await guestStory('198.51.100.2')).statusCode).toBe(201);
    t.clock.advance(30_000);
    expect((await guestStory('198.51.100.1')).statusCode).toBe(201);
    const kept = await t.db.selectFrom('stories').select('guest_origin').execute();
    expect(kept).toHaveLength(GUEST_DAILY_STORIES_PER_ADDRESS + 2);
    expect(kept.every((row) => row.guest_origin && !row.guest_origin.includes('198.'))).toBe(true);
  });

  it('caps free stories per account and day, in the family’s language; credits still pay', async () => {
    const parent = await verified('en');
    await makeStories(parent, FREE_DAILY_STORIES);
    const refused = await post(parent);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json().error).toMatchObject({
      code: 'DAILY_LIMIT_REACHED',
      message: en.errors.dailyLimit.free.replace('{{allowed}}', String(FREE_DAILY_STORIES)),
      details: { limit: 'free', allowed: FREE_DAILY_STORIES, retryAfterSeconds: 30 },
    });
    // A story the family pays for is not limited, and the refusal charged nothing.
    await giveCredits(t.app, parent.userId, 100);
    expect((await post(parent, '203.0.113.7', { addons: IMAGES })).statusCode).toBe(201);
    t.clock.advance(30_000);
    expect((await post(parent)).statusCode).toBe(201);
  });

  it('keeps a subscriber to a fair-use count a day', async () => {
    const parent = await verified('no');
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    await makeStories(parent, SUBSCRIBER_DAILY_STORIES, { addons: IMAGES });
    const refused = await post(parent, '203.0.113.7', { addons: IMAGES });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'DAILY_LIMIT_REACHED',
      message: no.errors.dailyLimit.subscriber.replace(
        '{{allowed}}',
        String(SUBSCRIBER_DAILY_STORIES),
      ),
      details: { limit: 'subscriber', allowed: SUBSCRIBER_DAILY_STORIES },
    });
  });

  it('lets exactly the last free story through when many are asked for at once', async () => {
    const parent = await verified();
    await makeStories(parent, FREE_DAILY_STORIES - 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(parent)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
    const rows = await t.db
      .selectFrom('stories')
      .select('uuid')
      .where('user_id', '=', parent.userId)
      .execute();
    expect(rows).toHaveLength(FREE_DAILY_STORIES);
  });

  it('lets exactly the last guest story of an address through when guests ask at once', async () => {
    for (let i = 0; i < GUEST_DAILY_STORIES_PER_ADDRESS - 1; i += 1) {
      expect((await guestStory('198.51.100.9')).statusCode).toBe(201);
    }
    const guests = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const guest = await signInAnonymous(t.app);
        await acceptTerms(t.app, guest.headers);
        return guest;
      }),
    );
    const answers = await Promise.all(guests.map((guest) => post(guest, '198.51.100.9')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 429, 429, 429, 429, 429,
    ]);
  });
});
