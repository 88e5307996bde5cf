import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database, MonstersTable, NotificationsTable } from '../../db/schema.js';
import { grantCredits } from '../credits/credits.service.js';
import { announceNotifications, insertNotifications } from '../notifications/notification-rows.js';
import { recordActivity } from '../progress/activity.js';
import { monsterTexts } from './monster-texts.js';
import { monsterMediaFolder } from './monster-view.js';
import { findMonster, updateMonsterIf } from './monsters.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

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
    child_id: monster.child_id,
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
  ctx: ServiceContext,
  monsterId: string,
  imageKey: string,
): Promise<void> {
  const now = ctx.clock.now();
  const announced = await ctx.db.transaction().execute(async (trx) => {
    const monster = await updateMonsterIf(trx, monsterId, 'BUILDING', {
      status: 'READY',
      image_key: imageKey,
      updated_at: toDbTime(now),
    });
    if (!monster) return undefined;
    const notification = monsterNotification(monster, ctx.media.url(imageKey), now);
    await insertNotifications(trx, [notification]);
    const medals = await recordActivity(trx, {
      userId: monster.user_id,
      childId: monster.child_id,
      kind: 'MONSTER_CREATED',
      refId: monster.id,
      at: now,
    });
    return [notification, ...medals];
  });
  if (!announced) {
    // Deleted while its picture was drawn: the delete cleaned up before the picture existed.
    if (!(await findMonster(ctx.db, monsterId))) await removeMonsterMedia(ctx, monsterId);
    return;
  }
  await announceNotifications(ctx, announced);
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
  ctx: ServiceContext,
  monsterId: string,
  error: Error,
): Promise<void> {
  const now = ctx.clock.now();
  const failed = await ctx.db.transaction().execute(async (trx) => {
    const monster = await updateMonsterIf(trx, monsterId, 'BUILDING', {
      status: 'FAILED',
      updated_at: toDbTime(now),
    });
    if (monster) await refundMonster(trx, monster, now, 'MONSTER_REFUND');
    return monster;
  });
  if (failed) ctx.log.warn({ err: error, monsterId }, 'a monster could not be drawn');
}

export async function removeMonsterMedia(ctx: ServiceContext, monsterId: string): Promise<void> {
  await ctx.media.deletePrefix(monsterMediaFolder(monsterId)).catch((error: unknown) => {
    ctx.log.warn({ err: error, monsterId }, 'could not delete the picture of a deleted monster');
  });
}
