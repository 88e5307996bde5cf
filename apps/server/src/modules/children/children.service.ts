import { randomUUID } from 'node:crypto';
import {
  MAX_CHILDREN,
  MAX_GUEST_CHILDREN,
  type Child,
  type ChildrenResponse,
  type CreateChildRequest,
  type UpdateChildRequest,
} from '@monstory/contracts/children';
import { resolveLanguage, type LanguageCode } from '@monstory/contracts/language';
import { toDbTime } from '../../db/columns.js';
import type { ChildrenTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { DataContext, ServiceContext } from '../../platform/service-context.js';
import { libraryChanged } from '../library/library-caches.js';
import { removeMonsterMedia } from '../monsters/monster-build.js';
import type { MonsterContext } from '../monsters/monster-view.js';
import { profileMonster } from '../monsters/monsters.service.js';
import { mailLanguageFor } from '../profile/profile-language.js';
import { storyMediaFolder } from '../story/media/story-media.js';
import { getCatalogueVoice } from '../voices/voices.service.js';
import {
  childMediaOwners,
  childrenOf,
  deleteChildRows,
  findChildOf,
  insertChild,
  lockAccountChildren,
  storiesMadeByChildren,
  updateChildRow,
} from './children.repo.js';
import { accountNameOf } from './account-name.repo.js';

// Child profiles: an account's children, each with their own stories, monsters, statistics and
// medals. Credits and the subscription stay with the account. The app names the child it acts
// as on every call (CHILD_HEADER); the auth hook resolves it into the caller.

export type ChildrenContext = ServiceContext & MonsterContext;

const NO_SUCH_CHILD = 'There is no such child on this account.';

/** The word a child is called before a grown-up names them. */
function defaultChildName(language: LanguageCode): string {
  return language === 'en' ? 'Child' : 'Barn';
}

function maxChildrenFor(caller: Caller): number {
  return caller.user.isAnonymous ? MAX_GUEST_CHILDREN : MAX_CHILDREN;
}

/**
 * The account's first child, made with its profile: its id is the user id, its name the
 * account's (a guest's is a placeholder, so a guest's child is "Barn" until named). Safe to
 * repeat.
 */
export async function ensureFirstChild(
  ctx: DataContext,
  userId: string,
  language: LanguageCode,
): Promise<void> {
  const now = toDbTime(ctx.clock.now());
  const account = await accountNameOf(ctx.db, userId);
  const name = account?.isAnonymous ? '' : (account?.name.trim() ?? '');
  await insertChild(ctx.db, {
    id: userId,
    user_id: userId,
    name: (name || defaultChildName(language)).slice(0, 40),
    age: null,
    language,
    voice_uuid: null,
    profile_monster_id: null,
    sort_order: 0,
    created_at: now,
    updated_at: now,
  });
}

/** The account's children; an account from before child profiles gets its first one now. */
async function childrenOfCaller(ctx: ServiceContext, caller: Caller): Promise<ChildrenTable[]> {
  const rows = await childrenOf(ctx.db, caller.user.id);
  if (rows.length > 0) return rows;
  const language = await mailLanguageFor(ctx, caller.user.id, caller.preferences);
  await ensureFirstChild(ctx, caller.user.id, language);
  return childrenOf(ctx.db, caller.user.id);
}

/** The caller's active child as stored; undefined before the account's first child exists. */
export async function activeChildOf(
  ctx: ServiceContext,
  caller: Caller,
): Promise<ChildrenTable | undefined> {
  return findChildOf(ctx.db, caller.user.id, caller.child.id);
}

/** The active child chooses a voice on the voices page. */
export async function setChildVoice(ctx: ServiceContext, caller: Caller, voiceUuid: string | null) {
  await updateChildRow(ctx.db, caller.child.id, {
    voice_uuid: voiceUuid,
    updated_at: toDbTime(ctx.clock.now()),
  });
}

async function childViews(
  ctx: ChildrenContext,
  userId: string,
  rows: ChildrenTable[],
): Promise<Child[]> {
  const made = await storiesMadeByChildren(ctx.db, userId);
  return Promise.all(
    rows.map(async (row) => {
      const monster = await profileMonster(ctx, userId, row.profile_monster_id);
      return {
        id: row.id,
        name: row.name,
        age: row.age,
        languageCode: resolveLanguage(row.language, 'no'),
        voiceUuid: row.voice_uuid,
        monster,
        profileImageUrl: monster?.imageUrl ?? null,
        storiesCreated: made.get(row.id) ?? 0,
        createdAt: row.created_at,
      };
    }),
  );
}

/** The children and whom this call acts as, for GET /api/children and the profile. */
export async function listChildren(
  ctx: ChildrenContext,
  caller: Caller,
): Promise<ChildrenResponse> {
  const rows = await childrenOfCaller(ctx, caller);
  const active = rows.find((row) => row.id === caller.child.id) ?? rows[0];
  return {
    children: await childViews(ctx, caller.user.id, rows),
    activeChildId: active?.id ?? caller.child.id,
    maxChildren: maxChildrenFor(caller),
  };
}

async function assertVoice(ctx: ServiceContext, voiceUuid: string | null | undefined) {
  if (voiceUuid && !(await getCatalogueVoice(ctx.db, voiceUuid))) {
    throw new AppError('VALIDATION_FAILED', 'There is no such voice.', {
      fields: { voiceUuid: 'Unknown voice' },
    });
  }
}

export async function createChild(
  ctx: ChildrenContext,
  caller: Caller,
  input: CreateChildRequest,
): Promise<Child> {
  await assertVoice(ctx, input.voiceUuid);
  // The first child exists before a second is counted against the limit.
  await childrenOfCaller(ctx, caller);
  const language =
    input.languageCode ?? (await mailLanguageFor(ctx, caller.user.id, caller.preferences));
  const max = maxChildrenFor(caller);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockAccountChildren(trx, caller.user.id);
    const children = await childrenOf(trx, caller.user.id);
    if (children.length >= max) {
      throw new AppError('CHILD_LIMIT_REACHED', `An account can have at most ${max} children.`, {
        details: { maxChildren: max },
      });
    }
    const now = toDbTime(ctx.clock.now());
    const child: ChildrenTable = {
      id: randomUUID(),
      user_id: caller.user.id,
      name: input.name,
      age: input.age ?? null,
      language,
      voice_uuid: input.voiceUuid ?? null,
      profile_monster_id: null,
      sort_order: Math.max(-1, ...children.map((c) => c.sort_order)) + 1,
      created_at: now,
      updated_at: now,
    };
    await insertChild(trx, child);
    return child;
  });
  const [view] = await childViews(ctx, caller.user.id, [row]);
  if (!view) throw new AppError('INTERNAL');
  return view;
}

async function ownChild(ctx: ServiceContext, caller: Caller, id: string): Promise<ChildrenTable> {
  await childrenOfCaller(ctx, caller);
  const child = await findChildOf(ctx.db, caller.user.id, id);
  if (!child) throw new AppError('NOT_FOUND', NO_SUCH_CHILD);
  return child;
}

export async function updateChild(
  ctx: ChildrenContext,
  caller: Caller,
  id: string,
  input: UpdateChildRequest,
): Promise<Child> {
  const child = await ownChild(ctx, caller, id);
  await assertVoice(ctx, input.voiceUuid);
  const patch = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.age !== undefined && { age: input.age }),
    ...(input.languageCode !== undefined && { language: input.languageCode }),
    ...(input.voiceUuid !== undefined && { voice_uuid: input.voiceUuid }),
    updated_at: toDbTime(ctx.clock.now()),
  };
  await updateChildRow(ctx.db, id, patch);
  const [view] = await childViews(ctx, caller.user.id, [{ ...child, ...patch }]);
  if (!view) throw new AppError('INTERNAL');
  return view;
}

/**
 * Deletes a child with their stories, monsters, statistics, medals and notifications in one
 * transaction, then their pictures and narrations. The account keeps at least one child.
 */
export async function deleteChild(ctx: ServiceContext, caller: Caller, id: string) {
  await ownChild(ctx, caller, id);
  const userId = caller.user.id;
  const owners = await ctx.db.transaction().execute(async (trx) => {
    await lockAccountChildren(trx, userId);
    const children = await childrenOf(trx, userId);
    if (!children.some((child) => child.id === id)) {
      throw new AppError('NOT_FOUND', NO_SUCH_CHILD);
    }
    if (children.length === 1) {
      throw new AppError('LAST_CHILD', 'An account keeps at least one child.');
    }
    const found = await childMediaOwners(trx, userId, id);
    await deleteChildRows(trx, userId, id);
    return found;
  });
  if (owners.stories.some((story) => story.library_state === 'PUBLISHED')) libraryChanged(ctx);
  for (const story of owners.stories) {
    await ctx.media.deletePrefix(storyMediaFolder(story.uuid)).catch((error: unknown) => {
      ctx.log.warn(
        { err: error, storyId: story.uuid },
        'could not delete a removed child’s story media',
      );
    });
  }
  for (const monsterId of owners.monsterIds) await removeMonsterMedia(ctx, monsterId);
}
