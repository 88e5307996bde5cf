/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// Stories and their paragraphs (docs/decisions/0007-story-pipeline.md). A story row carries its
// charge (credits_charged, run) so a failed run is refunded exactly once, and stream_seq: the
// number of the last live event, so a late joiner's snapshot and the live events line up.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('uuid', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('CREATING', 'READY', 'FAILED', 'DRAFT')`),
    )
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('ui_language', 'text', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull())
    .addColumn('genre', 'text', (col) => col.notNull())
    .addColumn('length', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('with_images', 'integer', (col) => col.notNull())
    .addColumn('with_audio', 'integer', (col) => col.notNull())
    .addColumn('interactive', 'integer', (col) => col.notNull())
    .addColumn('voice_uuid', 'text')
    .addColumn('hero', 'text')
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('letter_count', 'integer', (col) => col.notNull())
    .addColumn('audio_status', 'text', (col) =>
      col.notNull().check(sql`audio_status in ('READY', 'GENERATING', 'FAILED', 'NOT_GENERATED')`),
    )
    .addColumn('audio_key', 'text')
    .addColumn('timings_key', 'text')
    .addColumn('audio_duration_ms', 'integer')
    .addColumn('audio_paid', 'integer', (col) => col.notNull())
    .addColumn('audio_run', 'integer', (col) => col.notNull())
    .addColumn('audio_charged', 'integer', (col) => col.notNull())
    .addColumn('image_regenerations', 'integer', (col) => col.notNull())
    .addColumn('credits_charged', 'integer', (col) => col.notNull())
    .addColumn('run', 'integer', (col) => col.notNull())
    .addColumn('counted', 'integer', (col) => col.notNull())
    .addColumn('refunded_run', 'integer', (col) => col.notNull())
    .addColumn('text_done', 'integer', (col) => col.notNull())
    .addColumn('stream_seq', 'integer', (col) => col.notNull())
    .addColumn('interactive_state', 'text')
    .addColumn('choices', 'text')
    .addColumn('error', 'text')
    .addColumn('is_public', 'integer', (col) => col.notNull())
    .addColumn('client_request_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('stories_user_id_client_request_id_key')
    .on('stories')
    .columns(['user_id', 'client_request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('stories_user_id_created_at_idx')
    .on('stories')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stories_status_updated_at_idx')
    .on('stories')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('story_paragraphs')
    .addColumn('story_id', 'text', (col) =>
      col.notNull().references('stories.uuid').onDelete('cascade'),
    )
    .addColumn('idx', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('scene', 'text')
    .addColumn('image_status', 'text', (col) =>
      col.check(sql`image_status in ('PENDING', 'READY', 'FAILED', 'REGENERATING')`),
    )
    .addColumn('image_key', 'text')
    .addColumn('image_run', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('story_paragraphs_pkey', ['story_id', 'idx'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('story_paragraphs').execute();
  await db.schema.dropTable('stories').execute();
}
