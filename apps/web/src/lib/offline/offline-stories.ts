import type { Story } from '@monstory/contracts/story';
import { apiAssetUrl } from '../api/api-asset-url';
import { fetchStory } from '../story/story-query';
import {
  INDEX_CACHE,
  STORY_CACHE_PREFIX,
  announceOfflineChange,
  clearOfflineStories,
  offlineGeneration,
  offlineSupported,
} from './offline-caches';

// Stories kept on this device for reading without a network: one Cache Storage cache per story
// (its text as JSON, its pictures and its narration), and a small index of what is kept. The
// pages read these caches themselves, so a story opens offline in the browser and in the native
// apps alike. Everything here belongs to whoever is signed in: sign-out deletes it all.

const INDEX_KEY = '/offline/index.json';
const storyKey = (uuid: string) => `/offline/story/${encodeURIComponent(uuid)}.json`;

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

/**
 * Keeps a finished story on this device: fetched afresh, with every picture and the narration.
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
  const text = JSON.stringify(story);
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
    for (const { url, blob, type } of media) {
      await cache.put(url, new Response(blob, { headers: { 'content-type': type } }));
    }
    const kept: OfflineStory = {
      uuid,
      title: story.title,
      savedAt: new Date().toISOString(),
      // Read again, a story saved on purpose stays saved on purpose.
      auto: auto && (before?.auto ?? true),
      bytes: new Blob([text]).size + media.reduce((sum, { blob }) => sum + blob.size, 0),
      hasAudio: story.audioStatus === 'READY' && !!story.audioUrl,
    };
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
  /** A kept picture or narration as an address the page can use (a blob: URL), or null. */
  media: (url: string | null | undefined) => Promise<string | null>;
}

/** A kept story's text, and its pictures and narration from the device. Null if not kept. */
export async function readOfflineStory(uuid: string): Promise<KeptStory | null> {
  if (!offlineSupported() || !(await caches.has(STORY_CACHE_PREFIX + uuid))) return null;
  const cache = await caches.open(STORY_CACHE_PREFIX + uuid);
  const text = await cache.match(storyKey(uuid));
  if (!text) return null;
  const story = (await text.json()) as Story;
  return {
    story,
    media: async (url) => {
      if (!url) return null;
      const answer = await cache.match(apiAssetUrl(url));
      return answer ? URL.createObjectURL(await answer.blob()) : null;
    },
  };
}
