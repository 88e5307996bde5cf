import { resolveLanguage } from '@monstory/contracts/language';
import type { CreateStoryResponse } from '@monstory/contracts/story';
import { toDbTime } from '../../../db/columns.js';
import { AppError } from '../../../platform/app-error.js';
import type { RequestUser } from '../../../platform/auth/access.js';
import { ownStory } from '../view/story-access.js';
import { assertSafeStoryDescription, type StoryHeroWords } from './story-description-check.js';
import { assertGuestAllowance, chargeCredits } from './story-gating.js';
import { publishStoryEvents } from '../stream/story-live.js';
import { deleteParagraphsFrom, paragraphsOf } from '../story-paragraphs.repo.js';
import { changeStoriesCreated, lockStoryQuota } from './story-quota.repo.js';
import { findStory, updateStory, updateStoryStream } from '../story.repo.js';
import { startRun } from '../pipeline/story-runs.js';
import { storyLanguage, storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// POST /api/story/:uuid/retry: a FAILED story runs again from the start. Its failed run was
// refunded, so the new run charges what the first one did (once: the charge has the run in its
// idempotency key) and counts against a guest's allowance again.

export async function retryStory(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
): Promise<CreateStoryResponse> {
  const owned = await ownStory(ctx, uuid, user);
  // The gate's rules may have grown since the story was asked for: its words are judged again
  // before the new run is paid for (a refusal costs nothing, as at creation).
  const hero = owned.hero ? (JSON.parse(owned.hero) as StoryHeroWords) : undefined;
  await assertSafeStoryDescription(ctx, owned.summary, hero, {
    age: owned.age,
    language: storyLanguage(owned),
    messageLanguage: resolveLanguage(owned.ui_language, 'no'),
  });
  const now = ctx.clock.now();
  const story = await ctx.db.transaction().execute(async (trx) => {
    // The story row first, then the profile: the order every story change takes its locks in.
    const locked = await updateStory(trx, uuid, { updated_at: toDbTime(now) });
    const current = locked ? await findStory(trx, uuid) : undefined;
    if (!current) throw new AppError('NOT_FOUND', 'There is no such story.');
    if (current.status !== 'FAILED') {
      throw new AppError('CONFLICT', 'Only a story that failed can be tried again.');
    }
    const quota = await lockStoryQuota(trx, user.id);
    if (!quota) throw new AppError('NOT_FOUND', 'This account no longer exists.');
    assertGuestAllowance(user.isAnonymous, quota);
    const run = current.run + 1;
    await chargeCredits(trx, now, {
      userId: user.id,
      credits: current.credits_charged,
      reason: 'STORY_RETRY',
      idempotencyKey: `story:${uuid}:run:${run}`,
      childId: current.child_id,
    });
    await changeStoriesCreated(trx, user.id, 1);
    await deleteParagraphsFrom(trx, uuid, 0);
    await updateStoryStream(
      trx,
      uuid,
      {
        status: current.interactive === 1 ? 'DRAFT' : 'CREATING',
        run,
        counted: 1,
        error: null,
        title: '',
        text_done: 0,
        choices: null,
        interactive_state: null,
        audio_status: current.audio_status === 'READY' ? 'NOT_GENERATED' : current.audio_status,
        audio_key: null,
        timings_key: null,
        image_regenerations: 0,
        completed_at: null,
      },
      1,
    );
    return findStory(trx, uuid);
  });
  if (!story) throw new AppError('NOT_FOUND', 'There is no such story.');
  const snapshot = await storyView(ctx, story, await paragraphsOf(ctx.db, uuid), user.id);
  await publishStoryEvents(ctx, uuid, story.stream_seq, [{ type: 'snapshot', story: snapshot }]);
  await startRun(ctx, uuid, story.run);
  return { uuid, status: story.status, creditsCharged: story.credits_charged };
}
