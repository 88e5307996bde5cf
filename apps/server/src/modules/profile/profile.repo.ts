import type { Kysely, Updateable } from 'kysely';
import type { AuthUserTable, Database, ProfilesTable } from '../../db/schema.js';

export async function findProfile(
  db: Kysely<Database>,
  userId: string,
): Promise<ProfilesTable | undefined> {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts the profile unless one exists (two first logins at once make one profile). */
export async function insertProfile(db: Kysely<Database>, row: ProfilesTable): Promise<void> {
  await db
    .insertInto('profiles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  patch: Updateable<ProfilesTable>,
): Promise<void> {
  await db.updateTable('profiles').set(patch).where('user_id', '=', userId).execute();
}

export type AuthUserRow = Pick<AuthUserTable, 'id' | 'name' | 'email' | 'image' | 'createdAt'>;

export async function findAuthUser(
  db: Kysely<Database>,
  userId: string,
): Promise<AuthUserRow | undefined> {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'image', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
