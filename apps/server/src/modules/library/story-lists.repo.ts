import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { cards, count, hiddenFor, inLibrary, type CardRow, type PageSpec } from './library.repo.js';

// The two short lists beside the library: the active child's own stories (by the child's index)
// and the example stories (by their own index).

/** The child's own stories, newest first, without those the account reported. */
export async function ownCards(
  db: Kysely<Database>,
  userId: string,
  childId: string,
  page: Omit<PageSpec, 'sort'>,
): Promise<CardRow[]> {
  return cards(db)
    .where('stories.user_id', '=', userId)
    .where('stories.child_id', '=', childId)
    .where((eb) => eb.not(hiddenFor(eb, userId)))
    .orderBy('stories.created_at', 'desc')
    .orderBy('stories.uuid', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOwn(
  db: Kysely<Database>,
  userId: string,
  childId: string,
): Promise<number> {
  const row = await db
    .selectFrom('stories')
    .select(count.as('n'))
    .where('stories.user_id', '=', userId)
    .where('stories.child_id', '=', childId)
    .where((eb) => eb.not(hiddenFor(eb, userId)))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The example stories that are not hidden, in a fixed order. */
export async function exampleCards(
  db: Kysely<Database>,
  language: string | undefined,
): Promise<CardRow[]> {
  return cards(db)
    .where((eb) => inLibrary(eb, { examplesOnly: true, language }))
    .orderBy('stories.language')
    .orderBy('stories.genre')
    .execute();
}
