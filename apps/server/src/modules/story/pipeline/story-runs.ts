import { AppError } from '../../../platform/app-error.js';
import { failStoryRun } from './story-failure.js';
import { generateJobKey, generateStoryJob } from './story-generate.job.js';
import { progressOf } from './story-interactive.js';
import { otherStoriesInProgress, storiesInProgress } from '../story.repo.js';
import { narrateStoryJob } from '../media/story-audio.job.js';
import { toDbTime } from '../../../db/columns.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// Starting a story's jobs after the transaction that paid for them. The job key makes a second
// start of the same run a no-op, which is what lets the recovery sweep below start anything
// whose start was lost (the process died between the commit and the enqueue).

export async function startRun(
  ctx: ServiceContext,
  uuid: string,
  run: number,
  part = 0,
): Promise<void> {
  const payload = { storyId: uuid, run, part };
  try {
    const rank = await otherStoriesInProgress(ctx.db, uuid);
    await ctx.jobs.enqueue(generateStoryJob, payload, { jobKey: generateJobKey(payload), rank });
  } catch (error) {
    // The charge must not stay without a job to earn it.
    await failStoryRun(ctx, uuid, run, error instanceof Error ? error : new Error(String(error)));
    throw new AppError('SERVICE_UNAVAILABLE', 'The story could not be started. Please try again.', {
      cause: error,
    });
  }
}

const STALE_AFTER_MS = 60_000;

/** Enqueues (again, idempotently) the job of every story that has waited a minute for one. */
export async function resumeStalledStories(ctx: ServiceContext): Promise<number> {
  const before = toDbTime(new Date(ctx.clock.now().getTime() - STALE_AFTER_MS));
  const stories = await storiesInProgress(ctx.db, before);
  for (const story of stories) {
    if (story.audio_status === 'GENERATING' && story.status === 'READY') {
      const payload = { storyId: story.uuid, audioRun: story.audio_run };
      await ctx.jobs.enqueue(narrateStoryJob, payload, {
        jobKey: `${story.uuid}/audio-${story.audio_run}`,
      });
    } else if (story.status === 'CREATING' || story.status === 'DRAFT') {
      const payload = { storyId: story.uuid, run: story.run, part: progressOf(story).taken.length };
      await ctx.jobs.enqueue(generateStoryJob, payload, { jobKey: generateJobKey(payload) });
    }
  }
  return stories.length;
}
