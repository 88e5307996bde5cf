/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// Notification (docs/product.md#notifications). The story pipeline writes STORY_CREATED and AUDIO_READY rows; listing
// and reading them is the notifications module's.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`type in ('STORY_CREATED', 'MONSTER_CREATED', 'AUDIO_READY', 'CUSTOM_NOTIFICATION')`,
        ),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) =>
      col.notNull().check(sql`level in ('INFO', 'SUCCESS', 'WARNING', 'ERROR')`),
    )
    .addColumn('target_type', 'text', (col) =>
      col.check(sql`target_type in ('STORY', 'MONSTER', 'SHOP', 'GENERATE')`),
    )
    .addColumn('target_id', 'text')
    .addColumn('path', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('READ', 'UNREAD', 'ARCHIVED')`),
    )
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_id_created_at_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
