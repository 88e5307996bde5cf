import { NOT_PUBLISHABLE_MESSAGE } from '@monstory/contracts/library';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified, type TestAccount } from '../../test/test-users.js';
import { insertTestStory, send, storyRow, uuidsOf } from './library.testing.js';

// PUT /api/story/:uuid/publish and POST /api/story/:uuid/share.

let t: TestApp;
let owner: TestAccount;
afterEach(() => t.close());

async function start(config: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(config);
  owner = await signUpVerified(t.app);
}

const publish = (headers: Record<string, string>, uuid: string, wanted: boolean) =>
  send(t.app, headers, 'PUT', `/api/story/${uuid}/publish`, { public: wanted });

describe('publishing a story', () => {
  it('puts a finished story through the safety check into the library, and out again', async () => {
    await start();
    const uuid = await insertTestStory(t.app, owner.userId);
    const reader = await signUpVerified(t.app);
    const inLibrary = async () =>
      uuidsOf((await send(t.app, reader.headers, 'GET', '/api/library/stories')).json());

    const published = await publish(owner.headers, uuid, true);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ isPublic: true });
    expect(await inLibrary()).toEqual([uuid]);
    expect(await storyRow(t.app, uuid)).toMatchObject({
      library_state: 'PUBLISHED',
      published_at: t.clock.now().toISOString(),
    });
    expect((await send(t.app, reader.headers, 'GET', `/api/story/${uuid}`)).json()).toMatchObject({
      isPublic: true,
      isOwner: false,
    });

    expect((await publish(owner.headers, uuid, false)).json()).toEqual({ isPublic: false });
    expect(await inLibrary()).toEqual([]);
    expect((await send(t.app, reader.headers, 'GET', `/api/story/${uuid}`)).statusCode).toBe(404);
  });

  it('refuses a story the child-safety gate refuses: 422, and it stays private', async () => {
    await start();
    const uuid = await insertTestStory(t.app, owner.userId, {
      paragraphs: [
        'The troll found the goat in the cave.',
        'He killed it and blood was everywhere.',
      ],
    });
    const refused = await publish(owner.headers, uuid, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'STORY_NOT_PUBLISHABLE',
      message: NOT_PUBLISHABLE_MESSAGE,
    });
    expect((await storyRow(t.app, uuid)).library_state).toBe('PRIVATE');
  });

  it('judges a story as a story: the peril a story for children holds is published', async () => {
    await start();
    const uuid = await insertTestStory(t.app, owner.userId, {
      title: 'Ulven og den mørke skogen',
      paragraphs: [
        'Det var mørkt i skogen, og Ella var redd. Ulven ulte bak trærne.',
        'Ridderen kjempet mot dragen, men dragen ville bare ha en venn.',
        'At the end of the story everyone goes to bed, and nobody is scared any more.',
      ],
    });
    expect((await publish(owner.headers, uuid, true)).json()).toEqual({ isPublic: true });
  });

  it('refuses what the moderation flags, and fails closed when it is down', async () => {
    await start();
    const uuid = await insertTestStory(t.app, owner.userId);
    t.app.ai.moderator = { moderate: async () => ({ flagged: true, categories: ['violence'] }) };
    expect((await publish(owner.headers, uuid, true)).statusCode).toBe(422);
    t.app.ai.moderator = {
      moderate: async () => {
        throw new Error('moderation is down');
      },
    };
    expect((await publish(owner.headers, uuid, true)).statusCode).toBe(503);
    expect((await storyRow(t.app, uuid)).library_state).toBe('PRIVATE');
  });

  it('needs a finished story, an account, and the owner', async () => {
    await start();
    const creating = await insertTestStory(t.app, owner.userId, { status: 'CREATING' });
    expect((await publish(owner.headers, creating, true)).statusCode).toBe(409);
    const guest = await signInAnonymous(t.app);
    const guestStory = await insertTestStory(t.app, guest.userId);
    const refused = await publish(guest.headers, guestStory, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ANONYMOUS_NOT_ALLOWED');
  });
});

describe('sharing a story', () => {
  it('opens the owner’s story to anyone with the link, at PUBLIC_URL', async () => {
    await start({ config: { publicUrl: 'https://monstory.example' } });
    const uuid = await insertTestStory(t.app, owner.userId);
    expect((await send(t.app, {}, 'GET', `/api/public/story/${uuid}`)).statusCode).toBe(404);
    const shared = await send(t.app, owner.headers, 'POST', `/api/story/${uuid}/share`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({
      path: `/home/story/${uuid}`,
      url: `https://monstory.example/home/story/${uuid}`,
    });
    const open = await send(t.app, {}, 'GET', `/api/public/story/${uuid}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ uuid, isOwner: false, isPublic: false, myRating: null });
    // Shared is not published: it stays out of the library.
    const reader = await signUpVerified(t.app);
    expect(
      uuidsOf((await send(t.app, reader.headers, 'GET', '/api/library/stories')).json()),
    ).toEqual([]);
  });

  it('links to the address the request came to without PUBLIC_URL', async () => {
    await start();
    const uuid = await insertTestStory(t.app, owner.userId);
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/story/${uuid}/share`,
      headers: { ...owner.headers, host: 'stories.local:8080' },
    });
    expect(shared.json().url).toBe(`http://stories.local:8080/home/story/${uuid}`);
  });

  it('lets others pass on a link to a published story without opening it any further', async () => {
    await start();
    const uuid = await insertTestStory(t.app, owner.userId, { library_state: 'PUBLISHED' });
    const reader = await signUpVerified(t.app);
    const shared = await send(t.app, reader.headers, 'POST', `/api/story/${uuid}/share`);
    expect(shared.statusCode).toBe(200);
    expect((await storyRow(t.app, uuid)).shared_at).toBeNull();
    await publish(owner.headers, uuid, false);
    expect((await send(t.app, {}, 'GET', `/api/public/story/${uuid}`)).statusCode).toBe(404);
  });

  it('refuses to share a story that is not finished', async () => {
    await start();
    const uuid = await insertTestStory(t.app, owner.userId, { status: 'DRAFT' });
    expect((await send(t.app, owner.headers, 'POST', `/api/story/${uuid}/share`)).statusCode).toBe(
      409,
    );
  });
});
