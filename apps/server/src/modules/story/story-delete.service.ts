import { toDbTime } from '../../db/columns.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { grantCredits } from '../credits/credits.service.js';
import { ownStory } from './view/story-access.js';
import { refundKey } from './pipeline/story-failure.js';
import { publishStoryEvents } from './stream/story-live.js';
import { storyMediaFolder } from './media/story-media.js';
import { deleteStoryRow, findStory, updateStory } from './story.repo.js';
import { storyDeleted } from './story-deleted.js';
import { storyTexts } from './story-texts.js';
import type { ServiceContext } from '../../platform/service-context.js';

// DELETE /api/story/:uuid (owner only): the story, its paragraphs and its media. A story still
// being created is cancelled: its job stops (it hears the `error` event) and its charge comes
// back, since nothing was delivered. A narration being made is refunded the same way.

export async function deleteStory(ctx: ServiceContext, user: RequestUser, uuid: string) {
  await ownStory(ctx, uuid, user);
  const now = ctx.clock.now();
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateStory(trx, uuid, { updated_at: toDbTime(now) }))) return undefined;
    const story = await findStory(trx, uuid);
    if (!story) return undefined;
    const refunds: { amount: number; key: string }[] = [];
    if (story.status === 'CREATING' && story.refunded_run < story.run) {
      refunds.push({ amount: story.credits_charged, key: refundKey(uuid, story.run) });
    }
    if (story.audio_status === 'GENERATING') {
      refunds.push({
        amount: story.audio_charged,
        key: `story:${uuid}:audio-refund:${story.audio_run}`,
      });
    }
    for (const refund of refunds.filter((r) => r.amount > 0)) {
      await grantCredits(trx, now, {
        userId: story.user_id,
        amount: refund.amount,
        reason: 'STORY_CANCELLED',
        idempotencyKey: refund.key,
      });
    }
    await deleteStoryRow(trx, uuid);
    return story;
  });
  if (!deleted) return;
  storyDeleted(ctx.db, { uuid, wasPublished: deleted.library_state === 'PUBLISHED' });
  const message = storyTexts(deleted.ui_language).deleted;
  await publishStoryEvents(ctx, uuid, deleted.stream_seq + 1, [{ type: 'error', message }]);
  await ctx.media.deletePrefix(storyMediaFolder(uuid)).catch((error: unknown) => {
    ctx.log.warn({ err: error, storyId: uuid }, 'could not delete the media of a deleted story');
  });
}
