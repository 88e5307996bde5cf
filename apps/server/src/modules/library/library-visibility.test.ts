import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified } from '../../test/test-users.js';
import { ensureExamplesUser, EXAMPLES_USER_ID } from './examples/system-user.repo.js';
import { insertTestStory, send, uuidsOf } from './library.testing.js';

// Who sees what (docs/decisions/0008-library.md): every kind of viewer against every state of
// a story, through the signed-in story view, the public view and the library.

type Viewer = 'owner' | 'other' | 'guest' | 'no session';
type Kind = 'private' | 'shared' | 'published' | 'hidden' | 'example';

const VIEWERS: Viewer[] = ['owner', 'other', 'guest', 'no session'];
const KINDS: Kind[] = ['private', 'shared', 'published', 'hidden', 'example'];

/** GET /api/story/:uuid (needs a session). */
const SIGNED_IN_VIEW: Record<Kind, Record<Viewer, number>> = {
  private: { owner: 200, other: 404, guest: 404, 'no session': 401 },
  shared: { owner: 200, other: 200, guest: 200, 'no session': 401 },
  published: { owner: 200, other: 200, guest: 200, 'no session': 401 },
  hidden: { owner: 200, other: 404, guest: 404, 'no session': 401 },
  example: { owner: 200, other: 200, guest: 200, 'no session': 401 },
};
/** GET /api/public/story/:uuid: the same for everyone, the owner included. */
const PUBLIC_VIEW: Record<Kind, number> = {
  private: 404,
  shared: 200,
  published: 200,
  hidden: 404,
  example: 200,
};
/** In GET /api/library/stories. */
const IN_LIBRARY: Record<Kind, boolean> = {
  private: false,
  shared: false,
  published: true,
  hidden: false,
  example: true,
};

let t: TestApp;
let headers: Record<Viewer, Record<string, string>>;
let stories: Record<Kind, string>;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  const ownerAccount = await signUpVerified(t.app);
  owner = ownerAccount.userId;
  headers = {
    owner: ownerAccount.headers,
    other: (await signUpVerified(t.app)).headers,
    guest: (await signInAnonymous(t.app)).headers,
    'no session': {},
  };
  await ensureExamplesUser(t.db, t.clock.now());
  const now = t.clock.now().toISOString();
  stories = {
    private: await insertTestStory(t.app, owner, { withPicture: true }),
    shared: await insertTestStory(t.app, owner, { shared_at: now, withPicture: true }),
    published: await insertTestStory(t.app, owner, {
      library_state: 'PUBLISHED',
      withPicture: true,
    }),
    hidden: await insertTestStory(t.app, owner, { library_state: 'HIDDEN', shared_at: now }),
    example: await insertTestStory(t.app, EXAMPLES_USER_ID, {
      library_state: 'PUBLISHED',
      is_example: 1,
    }),
  };
});
afterAll(() => t.close());

const cases = KINDS.flatMap((kind) => VIEWERS.map((viewer) => [kind, viewer] as const));

describe('who sees a story', () => {
  it.each(cases)('a %s story as %s', async (kind, viewer) => {
    const uuid = stories[kind];
    const signedIn = await send(t.app, headers[viewer], 'GET', `/api/story/${uuid}`);
    expect(signedIn.statusCode).toBe(SIGNED_IN_VIEW[kind][viewer]);
    if (signedIn.statusCode === 200) {
      expect(signedIn.json()).toMatchObject({
        isOwner: viewer === 'owner' && kind !== 'example',
        isPublic: kind === 'published' || kind === 'example',
        isExample: kind === 'example',
        myRating: null,
      });
    }
    const open = await send(t.app, headers[viewer], 'GET', `/api/public/story/${uuid}`);
    expect(open.statusCode).toBe(PUBLIC_VIEW[kind]);
    if (open.statusCode === 200) expect(open.json().isOwner).toBe(false);

    if (viewer === 'no session') return;
    const library = await send(t.app, headers[viewer], 'GET', '/api/library/stories?pageSize=48');
    expect(uuidsOf(library.json()).includes(uuid)).toBe(IN_LIBRARY[kind]);
  });

  it('serves the pictures of a story open to everyone without a session, and no others', async () => {
    const story = (await send(t.app, {}, 'GET', `/api/public/story/${stories.shared}`)).json();
    const url = story.paragraphs[0].image.url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The key alone (unguessable) is enough while the story is open to everyone.
    const unsigned = url.split('?')[0] ?? '';
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(200);
    const own = (await send(t.app, headers.owner, 'GET', `/api/story/${stories.private}`)).json();
    const privateUrl = own.paragraphs[0].image.url as string;
    expect((await t.app.inject({ method: 'GET', url: privateUrl })).statusCode).toBe(200);
    const privateKey = privateUrl.split('?')[0] ?? '';
    expect((await t.app.inject({ method: 'GET', url: privateKey })).statusCode).toBe(404);
  });

  it('keeps another user’s private story a 404 on every reader call', async () => {
    const uuid = stories.private;
    const calls: [string, string, object | undefined][] = [
      ['PUT', 'rating', { rating: 4 }],
      ['POST', 'report', { reason: 'BORING_STORY' }],
      ['PUT', 'publish', { public: true }],
      ['POST', 'share', undefined],
      ['POST', 'read', { progress: 0.6 }],
      ['POST', 'listening', { seconds: 30 }],
    ];
    for (const [method, action, payload] of calls) {
      const response = await send(
        t.app,
        headers.other,
        method as 'PUT' | 'POST',
        `/api/story/${uuid}/${action}`,
        payload,
      );
      expect(response.statusCode, action).toBe(404);
    }
  });

  it('lets only the owner publish a story others can see: 403 NOT_OWNER', async () => {
    const response = await send(
      t.app,
      headers.other,
      'PUT',
      `/api/story/${stories.published}/publish`,
      {
        public: false,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('NOT_OWNER');
  });
});
