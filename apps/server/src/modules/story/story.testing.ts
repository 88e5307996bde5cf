import type { CreateStoryRequest, Story, StoryStreamEvent } from '@monstory/contracts/story';
import { StoryStreamEventSchema } from '@monstory/contracts/story';
import type { App } from '../../app.js';
import { grantCredits } from '../credits/credits.service.js';
import { fakeSpeechModel } from './story-fake-models.testing.js';
import { createTestApp, testConfig } from '../../test/test-app.js';
import type { TestApp, TestAppOptions } from '../../test/test-app.js';
import type { TestHeaders as Headers } from '../../test/test-users.js';

// Helpers for tests of the story studio (and of modules that need a story).

/**
 * A test app whose offline engine streams at once (no pacing timers) and whose narrator is a
 * silent fake (espeak-ng takes seconds), unless `realNarrator` is set.
 */
export async function createStoryTestApp(
  options: TestAppOptions & { realNarrator?: boolean } = {},
): Promise<TestApp> {
  const { ai } = testConfig();
  const { realNarrator, ...rest } = options;
  const t = await createTestApp({
    ...rest,
    config: { ai: { ...ai, offlineTextStreamMs: 0, offlineEngineWorkers: 0 }, ...rest.config },
  });
  if (!realNarrator) t.app.ai.speech = fakeSpeechModel();
  return t;
}

export const STORY_BODY: CreateStoryRequest = {
  age: 6,
  genre: 'ADVENTURE',
  length: 'SHORT',
  summary: 'A girl called Ada and her dog Pip find a map in the attic',
  addons: { images: false, audio: false, interactive: false },
};

export async function acceptTerms(app: App, headers: Headers): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/accept-terms-and-conditions',
    headers,
    payload: { marketingOptIn: false },
  });
  if (response.statusCode !== 200) throw new Error(`accept terms → ${response.statusCode}`);
}

/** POST /api/story for the caller, with STORY_BODY changed by `overrides`. */
export async function postStory(
  app: App,
  headers: Headers,
  overrides: Partial<CreateStoryRequest> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/story',
    headers,
    payload: { ...STORY_BODY, ...overrides },
  });
}

/** Accepts the terms and creates a story; throws unless it was created. Returns its uuid. */
export async function createStoryFor(
  app: App,
  headers: Headers,
  overrides: Partial<CreateStoryRequest> = {},
): Promise<string> {
  await acceptTerms(app, headers);
  const response = await postStory(app, headers, overrides);
  if (response.statusCode !== 201) {
    throw new Error(`POST /api/story → ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { uuid: string }).uuid;
}

export async function getStory(app: App, headers: Headers, uuid: string): Promise<Story> {
  const response = await app.inject({ method: 'GET', url: `/api/story/${uuid}`, headers });
  if (response.statusCode !== 200) throw new Error(`GET story → ${response.statusCode}`);
  return response.json() as Story;
}

export async function giveCredits(app: App, userId: string, amount: number): Promise<void> {
  await grantCredits(app.db, app.clock.now(), { userId, amount, reason: 'TEST' });
}

/** How many stories the user has made: what the free and daily allowances count. */
export async function storiesCreated(app: App, userId: string): Promise<number> {
  const row = await app.db
    .selectFrom('profiles')
    .select('stories_created')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.stories_created;
}

export interface StreamFrame {
  id: string | undefined;
  event: StoryStreamEvent;
}

/** The frames of a text/event-stream body, each `data` checked against the contract. */
export function parseStoryStream(body: string): StreamFrame[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const event = StoryStreamEventSchema.parse(JSON.parse(field('data') ?? 'null'));
      if (field('event') !== event.type) throw new Error('SSE event name and data type differ');
      return { id: field('id'), event };
    });
}

/** Resolves once something listens on the story's channel (a stream has subscribed). */
export async function untilSubscribed(app: App, uuid: string, listeners = 1): Promise<void> {
  for (let i = 0; i < 10_000; i += 1) {
    if (app.events.listenerCount(`story:${uuid}`) >= listeners) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('nothing subscribed to the story stream');
}

/** Opens the stream, lets the jobs run, and returns every frame up to the end of the stream. */
export async function streamWhileJobsRun(
  app: App,
  headers: Headers,
  uuid: string,
): Promise<StreamFrame[]> {
  const response = app.inject({ method: 'GET', url: `/api/story/${uuid}/stream`, headers });
  await untilSubscribed(app, uuid);
  await app.jobs.runUntilIdle();
  return parseStoryStream((await response).body);
}

const NO_STORY = '00000000-0000-4000-8000-000000000000';

/**
 * For the roles test: a finished story of the caller (made on first use), or a placeholder id
 * for a caller who cannot have one (the request is refused before any lookup).
 */
export async function storyIdOf(app: App, headers: Headers): Promise<string> {
  const profile = await app.inject({ method: 'GET', url: '/api/profile', headers });
  if (profile.statusCode !== 200) return NO_STORY;
  const { userId } = profile.json() as { userId: string };
  const existing = await app.db
    .selectFrom('stories')
    .select('uuid')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .executeTakeFirst();
  let uuid = existing?.uuid;
  if (!uuid) uuid = await createStoryFor(app, headers).catch(() => NO_STORY);
  await app.jobs.runUntilIdle();
  return uuid;
}
