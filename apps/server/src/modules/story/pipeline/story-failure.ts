import { PermanentJobError } from '../../../jobs/job-definition.js';
import { toDbTime } from '../../../db/columns.js';
import { grantCredits } from '../../credits/credits.service.js';
import { changeStoriesCreated } from '../create/story-quota.repo.js';
import { findStory, updateStory } from '../story.repo.js';
import { liveUpdate, StoryGoneError } from '../stream/story-live.js';
import { storyTexts, type FailureReason } from '../story-texts.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// A story run that failed for good: the story says why (docs/product.md#errors 'Could not create story:
// {error}. Please try again.'), its charge comes back as a ledger row with an idempotency key,
// and it no longer counts against a guest's allowance — all in one transaction, once per run.

/** The generated text did not pass the child-safety check: retrying the same call will not help. */
export class UnsafeStoryError extends PermanentJobError {
  override name = 'UnsafeStoryError';
}

export function failureReason(error: Error): FailureReason {
  if (error.name === 'UnsafeStoryError') return 'unsafe';
  if (error.name === 'JobTimeoutError' || error.name === 'TimeoutError') return 'timeout';
  if (error.name.startsWith('AI_') || error.name === 'HostedApiError') return 'provider';
  return 'unknown';
}

export function refundKey(uuid: string, run: number): string {
  return `story:${uuid}:refund:${run}`;
}

export async function failStoryRun(
  ctx: ServiceContext,
  uuid: string,
  run: number,
  error: Error,
): Promise<void> {
  const story = await findStory(ctx.db, uuid);
  if (!story || story.run !== run || (story.status !== 'CREATING' && story.status !== 'DRAFT')) {
    return;
  }
  const texts = storyTexts(story.ui_language);
  const message = texts.failed(texts.reasons[failureReason(error)]);
  const now = ctx.clock.now();
  const update = liveUpdate(ctx, uuid, {
    patch: {
      status: 'FAILED',
      error: message,
      choices: null,
      audio_status: story.audio_status === 'READY' ? 'READY' : 'NOT_GENERATED',
    },
    // The row is locked by now (liveUpdate changed it first): read it again, so two calls for
    // one run refund and uncount once.
    write: async (trx) => {
      const current = await findStory(trx, uuid);
      // A retry started a new run meanwhile: this failure is old news (rolls back).
      if (!current || current.run !== run) throw new StoryGoneError('A newer run exists');
      if (current.refunded_run >= run) return;
      if (current.credits_charged > 0) {
        await grantCredits(trx, now, {
          userId: current.user_id,
          amount: current.credits_charged,
          reason: 'STORY_REFUND',
          idempotencyKey: refundKey(uuid, run),
        });
      }
      if (current.counted === 1) await changeStoriesCreated(trx, current.user_id, -1);
      await updateStory(trx, uuid, { refunded_run: run, counted: 0 });
    },
    events: [{ type: 'error', message }],
  });
  try {
    await update;
  } catch (caught) {
    if (caught instanceof StoryGoneError) return;
    throw caught;
  }
  ctx.log.warn({ storyId: uuid, run, err: error, at: toDbTime(now) }, 'story creation failed');
}
