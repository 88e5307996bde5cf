import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { STORY_VALIDATION } from '@monstory/contracts/story';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnsafeRequestDetailsSchema } from '@monstory/contracts/safety';
import { safetyMessage } from '../../safety/safety-texts.js';
import type { TestApp } from '../../../test/test-app.js';
import { signInAnonymous, signUpVerified, type TestSession } from '../../../test/test-users.js';
import { getCreditBalance } from '../../credits/credits.service.js';
import {
  acceptTerms,
  createStoryFor,
  createStoryTestApp,
  giveCredits,
  postStory,
} from '../story.testing.js';

let t: TestApp;
beforeEach(async () => {
  t = await createStoryTestApp();
});
afterEach(() => t.close());

const ALL = { images: true, audio: true, interactive: false };
const IMAGES = { images: true, audio: false, interactive: false };

async function balance(session: TestSession) {
  return getCreditBalance(t.db, session.userId, t.clock.now());
}

async function storyCount() {
  return (await t.db.selectFrom('stories').select('uuid').execute()).length;
}

async function verifiedWithFirstStory() {
  const parent = await signUpVerified(t.app);
  await createStoryFor(t.app, parent.headers);
  return parent;
}

describe('POST /api/story gating', () => {
  it('makes a guest’s first story free with every add-on, and refuses the second', async () => {
    const guest = await signInAnonymous(t.app);
    await acceptTerms(t.app, guest.headers);
    const first = await postStory(t.app, guest.headers, { addons: ALL });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'CREATING', creditsCharged: 0 });
    const second = await postStory(t.app, guest.headers);
    expect(second.statusCode).toBe(402);
    expect(second.json().error).toMatchObject({
      code: 'STORY_LIMIT_REACHED',
      details: { storiesCreated: 1, allowedStories: 1 },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: guest.headers,
    });
    expect(profile.json().anonymousUser).toEqual({
      storiesCreated: 1,
      allowedStories: 1,
      conversionTicket: expect.any(String),
    });
  });

  it('lets a guest who declined the terms make the story, but not one who never answered', async () => {
    const undecided = await signInAnonymous(t.app);
    const refused = await postStory(t.app, undecided.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'TERMS_NOT_ACCEPTED',
      message: 'You must accept the terms to create stories.',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/decline-terms-and-conditions',
      headers: undecided.headers,
    });
    expect((await postStory(t.app, undecided.headers)).statusCode).toBe(201);
  });

  it('requires a registered user to accept the terms', async () => {
    const parent = await signUpVerified(t.app);
    const response = await postStory(t.app, parent.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('TERMS_NOT_ACCEPTED');
    expect(await storyCount()).toBe(0);
  });

  it('gives a verified user the first story free, then text free and pictures for credits', async () => {
    const parent = await signUpVerified(t.app);
    await acceptTerms(t.app, parent.headers);
    await giveCredits(t.app, parent.userId, 25);
    const profile = () =>
      t.app.inject({ method: 'GET', url: '/api/profile', headers: parent.headers });
    expect((await profile()).json().freeStoryAvailable).toBe(true);
    expect((await postStory(t.app, parent.headers, { addons: ALL })).json().creditsCharged).toBe(0);
    expect((await profile()).json().freeStoryAvailable).toBe(false);
    expect((await postStory(t.app, parent.headers)).json().creditsCharged).toBe(0);
    const pictures = await postStory(t.app, parent.headers, { addons: IMAGES });
    expect(pictures.json().creditsCharged).toBe(DEFAULT_FEATURE_COSTS.STORY_WITH_IMAGES);
    const long = await postStory(t.app, parent.headers, { length: 'LONG' });
    expect(long.json().creditsCharged).toBe(DEFAULT_FEATURE_COSTS.STORY_LONG);
    expect(await balance(parent)).toBe(25 - 10 - 5);
  });

  it('refuses a purchase it cannot pay with 402, the requirement and the product’s message', async () => {
    const parent = await verifiedWithFirstStory();
    await giveCredits(t.app, parent.userId, 7);
    const before = await storyCount();
    const response = await postStory(t.app, parent.headers, { addons: ALL });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({
      code: 'NOT_ENOUGH_CREDITS',
      message: 'You need 18 credits to use this feature',
      details: { isPremiumOnly: false, creditsNeeded: 18, balance: 7 },
    });
    expect(await storyCount()).toBe(before);
    expect(await balance(parent)).toBe(7);
  });

  it('makes a repeated request with the same clientRequestId once, and charges once', async () => {
    const parent = await verifiedWithFirstStory();
    await giveCredits(t.app, parent.userId, 30);
    const clientRequestId = '0b5d1c9e-4a37-4a53-9d6f-0f1f5d1b2c3d';
    const first = await postStory(t.app, parent.headers, { addons: IMAGES, clientRequestId });
    const again = await postStory(t.app, parent.headers, { addons: IMAGES, clientRequestId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balance(parent)).toBe(20);
  });

  it('refuses an unsafe idea kindly, before anything is made or paid', async () => {
    const parent = await verifiedWithFirstStory();
    await giveCredits(t.app, parent.userId, 30);
    const before = await storyCount();
    const response = await postStory(t.app, parent.headers, {
      summary: 'a knight who wants to kill everyone',
      addons: IMAGES,
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('UNSAFE_REQUEST');
    // The category goes with the refusal, so the form can say why (and show care when needed).
    const details = UnsafeRequestDetailsSchema.parse(error.details);
    expect(details.care).toBe(false);
    // The profile's language (Norwegian, the default) speaks, not the story's.
    expect(error.message).toBe(safetyMessage('no', details.category));
    expect(error.message).not.toMatch(/kill|everyone/i);
    expect(await storyCount()).toBe(before);
    expect(await balance(parent)).toBe(30);
  });

  it('answers a disclosure with care and makes no story of it', async () => {
    const parent = await verifiedWithFirstStory();
    await giveCredits(t.app, parent.userId, 30);
    const before = await storyCount();
    t.app.ai.moderator = {
      moderate: async () => ({ flagged: true, categories: ['self-harm/intent'] }),
    };
    const response = await postStory(t.app, parent.headers, { summary: 'Jeg er så lei meg' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'UNSAFE_REQUEST',
      message: safetyMessage('no', 'SELF_HARM'),
      details: { category: 'SELF_HARM', care: true },
    });
    expect(await storyCount()).toBe(before);
    expect(await balance(parent)).toBe(30);
  });

  it('checks the request against the validation rules with its texts', async () => {
    const guest = await signInAnonymous(t.app);
    await acceptTerms(t.app, guest.headers);
    const mixed = await postStory(t.app, guest.headers, {
      addons: { images: true, audio: false, interactive: true },
    });
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json().error)).toContain(STORY_VALIDATION.interactiveAddons);
    const noAge = await t.app.inject({
      method: 'POST',
      url: '/api/story',
      headers: guest.headers,
      payload: { genre: 'FUNNY', length: 'SHORT', addons: IMAGES },
    });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json().error.fields).toMatchObject({ age: STORY_VALIDATION.ageRequired });
    const badVoice = await postStory(t.app, guest.headers, { voiceUuid: 'no-such-voice' });
    expect(badVoice.statusCode).toBe(400);
    expect(badVoice.json().error.fields).toEqual({ voiceUuid: 'Unknown voice' });
  });
});
