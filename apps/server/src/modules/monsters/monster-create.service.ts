import { randomUUID } from 'node:crypto';
import { MONSTER_MAX_PER_USER, type Monster } from '@monstory/contracts/gamification';
import { resolveLanguage, type LanguageCode } from '@monstory/contracts/language';
import { isSubscribed } from '@monstory/contracts/premium';
import type { Kysely } from 'kysely';
import { monsterName } from '../../ai/monster-art/monster-name.js';
import { parseMonsterDescription } from '../../ai/monster-art/parse-monster-description.js';
import { monsterSeed } from '../../ai/monster-art/render-monster.js';
import { toDbTime } from '../../db/columns.js';
import type { Database, MonstersTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { Caller } from '../../platform/auth/caller.js';
import { ensureProfile, initialLanguage } from '../profile/profile.service.js';
import { assertSafeFamilyText } from '../safety/safety.service.js';
import { chargeCredits } from '../story/create/story-gating.js';
import { getSubscription } from '../subscription/subscription.service.js';
import { chargeKey } from './monster-build.js';
import { startDrawing } from './monster-start.js';
import { monsterView } from './monster-view.js';
import {
  countMonsters,
  insertMonster,
  lockProfileMonster,
  setProfileMonster,
} from './monsters.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// POST /api/profile/gamification/monster: the child-safety check (free), then one transaction
// that counts the user's monsters, charges the MONSTER feature (subscribers pay nothing,
// docs/product.md#monsters), writes the BUILDING monster with its name and makes it the
// profile's monster; the picture is drawn by a job started after the commit.

export const TOO_MANY_MESSAGE =
  `You have ${MONSTER_MAX_PER_USER} monsters already. ` +
  'Delete one of them to make room for a new one.';

/** A name the child wrote wins ("a monster called Bob"); otherwise one made up from it. */
export function nameForMonster(description: string, language: LanguageCode): string {
  const spec = parseMonsterDescription(description);
  // Danish and Swedish names sound like the nearest, Norwegian.
  return monsterName(spec, monsterSeed(description), language === 'en' ? 'en' : 'no');
}

async function monsterPrice(ctx: ServiceContext, trx: Kysely<Database>, userId: string) {
  const subscription = await getSubscription({ db: trx, clock: ctx.clock }, userId);
  return isSubscribed(subscription.subscriptionType, subscription.isActive)
    ? 0
    : ctx.config.premiumFeatureCosts.MONSTER;
}

export async function createMonster(
  ctx: ServiceContext,
  caller: Caller,
  description: string,
): Promise<Monster> {
  const { user } = caller;
  const profile = await ensureProfile(ctx, user.id, initialLanguage(undefined, caller.preferences));
  const language = resolveLanguage(profile.language, 'no');
  // The name a child wrote becomes the monster's name and, later, a story's hero: the gate
  // judges it on its own too (beside the description it came from).
  const childsName = parseMonsterDescription(description).name;
  await assertSafeFamilyText(
    { moderator: ctx.ai.moderator, log: ctx.log },
    childsName ? [description, childsName] : [description],
    { source: 'monster-description', language, messageLanguage: language },
  );

  const id = randomUUID();
  const name = nameForMonster(description, language);
  const now = ctx.clock.now();
  const monster = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockProfileMonster(trx, user.id))) {
      throw new AppError('NOT_FOUND', 'This account no longer exists.');
    }
    if ((await countMonsters(trx, user.id, caller.child.id)) >= MONSTER_MAX_PER_USER) {
      throw new AppError('CONFLICT', TOO_MANY_MESSAGE, {
        details: { limit: MONSTER_MAX_PER_USER },
      });
    }
    // Guests have no credits (only verified users can buy), so they are refused here too.
    const credits = await monsterPrice(ctx, trx, user.id);
    await chargeCredits(trx, now, {
      userId: user.id,
      credits,
      reason: 'MONSTER',
      idempotencyKey: chargeKey(id),
      childId: caller.child.id,
    });
    const row: MonstersTable = {
      id,
      user_id: user.id,
      child_id: caller.child.id,
      name,
      description,
      language,
      status: 'BUILDING',
      image_key: null,
      credits_spent: credits,
      created_at: toDbTime(now),
      updated_at: toDbTime(now),
    };
    await insertMonster(trx, row);
    await setProfileMonster(trx, user.id, caller.child.id, id, toDbTime(now));
    return row;
  });
  await startDrawing(ctx, monster.id);
  return monsterView(ctx, monster, true);
}
