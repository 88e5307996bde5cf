import { READ_COUNTS_AT_PROGRESS } from '@monstory/contracts/library';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { announceNotifications } from '../notifications/notification-rows.js';
import { recordActivity } from '../progress/activity.js';
import { viewableStory } from '../story/view/story-access.js';
import { countRead, lockListening, saveReadProgress, setListened } from './reading.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// POST /api/story/:uuid/read and /listening: one story_reads row per reader and story. A read
// counts once, when the reader first gets READ_COUNTS_AT_PROGRESS through the text; listening
// time adds up, but never past twice the narration's length, whatever the client says. Both go
// to the reader's activity ledger (modules/progress), and medals they complete are announced.

const COUNTS_AT = Math.round(READ_COUNTS_AT_PROGRESS * 1000);

export async function recordRead(
  ctx: ServiceContext,
  user: RequestUser,
  /** The child reading: their statistics count it. */
  childId: string,
  uuid: string,
  progress: number,
): Promise<void> {
  await viewableStory(ctx, uuid, user);
  const permille = Math.round(progress * 1000);
  const at = ctx.clock.now();
  const now = toDbTime(at);
  const medals = await ctx.db.transaction().execute(async (trx) => {
    await saveReadProgress(trx, uuid, user.id, permille, now);
    if (permille < COUNTS_AT) return [];
    // Only the first request to get here sets counted_at; the others change nothing. The
    // story's read count is the account's, once; each child who reads it counts it in their
    // own statistics (the activity ledger keeps one row per child and story).
    await countRead(trx, uuid, user.id, now);
    return recordActivity(trx, { userId: user.id, childId, kind: 'STORY_READ', refId: uuid, at });
  });
  await announceNotifications(ctx, medals);
}

export async function recordListening(
  ctx: ServiceContext,
  user: RequestUser,
  childId: string,
  uuid: string,
  seconds: number,
): Promise<void> {
  const story = await viewableStory(ctx, uuid, user);
  if (story.audio_status !== 'READY' || !story.audio_duration_ms) {
    throw new AppError('CONFLICT', 'This story has no narration to listen to.');
  }
  const cap = Math.ceil((2 * story.audio_duration_ms) / 1000);
  const at = ctx.clock.now();
  const now = toDbTime(at);
  const medals = await ctx.db.transaction().execute(async (trx) => {
    // The upsert locks the reader's row until the commit, so `before` stays true and what is
    // added (and recorded in the ledger) is exactly what the cap lets through.
    const before = await lockListening(trx, uuid, user.id, now);
    const added = Math.max(0, Math.min(cap, before + seconds) - before);
    if (added === 0) return [];
    await setListened(trx, uuid, user.id, before + added);
    return recordActivity(trx, {
      userId: user.id,
      childId,
      kind: 'LISTENED',
      refId: uuid,
      amount: added,
      at,
    });
  });
  await announceNotifications(ctx, medals);
}
