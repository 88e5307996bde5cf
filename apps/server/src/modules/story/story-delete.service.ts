import type { FastifyInstance } from 'fastify';
import { toDbTime } from '../../db/columns.js';
import type { AuthUser } from '../../platform/auth/access.js';
import { grantCredits } from '../credits/credits.service.js';
import { libraryChanged } from '../library/library-caches.js';
import { ownStory } from './story-access.js';
import { refundKey } from './story-failure.js';
import { publishStoryEvents } from './story-live.js';
import { storyMediaFolder } from './story-media.js';
import { deleteStoryRow, findStory, updateStory } from './story.repo.js';
import { storyTexts } from './story-texts.js';

// DELETE /api/story/:uuid (owner only): the story, its paragraphs and its media. A story still
// being created is cancelled: its job stops (it hears the `error` event) and its charge comes
// back, since nothing was delivered. A narration being made is refunded the same way.

export async function deleteStory(app: FastifyInstance, user: AuthUser, uuid: string) {
  await ownStory(app, uuid, user);
  const now = app.clock.now();
  const deleted = await app.db.transaction().execute(async (trx) => {
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
  if (deleted.library_state === 'PUBLISHED') libraryChanged(app);
  const message = storyTexts(deleted.ui_language).deleted;
  await publishStoryEvents(app, uuid, deleted.stream_seq + 1, [{ type: 'error', message }]);
  await app.media.deletePrefix(storyMediaFolder(uuid)).catch((error: unknown) => {
    app.log.warn({ err: error, storyId: uuid }, 'could not delete the media of a deleted story');
  });
}
