/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// docs/decisions/0011-monsters-medals-notifications.md: monsters, the activity ledger
// that statistics and medals are counted from, earned medals, and push registrations.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monsters')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('BUILDING', 'READY', 'FAILED')`),
    )
    /** The picture's key in the media store; null until it is drawn. */
    .addColumn('image_key', 'text')
    /** Credits spent on it (0 for subscribers), refunded when building fails. */
    .addColumn('credits_spent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('monsters_user_id_created_at_idx')
    .on('monsters')
    .columns(['user_id', 'created_at'])
    .execute();
  // The profile monster; cleared by the monsters module when that monster is deleted.
  await db.schema.alterTable('profiles').addColumn('profile_monster_id', 'text').execute();

  await db.schema
    .createTable('activity_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`kind in ('STORY_MADE', 'STORY_READ', 'MONSTER_CREATED', 'LISTENED', 'INTERACTIVE_FINISHED')`,
        ),
    )
    /** What it was about (a story or monster id; for LISTENED `<story>:<day>`): one row each. */
    .addColumn('ref_id', 'text', (col) => col.notNull())
    /** 1, or seconds for LISTENED. */
    .addColumn('amount', 'integer', (col) => col.notNull())
    /** UTC date (YYYY-MM-DD) of the activity, for streaks. */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activity_events_user_kind_ref_idx')
    .on('activity_events')
    .columns(['user_id', 'kind', 'ref_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('activity_events_user_day_idx')
    .on('activity_events')
    .columns(['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('medals_earned')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('medal_id', 'text', (col) => col.notNull())
    .addColumn('earned_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('medals_earned_pk', ['user_id', 'medal_id'])
    .execute();

  await db.schema
    .createTable('push_tokens')
    /** sha256 of the FCM token or of the Web Push endpoint: one row per device. */
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('platform', 'text', (col) =>
      col.notNull().check(sql`platform in ('WEB', 'ANDROID', 'IOS')`),
    )
    /** The FCM token, or the Web Push subscription's JSON. */
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('refreshed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_tokens_user_id_idx')
    .on('push_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_tokens').execute();
  await db.schema.dropTable('medals_earned').execute();
  await db.schema.dropTable('activity_events').execute();
  await db.schema.alterTable('profiles').dropColumn('profile_monster_id').execute();
  await db.schema.dropTable('monsters').execute();
}
