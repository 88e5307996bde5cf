import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.js';
import { failStoryRun } from './story-failure.js';
import { generateJobKey, generateStoryJob } from './story-generate.job.js';
import { progressOf } from './story-interactive.js';
import { otherStoriesInProgress, storiesInProgress } from './story.repo.js';
import { narrateStoryJob } from './story-audio.job.js';
import { toDbTime } from '../../db/columns.js';

// Starting a story's jobs after the transaction that paid for them. The job key makes a second
// start of the same run a no-op, which is what lets the recovery sweep below start anything
// whose start was lost (the process died between the commit and the enqueue).

export async function startRun(
  app: FastifyInstance,
  uuid: string,
  run: number,
  part = 0,
): Promise<void> {
  const payload = { storyId: uuid, run, part };
  try {
    const rank = await otherStoriesInProgress(app.db, uuid);
    await app.jobs.enqueue(generateStoryJob, payload, { jobKey: generateJobKey(payload), rank });
  } catch (error) {
    // The charge must not stay without a job to earn it.
    await failStoryRun(app, uuid, run, error instanceof Error ? error : new Error(String(error)));
    throw new AppError('SERVICE_UNAVAILABLE', 'The story could not be started. Please try again.', {
      cause: error,
    });
  }
}

const STALE_AFTER_MS = 60_000;

/** Enqueues (again, idempotently) the job of every story that has waited a minute for one. */
export async function resumeStalledStories(app: FastifyInstance): Promise<number> {
  const before = toDbTime(new Date(app.clock.now().getTime() - STALE_AFTER_MS));
  const stories = await storiesInProgress(app.db, before);
  for (const story of stories) {
    if (story.audio_status === 'GENERATING' && story.status === 'READY') {
      const payload = { storyId: story.uuid, audioRun: story.audio_run };
      await app.jobs.enqueue(narrateStoryJob, payload, {
        jobKey: `${story.uuid}/audio-${story.audio_run}`,
      });
    } else if (story.status === 'CREATING' || story.status === 'DRAFT') {
      const payload = { storyId: story.uuid, run: story.run, part: progressOf(story).taken.length };
      await app.jobs.enqueue(generateStoryJob, payload, { jobKey: generateJobKey(payload) });
    }
  }
  return stories.length;
}
