import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database, MonstersTable, NotificationsTable } from '../../db/schema.js';
import { grantCredits } from '../credits/credits.service.js';
import { announceNotifications, insertNotifications } from '../notifications/notification-rows.js';
import { recordActivity } from '../progress/activity.js';
import { monsterTexts } from './monster-texts.js';
import { monsterMediaFolder } from './monster-view.js';
import { findMonster, updateMonsterIf } from './monsters.repo.js';

// The end of building a monster (Monster, docs/product.md#monsters: being built, then finished). READY: the
// picture, a MONSTER_CREATED notification and the activity medals count, in one transaction,
// announced after the commit. FAILED: the credits come back, once.

export function chargeKey(monsterId: string): string {
  return `monster:${monsterId}`;
}

export function refundKey(monsterId: string): string {
  return `monster:${monsterId}:refund`;
}

function monsterNotification(
  monster: MonstersTable,
  imageUrl: string,
  now: Date,
): NotificationsTable {
  const texts = monsterTexts(monster.language);
  return {
    id: randomUUID(),
    user_id: monster.user_id,
    type: 'MONSTER_CREATED',
    title: texts.readyTitle,
    message: texts.ready(monster.name),
    level: 'SUCCESS',
    target_type: 'MONSTER',
    target_id: monster.id,
    path: '/stuff/monsters',
    duration_seconds: null,
    status: 'UNREAD',
    image_url: imageUrl,
    created_at: toDbTime(now),
    updated_at: toDbTime(now),
  };
}

export async function finishMonster(
  app: FastifyInstance,
  monsterId: string,
  imageKey: string,
): Promise<void> {
  const now = app.clock.now();
  const announced = await app.db.transaction().execute(async (trx) => {
    const monster = await updateMonsterIf(trx, monsterId, 'BUILDING', {
      status: 'READY',
      image_key: imageKey,
      updated_at: toDbTime(now),
    });
    if (!monster) return undefined;
    const notification = monsterNotification(monster, app.media.url(imageKey), now);
    await insertNotifications(trx, [notification]);
    const medals = await recordActivity(trx, {
      userId: monster.user_id,
      kind: 'MONSTER_CREATED',
      refId: monster.id,
      at: now,
    });
    return [notification, ...medals];
  });
  if (!announced) {
    // Deleted while its picture was drawn: the delete cleaned up before the picture existed.
    if (!(await findMonster(app.db, monsterId))) await removeMonsterMedia(app, monsterId);
    return;
  }
  await announceNotifications(app, announced);
}

/** Gives back what a monster that was never delivered cost; a second call gives nothing. */
export async function refundMonster(
  trx: Kysely<Database>,
  monster: MonstersTable,
  now: Date,
  reason: 'MONSTER_REFUND' | 'MONSTER_CANCELLED',
): Promise<void> {
  if (monster.credits_spent <= 0) return;
  await grantCredits(trx, now, {
    userId: monster.user_id,
    amount: monster.credits_spent,
    reason,
    idempotencyKey: refundKey(monster.id),
  });
}

export async function failMonster(
  app: FastifyInstance,
  monsterId: string,
  error: Error,
): Promise<void> {
  const now = app.clock.now();
  const failed = await app.db.transaction().execute(async (trx) => {
    const monster = await updateMonsterIf(trx, monsterId, 'BUILDING', {
      status: 'FAILED',
      updated_at: toDbTime(now),
    });
    if (monster) await refundMonster(trx, monster, now, 'MONSTER_REFUND');
    return monster;
  });
  if (failed) app.log.warn({ err: error, monsterId }, 'a monster could not be drawn');
}

export async function removeMonsterMedia(app: FastifyInstance, monsterId: string): Promise<void> {
  await app.media.deletePrefix(monsterMediaFolder(monsterId)).catch((error: unknown) => {
    app.log.warn({ err: error, monsterId }, 'could not delete the picture of a deleted monster');
  });
}
