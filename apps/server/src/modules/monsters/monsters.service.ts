import type { Monster } from '@monstory/contracts/gamification';
import { toDbTime } from '../../db/columns.js';
import type { MonstersTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { refundMonster, removeMonsterMedia } from './monster-build.js';
import { monsterView, type MonsterContext } from './monster-view.js';
import {
  clearProfileMonster,
  deleteMonsterRow,
  findMonster,
  lockMonster,
  monstersOf,
  profileMonsterIdOf,
  setProfileMonster,
} from './monsters.repo.js';

// A user's monsters: the profile monster, the list, choosing one as the profile, deleting one.
// Another user's monster is answered like a missing one, so ids cannot be probed.

export const NOT_FOUND_MESSAGE = 'There is no such monster.';
export const NOT_READY_MESSAGE = 'Only a finished monster can be your profile.';

async function ownMonster(ctx: MonsterContext, userId: string, id: string): Promise<MonstersTable> {
  const monster = await findMonster(ctx.db, id);
  if (monster?.user_id !== userId) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return monster;
}

/** The monster that is the profile, for GET /profile and GET …/monster; null when none is. */
export async function profileMonster(
  ctx: MonsterContext,
  userId: string,
  profileMonsterId: string | null | undefined,
): Promise<Monster | null> {
  if (!profileMonsterId) return null;
  const monster = await findMonster(ctx.db, profileMonsterId);
  return monster?.user_id === userId ? monsterView(ctx, monster, true) : null;
}

export async function getProfileMonster(ctx: MonsterContext, { user, child }: Caller) {
  return profileMonster(ctx, user.id, await profileMonsterIdOf(ctx.db, user.id, child.id));
}

/** The active child's monsters. */
export async function listMonsters(
  ctx: MonsterContext,
  { user, child }: Caller,
): Promise<Monster[]> {
  const profileId = await profileMonsterIdOf(ctx.db, user.id, child.id);
  const rows = await monstersOf(ctx.db, user.id, child.id);
  return rows.map((row) => monsterView(ctx, row, row.id === profileId));
}

/** Makes one of the active child's own monsters their profile. */
export async function useMonster(
  ctx: ServiceContext,
  caller: Caller,
  id: string,
): Promise<Monster> {
  const monster = await ownMonster(ctx, caller.user.id, id);
  if (monster.child_id !== caller.child.id) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  if (monster.status !== 'READY') throw new AppError('CONFLICT', NOT_READY_MESSAGE);
  await setProfileMonster(ctx.db, caller.user.id, caller.child.id, id, toDbTime(ctx.clock.now()));
  return monsterView(ctx, monster, true);
}

/**
 * Deletes the monster and its picture; the profile loses it if it was the profile monster. A
 * monster still being built is cancelled: its job finds nothing to finish, its credits return.
 */
export async function deleteMonster(ctx: ServiceContext, user: RequestUser, id: string) {
  await ownMonster(ctx, user.id, id);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    // Locked first, so a job finishing or failing it at the same moment goes before or after.
    const monster = await lockMonster(trx, id, toDbTime(now));
    if (monster?.user_id !== user.id) return;
    if (monster.status === 'BUILDING') await refundMonster(trx, monster, now, 'MONSTER_CANCELLED');
    await clearProfileMonster(trx, user.id, id, toDbTime(now));
    await deleteMonsterRow(trx, id);
  });
  await removeMonsterMedia(ctx, id);
}

/** The child's finished monsters, newest first (a book's cover shows one of them). */
export async function readyMonstersOf(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
  childId: string,
): Promise<MonstersTable[]> {
  return (await monstersOf(ctx.db, userId, childId)).filter((m) => m.status === 'READY');
}

/** The hero of a new story: the caller's own finished monster (docs/product.md#monsters "used for a new story"). */
export async function monsterHero(
  ctx: MonsterContext,
  userId: string,
  id: string,
): Promise<{ name: string; description: string }> {
  const monster = await ownMonster(ctx, userId, id);
  if (monster.status !== 'READY') throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return { name: monster.name, description: monster.description };
}
