import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listChildren } from '../modules/children/children.service.js';
import { earnedMedals } from '../modules/progress/progress.repo.js';
import { statisticsOf } from '../modules/progress/statistics.js';
import {
  FINISHED_STORY_BOOKKEEPING,
  NEW_STORY_LIBRARY_COLUMNS,
} from '../modules/story/story.repo.js';
import { migrateIdentityTables } from '../platform/auth/auth-schema.js';
import type { Caller } from '../platform/auth/caller.js';
import { fixedClock } from '../platform/clock.js';
import type { ServiceContext } from '../platform/service-context.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { testServiceContext } from '../test/test-service-context.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

// The child-profiles migration on a database with accounts made before it (SQLite, and
// PostgreSQL with TEST_DATABASE_URL): every account with a profile becomes one child whose id is
// the account's, and everything the account had is that child's.

const CHILD_PROFILES = '2026-12-04T0000-child-profiles';
const NOW = '2026-11-30T08:00:00.000Z';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** A database migrated up to just before child profiles. */
async function databaseBeforeChildren(): Promise<Kysely<Database>> {
  database = await createTestDatabase({ migrated: false });
  await migrateIdentityTables(database.handle.db, database.handle.kind);
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < CHILD_PROFILES),
  );
  await migrateToLatest(database.handle.db, before);
  return database.handle.db;
}

// The rows as the tables were before the migration: `any`, as schema.ts describes them after it.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function user(db: Kysely<any>, id: string, name: string, guest = false) {
  await db
    .insertInto('user')
    .values({
      id,
      name,
      email: `${id}@example.com`,
      emailVerified: sql`${sql.lit(true)}`,
      image: null,
      createdAt: NOW,
      updatedAt: NOW,
      isAnonymous: sql`${sql.lit(guest)}`,
    })
    .execute();
}

async function profile(db: Kysely<any>, userId: string, language: string, extra: object = {}) {
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      language,
      voice_uuid: null,
      welcome_screen_shown: 1,
      terms_accepted_at: NOW,
      terms_declined_at: null,
      marketing_opt_in: 0,
      allowed_stories: 1,
      stories_created: 1,
      profile_monster_id: null,
      deletion_requested_at: null,
      last_active_at: NOW,
      created_at: NOW,
      updated_at: NOW,
      ...extra,
    })
    .execute();
}

async function accountWithEverything(db: Kysely<any>) {
  await user(db, 'kari', 'Kari Nordmann');
  const voice = await db.selectFrom('voices').select('uuid').executeTakeFirstOrThrow();
  await profile(db, 'kari', 'no', { voice_uuid: voice.uuid });
  await db
    .insertInto('monsters')
    .values({
      id: 'grumbo',
      user_id: 'kari',
      name: 'Grumbo',
      description: 'a big green monster called Grumbo',
      language: 'no',
      status: 'READY',
      image_key: null,
      credits_spent: 3,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  await db
    .updateTable('profiles')
    .set({ profile_monster_id: 'grumbo' })
    .where('user_id', '=', 'kari')
    .execute();
  await db
    .insertInto('stories')
    .values({
      uuid: 'story-1',
      user_id: 'kari',
      status: 'READY',
      language: 'no',
      ui_language: 'no',
      age: 6,
      genre: 'ADVENTURE',
      length: 'SHORT',
      summary: 'A map in the attic',
      with_images: 0,
      with_audio: 0,
      interactive: 0,
      voice_uuid: null,
      hero: null,
      seed: 'story-1',
      title: 'Kartet på loftet',
      word_count: 10,
      letter_count: 40,
      ...FINISHED_STORY_BOOKKEEPING,
      counted: 1,
      ...NEW_STORY_LIBRARY_COLUMNS,
      created_at: NOW,
      updated_at: NOW,
      completed_at: NOW,
    })
    .execute();
  await db
    .insertInto('activity_events')
    .values({
      id: 'a1',
      user_id: 'kari',
      kind: 'STORY_MADE',
      ref_id: 'story-1',
      amount: 1,
      day: NOW.slice(0, 10),
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  await db
    .insertInto('medals_earned')
    .values({ user_id: 'kari', medal_id: 'first-story', earned_at: NOW })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      id: 'n1',
      user_id: 'kari',
      type: 'STORY_CREATED',
      title: 'Historien er klar',
      message: 'Kartet på loftet',
      level: 'SUCCESS',
      target_type: 'STORY',
      target_id: 'story-1',
      path: '/story/story-1',
      duration_seconds: null,
      status: 'UNREAD',
      image_url: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  const ledger = { user_id: 'kari', expires_at: null, idempotency_key: null, created_at: NOW };
  await db
    .insertInto('credit_ledger')
    .values([
      { ...ledger, id: 'l1', kind: 'GRANT', amount: 10, reason: 'PURCHASE', expires_at: NOW },
      { ...ledger, id: 'l2', kind: 'SPEND', amount: 3, reason: 'MONSTER' },
    ])
    .execute();
  return voice.uuid;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function callerFor(userId: string): Caller {
  const user = {
    id: userId,
    email: null,
    isAnonymous: false,
    emailVerified: true,
    provider: 'email' as const,
    kind: 'registered-verified' as const,
    sessionId: 's',
  };
  return { user, child: { id: userId }, preferences: [] };
}

describe('the child-profiles migration', () => {
  it('makes every profile one child with the account’s id, named after its monster', async () => {
    const db = await databaseBeforeChildren();
    const voice = await accountWithEverything(db);
    await user(db, 'guest', 'Anonymous', true);
    await profile(db, 'guest', 'en');
    await user(db, 'blank', '  ');
    await profile(db, 'blank', 'sv');
    await user(db, 'no-profile', 'Never logged in');

    expect(await migrateToLatest(db)).toEqual([CHILD_PROFILES]);

    const children = await db
      .selectFrom('children')
      .select(['id', 'user_id', 'name', 'language', 'voice_uuid', 'profile_monster_id'])
      .orderBy('id')
      .execute();
    expect(children).toEqual([
      {
        id: 'blank',
        user_id: 'blank',
        name: 'Barn',
        language: 'sv',
        voice_uuid: null,
        profile_monster_id: null,
      },
      {
        id: 'guest',
        user_id: 'guest',
        name: 'Child',
        language: 'en',
        voice_uuid: null,
        profile_monster_id: null,
      },
      {
        id: 'kari',
        user_id: 'kari',
        name: 'Grumbo',
        language: 'no',
        voice_uuid: voice,
        profile_monster_id: 'grumbo',
      },
    ]);
  });

  it('keeps everything an account had and gives it to the first child', async () => {
    const db = await databaseBeforeChildren();
    await accountWithEverything(db);
    await migrateToLatest(db);

    for (const table of [
      'stories',
      'monsters',
      'activity_events',
      'medals_earned',
      'notifications',
    ] as const) {
      const rows = await db.selectFrom(table).select(['user_id', 'child_id']).execute();
      expect(rows, table).toEqual([{ user_id: 'kari', child_id: 'kari' }]);
    }
    const ledger = await db
      .selectFrom('credit_ledger')
      .select(['kind', 'amount', 'child_id'])
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'GRANT', amount: 10, child_id: null },
      { kind: 'SPEND', amount: 3, child_id: 'kari' },
    ]);

    const at = new Date(NOW);
    const media = { url: (key: string) => `/media/${key}` } as ServiceContext['media'];
    const ctx = testServiceContext({ db, clock: fixedClock(at), media });
    const family = await listChildren(ctx, callerFor('kari'));
    expect(family).toMatchObject({ activeChildId: 'kari' });
    expect(family.children).toEqual([
      expect.objectContaining({
        id: 'kari',
        name: 'Grumbo',
        storiesCreated: 1,
        monster: expect.objectContaining({ id: 'grumbo', isProfile: true }),
      }),
    ]);
    const statistics = await statisticsOf(db, { userId: 'kari', childId: 'kari' }, at);
    expect(statistics.storiesMade).toBe(1);
    expect([...(await earnedMedals(db, 'kari', 'kari')).keys()]).toEqual(['first-story']);
  });

  it('counts activity and medals per child from then on', async () => {
    const db = await databaseBeforeChildren();
    await accountWithEverything(db);
    await migrateToLatest(db);
    await db
      .insertInto('children')
      .values({
        id: 'mira',
        user_id: 'kari',
        name: 'Mira',
        age: 5,
        language: 'no',
        voice_uuid: null,
        profile_monster_id: null,
        sort_order: 1,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const activity = {
      user_id: 'kari',
      kind: 'STORY_MADE' as const,
      ref_id: 'story-1',
      amount: 1,
      day: NOW.slice(0, 10),
      created_at: NOW,
      updated_at: NOW,
    };
    // The same thing done by another child is a row of its own; twice by one child is not.
    await db
      .insertInto('activity_events')
      .values({ ...activity, id: 'a2', child_id: 'mira' })
      .execute();
    await expect(
      db
        .insertInto('activity_events')
        .values({ ...activity, id: 'a3', child_id: 'kari' })
        .execute(),
    ).rejects.toThrow();
    const medal = { user_id: 'kari', medal_id: 'first-story', earned_at: NOW };
    await db
      .insertInto('medals_earned')
      .values({ ...medal, child_id: 'mira' })
      .execute();
    await expect(
      db
        .insertInto('medals_earned')
        .values({ ...medal, child_id: 'kari' })
        .execute(),
    ).rejects.toThrow();
  });
});
