import { APICallError } from '@ai-sdk/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { setProfileLanguage, signUpVerified, type TestAccount } from '../../../test/test-users.js';
import { getCreditBalance } from '../../credits/credits.service.js';
import type { Moderator } from '../../../ai/providers/moderation.js';
import {
  failingTextModel,
  hangingTextModel,
  scriptedTextModel,
  sequencedTextModel,
} from '../story-fake-models.testing.js';
import { generateStoryJob } from './story-generate.job.js';
import {
  createStoryFor,
  createStoryTestApp,
  getStory,
  giveCredits,
  parseStoryStream,
  streamWhileJobsRun,
  storiesCreated,
} from '../story.testing.js';

let t: TestApp;
afterEach(() => t.close());

const IMAGES = { images: true, audio: false, interactive: false };

async function paidStory(): Promise<{ parent: TestAccount; uuid: string }> {
  t = await createStoryTestApp();
  const parent = await signUpVerified(t.app);
  await setProfileLanguage(t.app, parent, 'en');
  await createStoryFor(t.app, parent.headers); // the free first story
  await t.app.jobs.runUntilIdle();
  await giveCredits(t.app, parent.userId, 10);
  const uuid = await createStoryFor(t.app, parent.headers, { addons: IMAGES });
  return { parent, uuid };
}

const balance = (parent: TestAccount) => getCreditBalance(t.db, parent.userId, t.clock.now());

const AFTER_THE_REFUSAL = 'The seagull flew off to tell the others.';
const UNSAFE_STORY = [
  'TITLE: The Pirate\n\n',
  'The pirate killed the goat and blood was everywhere on the deck.\n\n',
  `${AFTER_THE_REFUSAL}\n`,
].join('');
const SAFE_STORY = [
  'TITLE: The Kind Pirate\n\n',
  'The pirate shared his biscuits with a seagull.\n\n',
  'They sailed home together as the sun went down.\n',
].join('');

const paragraphRows = (uuid: string) =>
  t.db.selectFrom('story_paragraphs').select('idx').where('story_id', '=', uuid).execute();

/** Runs the job through every attempt, moving the clock past each backoff. */
async function runAllAttempts() {
  for (let attempt = 0; attempt < generateStoryJob.maxAttempts; attempt += 1) {
    await t.app.jobs.runUntilIdle();
    t.clock.advance(60_000);
  }
}

describe('a story that cannot be made', () => {
  it('fails with the product’s message after its attempts and refunds the charge once', async () => {
    const { parent, uuid } = await paidStory();
    expect(await balance(parent)).toBe(0);
    const error = new APICallError({
      message: 'upstream down',
      url: 'http://text',
      requestBodyValues: {},
      statusCode: 503,
      isRetryable: false,
    });
    t.app.ai.text = failingTextModel(error);
    await runAllAttempts();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story.status).toBe('FAILED');
    expect(story.error).toBe(
      'Could not create story: the storyteller is not answering right now. Please try again.',
    );
    expect(await balance(parent)).toBe(10);
    expect(await storiesCreated(t.app, parent.userId)).toBe(1);
    const refunds = await t.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('reason', '=', 'STORY_REFUND')
      .execute();
    expect(refunds).toMatchObject([
      { kind: 'GRANT', amount: 10, idempotency_key: `story:${uuid}:refund:1` },
    ]);

    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/stream`,
      headers: parent.headers,
    });
    expect(parseStoryStream(stream.body).map((f) => f.event.type)).toEqual(['snapshot', 'error']);
  });

  it('tries a failed story again, charging it again once, and finishes it', async () => {
    const { parent, uuid } = await paidStory();
    t.app.ai.text = failingTextModel(new Error('boom'));
    await runAllAttempts();
    t.app.ai.text = scriptedTextModel(
      'TITLE: Second Go\n\nIt worked this time.\nSCENE: {"setting":"sea"}\n',
    );
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/story/${uuid}/retry`,
      headers: parent.headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ uuid, status: 'CREATING', creditsCharged: 10 });
    expect(await balance(parent)).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/story/${uuid}/retry`,
      headers: parent.headers,
    });
    expect(again.statusCode).toBe(409);
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story).toMatchObject({ status: 'READY', title: 'Second Go', error: null });
    expect(story.paragraphs).toMatchObject([
      { text: 'It worked this time.', image: { status: 'READY' } },
    ]);
    expect(await balance(parent)).toBe(0);
    expect(await storiesCreated(t.app, parent.userId)).toBe(2);
  });

  it('judges the story’s words again before a retry is paid for', async () => {
    const { parent, uuid } = await paidStory();
    t.app.ai.text = failingTextModel(new Error('boom'));
    await runAllAttempts();
    expect(await balance(parent)).toBe(10);
    // Words the gate refuses today (its rules grow; this story was asked for before).
    await t.db
      .updateTable('stories')
      .set({ summary: 'a knight who wants to kill everyone' })
      .where('uuid', '=', uuid)
      .execute();
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/story/${uuid}/retry`,
      headers: parent.headers,
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error).toMatchObject({
      code: 'UNSAFE_REQUEST',
      details: { category: expect.any(String), care: false },
    });
    expect(await balance(parent)).toBe(10);
    expect((await getStory(t.app, parent.headers, uuid)).status).toBe('FAILED');
  });

  it('tells a refused story once more on a safer plan, then fails it and refunds the charge', async () => {
    const { parent, uuid } = await paidStory();
    const model = sequencedTextModel([UNSAFE_STORY]);
    t.app.ai.text = model;
    const frames = await streamWhileJobsRun(t.app, parent.headers, uuid);

    expect(model.inputs).toHaveLength(2);
    const [first, second] = model.inputs;
    expect(first?.safer).toBeUndefined();
    expect(second).toMatchObject({ safer: true, request: { seed: `${uuid}/safer` } });
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story).toMatchObject({ status: 'FAILED', title: '', paragraphs: [] });
    expect(story.error).toBe(
      'Could not create story: the story did not pass our safety check. Please try again.',
    );
    expect(await balance(parent)).toBe(10);
    expect(await storiesCreated(t.app, parent.userId)).toBe(1);
    expect(await paragraphRows(uuid)).toEqual([]);

    // The refused paragraph stopped the telling: what came after it was never sent, and what
    // had been sent was withdrawn by a snapshot before the story failed.
    const sent = JSON.stringify(frames.map((f) => f.event));
    expect(sent).not.toContain(AFTER_THE_REFUSAL);
    const types = frames.map((f) => f.event.type);
    expect(types.at(-1)).toBe('error');
    const lastSnapshot = frames.findLast((f) => f.event.type === 'snapshot')?.event;
    expect(lastSnapshot).toMatchObject({ story: { title: '', paragraphs: [] } });
    expect(types.lastIndexOf('snapshot')).toBeGreaterThan(types.indexOf('title'));
  });

  it('keeps the safer telling when it passes, and nothing of the refused one', async () => {
    const { parent, uuid } = await paidStory();
    t.app.ai.text = sequencedTextModel([UNSAFE_STORY, SAFE_STORY]);
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story).toMatchObject({ status: 'READY', title: 'The Kind Pirate', error: null });
    expect(story.paragraphs.map((p) => p.text)).toEqual([
      'The pirate shared his biscuits with a seagull.',
      'They sailed home together as the sun went down.',
    ]);
    expect(await balance(parent)).toBe(0);
  });

  it('judges what a picture would show too (its caption goes to the image model)', async () => {
    const { parent, uuid } = await paidStory();
    const model = sequencedTextModel([
      'TITLE: The Goat\n\nThe troll met a goat on the bridge.\n' +
        'SCENE: {"setting":"sea","caption":"The troll killed the goat and blood was everywhere"}\n',
    ]);
    t.app.ai.text = model;
    await t.app.jobs.runUntilIdle();
    expect(model.inputs).toHaveLength(2);
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story).toMatchObject({ status: 'FAILED', paragraphs: [] });
    expect(await balance(parent)).toBe(10);
  });

  it('keeps nothing moderation could not read, and refunds when it stays down', async () => {
    const { parent, uuid } = await paidStory();
    t.app.ai.moderator = {
      moderate: async () => {
        throw new Error('moderation is down');
      },
    };
    t.app.ai.text = sequencedTextModel([SAFE_STORY]);
    await runAllAttempts();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story).toMatchObject({ status: 'FAILED', title: '', paragraphs: [] });
    expect(await paragraphRows(uuid)).toEqual([]);
    expect(await balance(parent)).toBe(10);
  });

  it('asks moderation about the whole part, and refuses what it flags', async () => {
    const { parent, uuid } = await paidStory();
    const moderate = vi.fn<Moderator['moderate']>(async (input) => ({
      flagged: input.includes('biscuits'),
      categories: ['violence'],
    }));
    t.app.ai.moderator = { moderate };
    t.app.ai.text = sequencedTextModel([SAFE_STORY]);
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story).toMatchObject({ status: 'FAILED', paragraphs: [] });
    expect(await balance(parent)).toBe(10);
    const told = moderate.mock.calls.map(([input]) => input);
    expect(told).toHaveLength(2);
    expect(told[0]).toContain('The Kind Pirate\nThe pirate shared his biscuits');
  });

  it('cancels a story being made when it is deleted: the job stops and the charge comes back', async () => {
    const { parent, uuid } = await paidStory();
    let started!: () => void;
    const streaming = new Promise<void>((resolve) => {
      started = resolve;
    });
    t.app.ai.text = hangingTextModel(() => started());
    const running = t.app.jobs.runUntilIdle();
    await streaming;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/story/${uuid}`,
      headers: parent.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await running;
    expect(await balance(parent)).toBe(10);
    const job = await t.app.jobs.get(`story.generate/${uuid}/run-1/part-0`);
    expect(job?.status).toBe('succeeded');
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}`,
      headers: parent.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(await t.app.media.deletePrefix(`private/stories/${uuid}/`)).toBe(0);
  });
});
