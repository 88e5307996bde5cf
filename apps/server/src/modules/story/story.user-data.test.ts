import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { movedOnConversion, signInAnonymous, signUpVerified } from '../../test/test-users.js';
import { createStoryFor, createStoryTestApp, getStory } from './story.testing.js';

let t: TestApp;
afterEach(() => t.close());

describe('a guest’s stories when the guest registers', () => {
  it('become the account’s, with their notifications', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers);
    await t.app.jobs.runUntilIdle();
    const parent = await signUpVerified(t.app);
    expect(await movedOnConversion(t.app, parent, guest)).toMatchObject({ stories: 1 });
    expect((await getStory(t.app, parent.headers, uuid)).isOwner).toBe(true);
    const notifications = await t.db.selectFrom('notifications').select('user_id').execute();
    // The story's notification and its FIRST_STORY medal's.
    expect(notifications).toEqual([{ user_id: parent.userId }, { user_id: parent.userId }]);
  });
});
