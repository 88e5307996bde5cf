import { READ_COUNTS_AT_PROGRESS } from '@monstory/contracts/library';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import type { AuthUser } from '../../platform/auth/access.js';
import { announceNotifications } from '../notifications/notification-rows.js';
import { recordActivity } from '../progress/activity.js';
import { viewableStory } from '../story/story-access.js';

// POST /api/story/:uuid/read and /listening: one story_reads row per reader and story. A read
// counts once, when the reader first gets READ_COUNTS_AT_PROGRESS through the text; listening
// time adds up, but never past twice the narration's length, whatever the client says. Both go
// to the reader's activity ledger (modules/progress), and medals they complete are announced.

const COUNTS_AT = Math.round(READ_COUNTS_AT_PROGRESS * 1000);

export async function recordRead(
  app: FastifyInstance,
  user: AuthUser,
  uuid: string,
  progress: number,
): Promise<void> {
  await viewableStory(app, uuid, user);
  const permille = Math.round(progress * 1000);
  const at = app.clock.now();
  const now = toDbTime(at);
  const medals = await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('story_reads')
      .values({
        story_id: uuid,
        user_id: user.id,
        progress: permille,
        counted_at: null,
        listened_seconds: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['story_id', 'user_id']).doUpdateSet({
          progress: sql<number>`case when story_reads.progress < excluded.progress then excluded.progress else story_reads.progress end`,
          updated_at: now,
        }),
      )
      .execute();
    if (permille < COUNTS_AT) return [];
    // Only the first request to get here sets counted_at; the others change nothing.
    const counted = await trx
      .updateTable('story_reads')
      .set({ counted_at: now })
      .where('story_id', '=', uuid)
      .where('user_id', '=', user.id)
      .where('counted_at', 'is', null)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 0) return [];
    await trx
      .updateTable('stories')
      .set({ read_count: sql<number>`read_count + 1` })
      .where('uuid', '=', uuid)
      .execute();
    return recordActivity(trx, { userId: user.id, kind: 'STORY_READ', refId: uuid, at });
  });
  await announceNotifications(app, medals);
}

export async function recordListening(
  app: FastifyInstance,
  user: AuthUser,
  uuid: string,
  seconds: number,
): Promise<void> {
  const story = await viewableStory(app, uuid, user);
  if (story.audio_status !== 'READY' || !story.audio_duration_ms) {
    throw new AppError('CONFLICT', 'This story has no narration to listen to.');
  }
  const cap = Math.ceil((2 * story.audio_duration_ms) / 1000);
  const at = app.clock.now();
  const now = toDbTime(at);
  const medals = await app.db.transaction().execute(async (trx) => {
    // The upsert locks the reader's row until the commit, so `before` stays true and what is
    // added (and recorded in the ledger) is exactly what the cap lets through.
    const { listened_seconds: before } = await trx
      .insertInto('story_reads')
      .values({
        story_id: uuid,
        user_id: user.id,
        progress: 0,
        counted_at: null,
        listened_seconds: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['story_id', 'user_id']).doUpdateSet({ updated_at: now }))
      .returning('listened_seconds')
      .executeTakeFirstOrThrow();
    const added = Math.max(0, Math.min(cap, before + seconds) - before);
    if (added === 0) return [];
    await trx
      .updateTable('story_reads')
      .set({ listened_seconds: before + added })
      .where('story_id', '=', uuid)
      .where('user_id', '=', user.id)
      .execute();
    return recordActivity(trx, {
      userId: user.id,
      kind: 'LISTENED',
      refId: uuid,
      amount: added,
      at,
    });
  });
  await announceNotifications(app, medals);
}
