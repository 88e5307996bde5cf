import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { signInAnonymous, signUpVerified } from '../../../test/test-users.js';
import { getCreditBalance } from '../../credits/credits.service.js';
import {
  acceptTerms,
  createStoryFor,
  createStoryTestApp,
  giveCredits,
  postStory,
  storiesCreated,
} from '../story.testing.js';

// The charge and the story are written in one transaction that holds the user's profile row:
// however many requests arrive at once, they are paid one after the other.

let t: TestApp;
afterEach(() => t.close());

function statuses(responses: { statusCode: number }[]) {
  const count = (code: number) => responses.filter((r) => r.statusCode === code).length;
  return {
    created: count(201),
    refused: count(402),
    other: responses.length - count(201) - count(402),
  };
}

describe('parallel story requests', () => {
  it('20 at once against a balance that pays for 3 make exactly 3 stories', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    await createStoryFor(t.app, parent.headers); // the free first story
    await giveCredits(t.app, parent.userId, 30);
    const addons = { images: true, audio: false, interactive: false };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postStory(t.app, parent.headers, { addons })),
    );
    expect(statuses(responses)).toEqual({ created: 3, refused: 17, other: 0 });
    expect(await getCreditBalance(t.db, parent.userId, t.clock.now())).toBe(0);
    const stories = await t.db
      .selectFrom('stories')
      .select('credits_charged')
      .where('user_id', '=', parent.userId)
      .execute();
    expect(stories.map((s) => s.credits_charged).sort()).toEqual([0, 10, 10, 10]);
  });

  it('20 at once from a guest make exactly one story', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    await acceptTerms(t.app, guest.headers);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postStory(t.app, guest.headers)),
    );
    expect(statuses(responses)).toEqual({ created: 1, refused: 19, other: 0 });
    expect(await storiesCreated(t.app, guest.userId)).toBe(1);
  });
});
