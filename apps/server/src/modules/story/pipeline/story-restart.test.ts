import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import type { DbJobQueue } from '../../../jobs/db-job-queue.js';
import { crashAndRestartJobRunner } from '../../../jobs/job.testing.js';
import { fixedClock } from '../../../platform/clock.js';
import { testConfig } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { setProfileLanguage, signUpVerified } from '../../../test/test-users.js';
import { getCreditBalance } from '../../credits/credits.service.js';
import {
  failingTextModel,
  fakeSpeechModel,
  hangingTextModel,
} from '../story-fake-models.testing.js';
import { createStoryFor, getStory, giveCredits } from '../story.testing.js';

// A server killed mid-generation leaves the story's job `running` with a lease. Whoever runs
// jobs once the lease has run out finishes the story, or refunds it when that was its last
// attempt: never stuck, never charged for nothing, never charged twice.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const IMAGES = { images: true, audio: false, interactive: false };

async function startApp(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  clock = fixedClock(),
) {
  const base = testConfig();
  const config = testConfig({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    ai: { ...base.ai, offlineTextStreamMs: 0, offlineEngineWorkers: 0 },
  });
  const app = await buildApp(config, { database: database.handle, clock });
  app.ai.speech = fakeSpeechModel();
  return { app, clock };
}

/** A paid story whose text model hangs after its first words; resolves once it hangs. */
async function storyMidGeneration(app: App) {
  const parent = await signUpVerified(app);
  await createStoryFor(app, parent.headers);
  await app.jobs.runUntilIdle();
  await giveCredits(app, parent.userId, 10);
  let started!: () => void;
  const hanging = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.ai.text = hangingTextModel(() => started());
  const uuid = await createStoryFor(app, parent.headers, { addons: IMAGES });
  app.jobs.start();
  await hanging;
  return { parent, uuid };
}

async function spends(app: App, userId: string) {
  return app.db
    .selectFrom('credit_ledger')
    .select(['kind', 'amount', 'reason'])
    .where('user_id', '=', userId)
    .where('reason', '!=', 'TEST')
    .execute();
}

describe('a restart in the middle of a story', () => {
  it('finishes the story on the same database once the dead runner’s lease has run out', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const first = await startApp(database);
    const { parent, uuid } = await storyMidGeneration(first.app);
    // The model has sent its first words; the job writes them a moment later.
    const half = await vi.waitFor(
      async () => {
        const story = await getStory(first.app, parent.headers, uuid);
        expect(story.title).toBe('Half a Story');
        return story;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(half.status).toBe('CREATING');

    // The process dies: its runner writes nothing more, and the app goes away.
    (first.app.jobs as DbJobQueue).abandon();
    await first.app.close();

    const clock = fixedClock(first.clock.now().getTime() + 31_000);
    const second = await startApp(database, clock);
    cleanups.push(() => second.app.close());
    await second.app.jobs.runUntilIdle();

    const story = await getStory(second.app, parent.headers, uuid);
    expect(story.status).toBe('READY');
    expect(story.title).not.toBe('Half a Story');
    expect(story.paragraphs.every((p) => !p.image || p.image.status === 'READY')).toBe(true);
    expect(await getCreditBalance(second.app.db, parent.userId, clock.now())).toBe(0);
    expect(await spends(second.app, parent.userId)).toEqual([
      { kind: 'SPEND', amount: 10, reason: 'STORY:STORY_WITH_IMAGES' },
    ]);
  });

  it('refunds a story whose worker died during its last attempt', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const { app, clock } = await startApp(database);
    cleanups.push(() => app.close());
    const parent = await signUpVerified(app);
    await setProfileLanguage(app, parent, 'en');
    await createStoryFor(app, parent.headers);
    await app.jobs.runUntilIdle();
    await giveCredits(app, parent.userId, 10);
    app.ai.text = failingTextModel(new Error('flaky'));
    const uuid = await createStoryFor(app, parent.headers, { addons: IMAGES });
    await app.jobs.runUntilIdle(); // attempt 1 fails
    clock.advance(60_000);
    await app.jobs.runUntilIdle(); // attempt 2 fails
    clock.advance(60_000);
    let started!: () => void;
    const hanging = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.ai.text = hangingTextModel(() => started());
    app.jobs.start();
    await hanging; // attempt 3, the last, hangs…

    const restarted = crashAndRestartJobRunner(app, clock); // …and its worker dies.
    cleanups.push(() => restarted.stop());
    await restarted.runUntilIdle();

    const story = await getStory(app, parent.headers, uuid);
    expect(story.status).toBe('FAILED');
    expect(story.error).toBe('Could not create story: something went wrong. Please try again.');
    expect(await getCreditBalance(app.db, parent.userId, clock.now())).toBe(10);
  });
});
