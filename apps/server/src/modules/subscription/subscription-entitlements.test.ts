import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { signUpVerified } from '../../test/test-users.js';
import { balanceOf, buyInTestMode, get, START } from '../payments/payments.testing.js';
import { createStoryFor, createStoryTestApp, postStory } from '../story/story.testing.js';

// docs/product.md#subscription: subscribers make illustrated and long stories without gating; credits only pay for
// narration, and the balance is kept (shown paused) while the subscription runs.

let t: TestApp;
beforeEach(async () => {
  t = await createStoryTestApp({ now: START });
});
afterEach(() => t.close());

const IMAGES = { images: true, audio: false, interactive: false };
const AUDIO = { images: false, audio: true, interactive: false };

describe('what a subscription entitles to', () => {
  it('makes long illustrated stories free and still charges narration', async () => {
    const parent = await signUpVerified(t.app);
    await createStoryFor(t.app, parent.headers);
    await buyInTestMode(t, parent.headers, 'premium-monthly');

    const illustrated = await postStory(t.app, parent.headers, { length: 'LONG', addons: IMAGES });
    expect(illustrated.statusCode).toBe(201);
    expect(illustrated.json().creditsCharged).toBe(0);
    expect(await balanceOf(t, parent.userId)).toBe(200);

    const narrated = await postStory(t.app, parent.headers, { addons: AUDIO });
    expect(narrated.json().creditsCharged).toBe(DEFAULT_FEATURE_COSTS.STORY_WITH_AUDIO);
    const credits = (await get(t, parent.headers, '/api/credits')).json();
    expect(credits).toMatchObject({
      balance: 200 - DEFAULT_FEATURE_COSTS.STORY_WITH_AUDIO,
      paused: true,
      band: 'LOTS_OF_POSSIBILITIES',
    });
  });

  it('asks a free user without credits to buy, and lets them after a pack', async () => {
    const parent = await signUpVerified(t.app);
    await createStoryFor(t.app, parent.headers);
    const refused = await postStory(t.app, parent.headers, { addons: IMAGES });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.details).toMatchObject({ isPremiumOnly: false, creditsNeeded: 10 });
    await buyInTestMode(t, parent.headers, 'credits-50');
    const allowed = await postStory(t.app, parent.headers, { addons: IMAGES });
    expect(allowed.statusCode).toBe(201);
    expect(await balanceOf(t, parent.userId)).toBe(40);
  });
});
