import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../../test/test-users.js';
import { getCreditBalance } from '../../credits/credits.service.js';
import { fakeSpeechModel } from '../story-fake-models.testing.js';
import { narrateStoryJob } from './story-audio.job.js';
import {
  createStoryFor,
  createStoryTestApp,
  getStory,
  giveCredits,
  streamWhileJobsRun,
} from '../story.testing.js';

let t: TestApp;
afterEach(() => t.close());

/** A verified user's second (so not free) text-only story, made and READY. */
async function readyStory(credits: number): Promise<{ parent: TestAccount; uuid: string }> {
  t = await createStoryTestApp();
  const parent = await signUpVerified(t.app);
  await createStoryFor(t.app, parent.headers);
  const uuid = await createStoryFor(t.app, parent.headers);
  await t.app.jobs.runUntilIdle();
  await giveCredits(t.app, parent.userId, credits);
  return { parent, uuid };
}

function generate(parent: TestAccount, uuid: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/story/${uuid}/audio/generate`,
    headers: parent.headers,
  });
}

const AUDIO = DEFAULT_FEATURE_COSTS.STORY_AUDIO;

describe('POST /api/story/:uuid/audio/generate', () => {
  it('answers GENERATING at once, charges STORY_AUDIO, and streams READY with timings', async () => {
    const { parent, uuid } = await readyStory(AUDIO);
    const before = await getStory(t.app, parent.headers, uuid);
    expect(before.audioStatus).toBe('NOT_GENERATED');
    const noTimings = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/audio/timings`,
      headers: parent.headers,
    });
    expect(noTimings.statusCode).toBe(404);

    const response = await generate(parent, uuid);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ audioStatus: 'GENERATING', audioUrl: null });
    expect(await getCreditBalance(t.db, parent.userId, t.clock.now())).toBe(0);
    expect((await generate(parent, uuid)).json().audioStatus).toBe('GENERATING');

    const frames = await streamWhileJobsRun(t.app, parent.headers, uuid);
    const audio = frames.map((f) => f.event).filter((e) => e.type === 'audio');
    expect(audio.at(-1)).toMatchObject({ audioStatus: 'READY', audioUrl: expect.any(String) });
    expect(frames.at(-1)?.event.type).toBe('done');

    const timings = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/audio/timings`,
      headers: parent.headers,
    });
    const story = await getStory(t.app, parent.headers, uuid);
    const words = timings.json().words as { paragraphIndex: number; start: number; end: number }[];
    const last = words.at(-1)!;
    const paragraph = story.paragraphs[last.paragraphIndex]!;
    expect(paragraph.text.slice(last.start, last.end)).toMatch(/^[\p{L}\p{N}'’-]+$/u);
    const types = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('target_id', '=', uuid)
      .execute();
    expect(types.map((r) => r.type).sort()).toEqual(['AUDIO_READY', 'STORY_CREATED']);
  });

  it('refuses with 402 and the requirement when the credits do not reach', async () => {
    const { parent, uuid } = await readyStory(AUDIO - 1);
    const response = await generate(parent, uuid);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'NOT_ENOUGH_CREDITS',
      details: { isPremiumOnly: false, creditsNeeded: AUDIO },
    });
    expect((await getStory(t.app, parent.headers, uuid)).audioStatus).toBe('NOT_GENERATED');
  });

  it('marks the narration FAILED and refunds it when the narrator fails for good', async () => {
    const { parent, uuid } = await readyStory(AUDIO);
    t.app.ai.speech = fakeSpeechModel(new Error('narrator down'));
    await generate(parent, uuid);
    for (let attempt = 0; attempt < narrateStoryJob.maxAttempts; attempt += 1) {
      await t.app.jobs.runUntilIdle();
      t.clock.advance(60_000);
    }
    expect((await getStory(t.app, parent.headers, uuid)).audioStatus).toBe('FAILED');
    expect(await getCreditBalance(t.db, parent.userId, t.clock.now())).toBe(AUDIO);
    t.app.ai.speech = fakeSpeechModel();
    expect((await generate(parent, uuid)).json().audioStatus).toBe('GENERATING');
    await t.app.jobs.runUntilIdle();
    expect((await getStory(t.app, parent.headers, uuid)).audioStatus).toBe('READY');
  });
});
