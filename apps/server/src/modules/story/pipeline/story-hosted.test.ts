import { afterEach, describe, expect, it } from 'vitest';
import {
  hostedAiConfig,
  startFakeOpenAi,
  type FakeOpenAiServer,
} from '../../../ai/providers/fake-openai-server.js';
import type { TestApp } from '../../../test/test-app.js';
import { signInAnonymous } from '../../../test/test-users.js';
import {
  acceptTerms,
  createStoryFor,
  createStoryTestApp,
  getStory,
  postStory,
  storiesCreated,
} from '../story.testing.js';

// The whole pipeline with every provider hosted: an OpenAI-compatible server on localhost.

let t: TestApp;
let server: FakeOpenAiServer;
afterEach(async () => {
  await t.close();
  await server.close();
});

const STORY = [
  'TITLE: The Lighthouse Cat\n\n',
  'A small cat lived in a tall lighthouse by the sea.\n',
  'SCENE: {"setting":"beach","timeOfDay":"evening","mood":"cosy","weather":"clear",',
  '"characters":[{"kind":"cat","name":"Mio","role":"hero"}],"objects":["lantern"],',
  '"caption":"A cat in a lighthouse window"}\n\n',
  'Every night she watched the boats come home.\n',
].join('');

describe('the pipeline on hosted providers', () => {
  it('streams the text, draws the pictures and checks both ends with moderation', async () => {
    server = await startFakeOpenAi({ chat: () => STORY, flagged: ['dragon fire'] });
    t = await createStoryTestApp({ config: { ai: hostedAiConfig(server.baseUrl) } });
    const guest = await signInAnonymous(t.app);
    await acceptTerms(t.app, guest.headers);

    const refused = await postStory(t.app, guest.headers, { summary: 'dragon fire everywhere' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('UNSAFE_REQUEST');

    const uuid = await createStoryFor(t.app, guest.headers, {
      summary: 'A cat called Mio in a lighthouse',
      addons: { images: true, audio: false, interactive: false },
    });
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, guest.headers, uuid);
    expect(story).toMatchObject({ status: 'READY', title: 'The Lighthouse Cat' });
    expect(story.paragraphs.map((p) => p.text)).toEqual([
      'A small cat lived in a tall lighthouse by the sea.',
      'Every night she watched the boats come home.',
    ]);
    const picture = story.paragraphs[0]!.image!;
    expect(picture).toMatchObject({ status: 'READY', alt: 'A cat in a lighthouse window' });
    expect(picture.url).toMatch(/image-0\.[0-9a-f]+\.png\?/);
    const paths = server.requests.map((r) => r.path);
    expect(paths.filter((p) => p === '/v1/moderations')).toHaveLength(3);
    expect(paths).toContain('/v1/chat/completions');
    expect(paths).toContain('/v1/images/generations');
  });

  it('tells a flagged later part of an interactive story again under the stricter prompt', async () => {
    const parts = [
      'TITLE: Mio at Sea\n\nMio the cat sailed out in a little boat.\n\n' +
        'CHOICE: Row to the island\nCHOICE: Fish for supper\n',
      'Mio rowed towards the volcano island.\n',
      'Mio rowed to a sandy island and had a picnic.\n',
    ];
    let calls = 0;
    server = await startFakeOpenAi({ chat: () => parts[calls++] ?? '', flagged: ['volcano'] });
    t = await createStoryTestApp({ config: { ai: hostedAiConfig(server.baseUrl) } });
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers, {
      age: 4,
      summary: 'A cat called Mio at sea',
      addons: { images: false, audio: false, interactive: true },
    });
    await t.app.jobs.runUntilIdle();
    const draft = await getStory(t.app, guest.headers, uuid);
    expect(draft.status).toBe('DRAFT');
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/story/draft/${uuid}/choose`,
      headers: guest.headers,
      payload: { choiceId: draft.choices![0]!.id },
    });
    expect(chosen.statusCode).toBe(202);
    await t.app.jobs.runUntilIdle();

    const story = await getStory(t.app, guest.headers, uuid);
    expect(story.status).toBe('READY');
    expect(story.paragraphs.map((p) => p.text)).toEqual([
      'Mio the cat sailed out in a little boat.',
      'Mio rowed to a sandy island and had a picnic.',
    ]);
    const chats = server.requests.filter((r) => r.path === '/v1/chat/completions');
    const system = (i: number) =>
      (chats[i]?.body.messages as { role: string; content: string }[])[0]?.content ?? '';
    expect(chats).toHaveLength(3);
    expect(system(1)).not.toContain('did not pass the child-safety check');
    expect(system(2)).toContain('did not pass the child-safety check');
  });

  it('tells a story moderation flags once more under a stricter prompt, then refunds it', async () => {
    server = await startFakeOpenAi({ chat: () => STORY, flagged: ['lighthouse'] });
    t = await createStoryTestApp({ config: { ai: hostedAiConfig(server.baseUrl) } });
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers, { summary: 'A cat called Mio' });
    await t.app.jobs.runUntilIdle();

    const story = await getStory(t.app, guest.headers, uuid);
    expect(story).toMatchObject({ status: 'FAILED', title: '', paragraphs: [] });
    const chats = server.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats).toHaveLength(2);
    const systemOf = (i: number) =>
      (chats[i]?.body.messages as { role: string; content: string }[])[0]?.content ?? '';
    expect(systemOf(0)).not.toContain('did not pass the child-safety check');
    expect(systemOf(1)).toContain('did not pass the child-safety check');
    // A guest's free story comes back too: it no longer counts against the allowance.
    expect(await storiesCreated(t.app, guest.userId)).toBe(0);
  });
});
