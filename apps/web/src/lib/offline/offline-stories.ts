import type { AudioTimings, Story } from '@monstory/contracts/story';
import { apiAssetUrl } from '../api/api-asset-url';
import { apiGet } from '../api/api-client';
import { ApiError } from '../api/api-errors';
import { lazySchema } from '../api/lazy-schema';
import { fetchStory, storyPath } from '../story/story-query';
import {
  INDEX_CACHE,
  STORY_CACHE_PREFIX,
  announceOfflineChange,
  clearOfflineStories,
  offlineGeneration,
  offlineSupported,
} from './offline-caches';

// Stories kept on this device for reading without a network: one Cache Storage cache per story
// (its text as JSON, its pictures, its narration and the narration's word timings for
// read-along), and a small index of what is kept. The
// pages read these caches themselves, so a story opens offline in the browser and in the native
// apps alike. Everything here belongs to whoever is signed in: sign-out deletes it all.

const INDEX_KEY = '/offline/index.json';
const storyKey = (uuid: string) => `/offline/story/${encodeURIComponent(uuid)}.json`;
const timingsKey = (uuid: string) => `/offline/story/${encodeURIComponent(uuid)}/timings.json`;

/** How many of the last stories read are kept by themselves (saved ones are kept until removed). */
export const AUTO_KEEP = 5;

export interface OfflineStory {
  uuid: string;
  title: string;
  /** When it was (last) kept, ISO. */
  savedAt: string;
  /** Kept because it was read lately, not saved on purpose: the oldest such go first. */
  auto: boolean;
  /** What its text, pictures and narration take on the device. */
  bytes: number;
  hasAudio: boolean;
  /**
   * Its narration's read-along timings were asked for when it was kept (true too when the
   * narration has none); missing on stories kept before timings were, which are kept again.
   */
  timingsAsked?: boolean;
}

async function readIndex(): Promise<OfflineStory[]> {
  const answer = await (await caches.open(INDEX_CACHE)).match(INDEX_KEY);
  if (!answer) return [];
  try {
    return (await answer.json()) as OfflineStory[];
  } catch {
    return [];
  }
}

async function writeIndex(stories: OfflineStory[]): Promise<void> {
  const body = JSON.stringify(stories);
  await (
    await caches.open(INDEX_CACHE)
  ).put(INDEX_KEY, new Response(body, { headers: { 'content-type': 'application/json' } }));
  announceOfflineChange();
}

// One change at a time: two saves that both read the index would drop one of them.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The stories kept on this device, newest first. */
export async function listOfflineStories(): Promise<OfflineStory[]> {
  if (!offlineSupported()) return [];
  const stories = await readIndex();
  return stories.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The addresses of a story's pictures and narration, as the reader asks for them. */
export function storyMediaUrls(story: Story): string[] {
  const urls = story.paragraphs.map((paragraph) => paragraph.image?.url ?? null);
  urls.push(story.audioStatus === 'READY' ? story.audioUrl : null);
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => apiAssetUrl(url)))];
}

// Through lazySchema, as the story's own schema: a static import of the contracts' zod schemas
// here ties the build's contracts file and the shared one into a cycle that breaks at start.
const timingsSchema = lazySchema(() =>
  import('@monstory/contracts/story').then((m) => m.AudioTimingsSchema),
);

/** GET /api/story/{uuid}/audio/timings, or null for a narration that has none (an older one). */
async function fetchTimings(uuid: string): Promise<AudioTimings | null> {
  try {
    return await apiGet(`${storyPath(uuid)}/audio/timings`, { schema: timingsSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Keeps a finished story on this device: fetched afresh, with every picture, the narration and
 * its word timings (read-along highlights the words offline as it does online).
 * `auto` marks one kept because it was read; saving a story on purpose keeps it for good.
 */
export async function saveStoryOffline(
  uuid: string,
  { auto = false }: { auto?: boolean } = {},
): Promise<OfflineStory | null> {
  if (!offlineSupported()) return null;
  const started = offlineGeneration();
  const story = await fetchStory(uuid);
  if (story.status !== 'READY') return null;
  const media = await Promise.all(
    storyMediaUrls(story).map(async (url) => {
      const answer = await fetch(url);
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
      const blob = await answer.blob();
      const type = answer.headers.get('content-type') ?? blob.type;
      return { url, blob, type };
    }),
  );
  const hasAudio = story.audioStatus === 'READY' && !!story.audioUrl;
  const timings = hasAudio ? await fetchTimings(uuid) : null;
  const text = JSON.stringify(story);
  const timingsText = timings ? JSON.stringify(timings) : null;
  return serially(async () => {
    // Signed out meanwhile: what was fetched belongs to no one here any more.
    if (offlineGeneration() !== started || (auto && gone.has(uuid))) return null;
    if (!auto) gone.delete(uuid);
    const index = await readIndex();
    const before = index.find((kept) => kept.uuid === uuid);
    const cache = await caches.open(STORY_CACHE_PREFIX + uuid);
    await cache.put(
      storyKey(uuid),
      new Response(text, { headers: { 'content-type': 'application/json' } }),
    );
    if (timingsText) {
      await cache.put(
        timingsKey(uuid),
        new Response(timingsText, { headers: { 'content-type': 'application/json' } }),
      );
    }
    for (const { url, blob, type } of media) {
      await cache.put(url, new Response(blob, { headers: { 'content-type': type } }));
    }
    const kept: OfflineStory = {
      uuid,
      title: story.title,
      savedAt: new Date().toISOString(),
      // Read again, a story saved on purpose stays saved on purpose.
      auto: auto && (before?.auto ?? true),
      bytes:
        new Blob([text, timingsText ?? '']).size +
        media.reduce((sum, { blob }) => sum + blob.size, 0),
      hasAudio,
      timingsAsked: hasAudio,
    };
    // Saved on purpose, it is kept until removed: the browser is asked not to clear the device's
    // kept stories when space runs short (it may say no; read lately ones may go anyway).
    if (!auto) askToPersist();
    const rest = index.filter((other) => other.uuid !== uuid);
    const next = [kept, ...rest];
    // Only the last few read are kept by themselves.
    const autos = next.filter((entry) => entry.auto);
    autos.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    const dropped = autos.slice(AUTO_KEEP);
    for (const old of dropped) await caches.delete(STORY_CACHE_PREFIX + old.uuid);
    await writeIndex(next.filter((entry) => !dropped.includes(entry)));
    return kept;
  });
}

function askToPersist() {
  if (typeof navigator.storage?.persist !== 'function') return;
  navigator.storage
    .persist()
    .catch((error: unknown) => console.warn('Could not ask to keep the stories', error));
}

// Stories reported or deleted in this page: never kept again by themselves, even by a save that
// was already under way.
const gone = new Set<string>();

/**
 * Removes one story from this device. `gone`: it was reported or deleted, so reading it lately
 * must not bring it back.
 */
export function removeOfflineStory(uuid: string, { gone: isGone = false } = {}): Promise<void> {
  if (!offlineSupported()) return Promise.resolve();
  if (isGone) gone.add(uuid);
  return serially(async () => {
    await caches.delete(STORY_CACHE_PREFIX + uuid);
    await writeIndex((await readIndex()).filter((kept) => kept.uuid !== uuid));
  });
}

/** Sign-out: every kept story goes (after any save under way, which would bring one back). */
export function forgetOfflineStories(): Promise<void> {
  return serially(clearOfflineStories);
}

export interface KeptStory {
  story: Story;
  /** Where each spoken word sits in the narration, for read-along; null when not kept. */
  timings: AudioTimings | null;
  /** A kept picture or narration as an address the page can use (a blob: URL), or null. */
  media: (url: string | null | undefined) => Promise<string | null>;
}

/** A kept story's text and timings, and its pictures and narration from the device. Null if not kept. */
export async function readOfflineStory(uuid: string): Promise<KeptStory | null> {
  if (!offlineSupported() || !(await caches.has(STORY_CACHE_PREFIX + uuid))) return null;
  const cache = await caches.open(STORY_CACHE_PREFIX + uuid);
  const text = await cache.match(storyKey(uuid));
  if (!text) return null;
  const story = (await text.json()) as Story;
  const timings = await cache.match(timingsKey(uuid));
  return {
    story,
    timings: timings ? ((await timings.json()) as AudioTimings) : null,
    media: async (url) => {
      if (!url) return null;
      const answer = await cache.match(apiAssetUrl(url));
      return answer ? URL.createObjectURL(await answer.blob()) : null;
    },
  };
}
