import { sql, type Kysely } from 'kysely';
import { toDbTime } from '../../../db/columns.js';
import type { Database } from '../../../db/schema.js';

// The owner of the example stories. It has no credential or social account and its "email" is
// not an address (better-auth refuses it as input on every sign-in, sign-up and reset call), so
// nobody can sign in as it; with no profile it is never purged and shows nowhere.

export const EXAMPLES_USER_ID = 'monstory-examples';

export async function ensureExamplesUser(db: Kysely<Database>, now: Date): Promise<void> {
  const at = toDbTime(now);
  await db
    .insertInto('user')
    .values({
      id: EXAMPLES_USER_ID,
      name: 'Monstory',
      email: 'monstory-examples',
      emailVerified: sql<boolean>`${sql.lit(true)}`,
      image: null,
      createdAt: at,
      updatedAt: at,
      isAnonymous: sql<boolean>`${sql.lit(false)}`,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
