import type { AudioTimings, Story } from '@monstory/contracts/story';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../api/api-config';
import { testStory } from '../story/story-fixtures.testing';
import { installFakeCaches } from './fake-caches.testing';
import { clearOfflineStories } from './offline-caches';
import {
  AUTO_KEEP,
  listOfflineStories,
  readOfflineStory,
  removeOfflineStory,
  saveStoryOffline,
} from './offline-stories';

let fake: ReturnType<typeof installFakeCaches>;
const stories = new Map<string, Story>();
const timingsOf = new Map<string, AudioTimings>();
const media = vi.fn((url: string) =>
  Promise.resolve(
    new Response(`bytes of ${url}`, { headers: { 'content-type': 'image/svg+xml' } }),
  ),
);

beforeEach(() => {
  fake = installFakeCaches();
  stories.clear();
  timingsOf.clear();
  configureApi({
    baseUrl: '/api',
    fetch: (input) => {
      const [, uuid = '', timings] =
        /\/story\/([^/]+)(\/audio\/timings)?$/.exec(String(input)) ?? [];
      const story = stories.get(decodeURIComponent(uuid));
      const found = story && (timings ? timingsOf.get(story.uuid) : story);
      return Promise.resolve(
        found
          ? Response.json(found)
          : Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }),
      );
    },
  });
  vi.stubGlobal('fetch', (url: string) => media(url));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:kept' }));
});
afterEach(() => {
  fake.uninstall();
  resetApiConfig();
  vi.unstubAllGlobals();
  media.mockClear();
});

/** One spoken word per paragraph (the fixtures' paragraphs are one word each), 500 ms apart. */
function timingsFor(made: Story): AudioTimings {
  const words = made.paragraphs.map((paragraph, at) => ({
    paragraphIndex: paragraph.index,
    start: 0,
    end: paragraph.text.length,
    startMs: at * 500,
    endMs: at * 500 + 450,
  }));
  return { durationMs: words.length * 500, words };
}

function story(uuid: string, overrides: Partial<Story> = {}): Story {
  const made = testStory({
    uuid,
    title: `Story ${uuid}`,
    paragraphs: [
      {
        index: 0,
        text: 'Once.',
        image: { status: 'READY', url: `/api/media/${uuid}/0.svg`, alt: 'A' },
      },
      { index: 1, text: 'Twice.', image: null },
    ],
    audioStatus: 'READY',
    audioUrl: `/api/media/${uuid}/story.mp3?sig=1`,
    ...overrides,
  });
  stories.set(uuid, made);
  if (made.audioStatus === 'READY') timingsOf.set(uuid, timingsFor(made));
  return made;
}

describe('stories kept on this device', () => {
  it('keeps a story’s text, pictures and narration in a cache of its own', async () => {
    story('a');
    const kept = await saveStoryOffline('a');
    expect(kept).toMatchObject({
      uuid: 'a',
      title: 'Story a',
      auto: false,
      hasAudio: true,
      timingsAsked: true,
    });
    expect(kept?.bytes).toBeGreaterThan(0);
    expect(media.mock.calls.map(([url]) => url)).toEqual([
      '/api/media/a/0.svg',
      '/api/media/a/story.mp3?sig=1',
    ]);
    expect(fake.names()).toEqual(['monstory-offline', 'monstory-story-a']);

    const read = await readOfflineStory('a');
    expect(read?.story.title).toBe('Story a');
    // Read-along's word timings are kept with the narration.
    expect(read?.timings?.words.map((word) => word.paragraphIndex)).toEqual([0, 1]);
    expect(await read?.media('/api/media/a/0.svg')).toBe('blob:kept');
    expect(await read?.media('/api/media/elsewhere.svg')).toBeNull();
  });

  it('keeps a narration without word timings, and a story without narration, with none', async () => {
    story('older');
    timingsOf.delete('older');
    expect(await saveStoryOffline('older')).toMatchObject({ hasAudio: true, timingsAsked: true });
    expect((await readOfflineStory('older'))?.timings).toBeNull();

    story('quiet', { audioStatus: 'NOT_GENERATED', audioUrl: null });
    expect(await saveStoryOffline('quiet')).toMatchObject({
      hasAudio: false,
      timingsAsked: false,
    });
    expect((await readOfflineStory('quiet'))?.timings).toBeNull();
  });

  it('keeps only the last five read by themselves; one saved on purpose stays', async () => {
    story('saved');
    await saveStoryOffline('saved');
    for (const uuid of ['1', '2', '3', '4', '5', '6', '7']) {
      story(uuid);
      await saveStoryOffline(uuid, { auto: true });
    }
    // Reading the saved one again does not make it one of the five.
    await saveStoryOffline('saved', { auto: true });
    const kept = await listOfflineStories();
    expect(
      kept
        .filter((entry) => entry.auto)
        .map((entry) => entry.uuid)
        .sort(),
    ).toEqual(['3', '4', '5', '6', '7'].slice(-AUTO_KEEP));
    expect(kept.find((entry) => entry.uuid === 'saved')?.auto).toBe(false);
    expect(fake.names()).not.toContain('monstory-story-1');
    expect(fake.names()).not.toContain('monstory-story-2');
  });

  it('asks the browser to keep its storage for a story saved on purpose, not for one read lately', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    story('read');
    await saveStoryOffline('read', { auto: true });
    expect(persist).not.toHaveBeenCalled();
    story('saved');
    await saveStoryOffline('saved');
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not keep a story that is not finished', async () => {
    story('draft', { status: 'CREATING' });
    expect(await saveStoryOffline('draft')).toBeNull();
    expect(await listOfflineStories()).toEqual([]);
  });

  it('removes one story, and sign-out removes them all', async () => {
    story('a');
    story('b');
    await saveStoryOffline('a');
    await saveStoryOffline('b');
    await removeOfflineStory('a');
    expect((await listOfflineStories()).map((entry) => entry.uuid)).toEqual(['b']);
    expect(await readOfflineStory('a')).toBeNull();

    await clearOfflineStories();
    expect(fake.names()).toEqual([]);
    expect(await listOfflineStories()).toEqual([]);
  });

  it('writes nothing for a save that was under way when the user signed out', async () => {
    story('late');
    let release: () => void = () => undefined;
    media.mockImplementationOnce(
      (url) =>
        new Promise((resolve) => {
          release = () => resolve(new Response(`bytes of ${url}`));
        }),
    );
    const saving = saveStoryOffline('late');
    await vi.waitFor(() => expect(media).toHaveBeenCalled());
    await clearOfflineStories();
    release();
    expect(await saving).toBeNull();
    expect(fake.names()).toEqual([]);
  });
});

describe('a story reported or deleted', () => {
  it('leaves the device and is not kept again as read lately, even by a save under way', async () => {
    story('reported');
    await saveStoryOffline('reported', { auto: true });
    let release: () => void = () => undefined;
    media.mockImplementationOnce(
      (url) =>
        new Promise((resolve) => {
          release = () => resolve(new Response(`bytes of ${url}`));
        }),
    );
    const again = saveStoryOffline('reported', { auto: true });
    await vi.waitFor(() => expect(media.mock.calls.length).toBeGreaterThanOrEqual(3));
    await removeOfflineStory('reported', { gone: true });
    release();
    expect(await again).toBeNull();
    expect(await listOfflineStories()).toEqual([]);
    expect(fake.names()).not.toContain('monstory-story-reported');
  });
});
