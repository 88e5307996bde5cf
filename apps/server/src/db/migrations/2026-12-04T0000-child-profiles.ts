/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Child profiles: an account holds several children, each with their own stories, monsters,
// activity, medals and notifications. Every existing account becomes one child whose id is the
// account's user id, so backfilling child_id = user_id keeps everything where it was.

/** Tables whose rows belong to one child; every row gets child_id = user_id. */
const CHILD_TABLES = ['stories', 'monsters', 'activity_events', 'notifications'] as const;

const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['stories_child_id_created_at_idx', 'stories', ['child_id', 'created_at']],
  ['monsters_child_id_created_at_idx', 'monsters', ['child_id', 'created_at']],
  ['activity_events_child_day_idx', 'activity_events', ['child_id', 'day']],
  ['notifications_child_id_idx', 'notifications', ['child_id']],
  ['credit_ledger_child_id_idx', 'credit_ledger', ['child_id']],
];

/**
 * Medals are earned per child: the key becomes (child_id, medal_id). SQLite cannot change a
 * primary key in place, so the table is made again on both databases.
 */
async function rebuildMedals(db: Kysely<any>, perChild: boolean) {
  await db.schema.alterTable('medals_earned').renameTo('medals_earned_old').execute();
  const table = db.schema
    .createTable('medals_earned')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('medal_id', 'text', (col) => col.notNull())
    .addColumn('earned_at', 'text', (col) => col.notNull());
  // PostgreSQL names a key's index after it, and the old table still holds the other name.
  await (
    perChild
      ? table
          .addColumn('child_id', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint('medals_earned_child_pk', ['child_id', 'medal_id'])
      : table.addPrimaryKeyConstraint('medals_earned_pk', ['user_id', 'medal_id'])
  ).execute();
  // Going back to one set per account keeps each medal's earliest date.
  await (
    perChild
      ? sql`insert into medals_earned (user_id, child_id, medal_id, earned_at)
          select user_id, user_id, medal_id, earned_at from medals_earned_old`
      : sql`insert into medals_earned (user_id, medal_id, earned_at)
          select user_id, medal_id, min(earned_at) from medals_earned_old group by user_id, medal_id`
  ).execute(db);
  await db.schema.dropTable('medals_earned_old').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('children')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('age', 'integer')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('voice_uuid', 'text')
    /** The child's own profile monster; cleared when that monster is deleted. */
    .addColumn('profile_monster_id', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('children_user_id_sort_idx')
    .on('children')
    .columns(['user_id', 'sort_order', 'created_at'])
    .execute();

  // One child per profile, named after the profile monster, else the account (a guest's name is
  // a placeholder, not a name), else "child" in the profile's language.
  await sql`
    insert into children
      (id, user_id, name, age, language, voice_uuid, profile_monster_id, sort_order, created_at, updated_at)
    select p.user_id, p.user_id,
      substr(coalesce(
        nullif(trim(m.name), ''),
        case when u."isAnonymous" = ${sql.lit(true)} then null else nullif(trim(u.name), '') end,
        case when p.language = 'en' then 'Child' else 'Barn' end
      ), 1, 40),
      null, p.language, p.voice_uuid, p.profile_monster_id, 0, p.created_at, p.updated_at
    from profiles p
    inner join "user" u on u.id = p.user_id
    left join monsters m on m.id = p.profile_monster_id
  `.execute(db);

  for (const table of CHILD_TABLES) {
    await db.schema.alterTable(table).addColumn('child_id', 'text').execute();
    await sql`update ${sql.table(table)} set child_id = user_id`.execute(db);
  }
  // The ledger names the child who spent; grants belong to the account alone.
  await db.schema.alterTable('credit_ledger').addColumn('child_id', 'text').execute();
  await sql`update credit_ledger set child_id = user_id where kind = 'SPEND'`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // SQLite cannot add NOT NULL to a column afterwards; there the code always writes it.
    for (const table of CHILD_TABLES) {
      await sql`alter table ${sql.table(table)} alter column child_id set not null`.execute(db);
    }
  }

  // Activity is one row per child and thing (two children reading one story both count it).
  await db.schema.dropIndex('activity_events_user_kind_ref_idx').execute();
  await db.schema
    .createIndex('activity_events_child_kind_ref_idx')
    .on('activity_events')
    .columns(['child_id', 'kind', 'ref_id'])
    .unique()
    .execute();
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  await rebuildMedals(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuildMedals(db, false);
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('activity_events_child_kind_ref_idx').execute();
  // Rows of several children of one account fold back into one per account.
  await sql`
    delete from activity_events where id not in (
      select min(id) from activity_events group by user_id, kind, ref_id
    )
  `.execute(db);
  await db.schema
    .createIndex('activity_events_user_kind_ref_idx')
    .on('activity_events')
    .columns(['user_id', 'kind', 'ref_id'])
    .unique()
    .execute();
  for (const table of [...CHILD_TABLES, 'credit_ledger']) {
    await db.schema.alterTable(table).dropColumn('child_id').execute();
  }
  await db.schema.dropTable('children').execute();
}
