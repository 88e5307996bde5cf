import { sql, type Kysely } from 'kysely';
import type { ActivityEventsTable, ActivityKind, Database } from '../../db/schema.js';

// The activity ledger and earned medals. recordActivity (activity.ts) writes the ledger.

export interface ActivityDay {
  day: string;
  kind: ActivityKind;
  /** Rows of this kind that day. */
  count: number;
  /** Their amounts added up (seconds, for LISTENED). */
  amount: number;
}

/** The ledger folded to one row per day and kind: what statistics and streaks need. */
export async function activityByDay(
  db: Kysely<Database>,
  userId: string,
  childId: string,
): Promise<ActivityDay[]> {
  return db
    .selectFrom('activity_events')
    .select([
      'day',
      'kind',
      sql<number>`cast(count(*) as integer)`.as('count'),
      sql<number>`cast(sum(amount) as integer)`.as('amount'),
    ])
    .where('user_id', '=', userId)
    .where('child_id', '=', childId)
    .groupBy(['day', 'kind'])
    .execute();
}

export async function hasActivity(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_events')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The child's medals; without a child, every medal any child of the account earned. */
export async function earnedMedals(
  db: Kysely<Database>,
  userId: string,
  childId?: string,
): Promise<Map<string, string>> {
  let query = db
    .selectFrom('medals_earned')
    .select(['medal_id', 'earned_at'])
    .where('user_id', '=', userId);
  if (childId !== undefined) query = query.where('child_id', '=', childId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.medal_id, row.earned_at]));
}

/**
 * Marks the medals earned; returns the ids this call inserted. A medal already there (earlier,
 * or by a transaction running at the same time) is left alone and not returned.
 */
export async function insertEarnedMedals(
  db: Kysely<Database>,
  userId: string,
  childId: string,
  medalIds: readonly string[],
  earnedAt: string,
): Promise<string[]> {
  if (medalIds.length === 0) return [];
  const rows = await db
    .insertInto('medals_earned')
    .values(
      medalIds.map((medal_id) => ({
        user_id: userId,
        child_id: childId,
        medal_id,
        earned_at: earnedAt,
      })),
    )
    .onConflict((oc) => oc.columns(['child_id', 'medal_id']).doNothing())
    .returning('medal_id')
    .execute();
  return rows.map((row) => row.medal_id);
}

/**
 * A guest's ledger becomes the account's. Where both have the same row, the account's stays —
 * with the guest's listening seconds added to it.
 */
export async function moveActivity(
  trx: Kysely<Database>,
  from: string,
  to: string,
): Promise<number> {
  await trx
    .updateTable('activity_events')
    .set((eb) => ({
      amount: sql<number>`activity_events.amount + ${eb
        .selectFrom('activity_events as guest')
        .select('guest.amount')
        .where('guest.user_id', '=', from)
        .whereRef('guest.kind', '=', 'activity_events.kind')
        .whereRef('guest.ref_id', '=', 'activity_events.ref_id')}`,
    }))
    .where('user_id', '=', to)
    .where('kind', '=', 'LISTENED')
    .where('ref_id', 'in', (eb) =>
      eb
        .selectFrom('activity_events as guest')
        .select('guest.ref_id')
        .where('guest.user_id', '=', from)
        .where('guest.kind', '=', 'LISTENED'),
    )
    .execute();
  const merged = await trx
    .deleteFrom('activity_events')
    .where('user_id', '=', from)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('activity_events as account')
          .select('account.id')
          .where('account.user_id', '=', to)
          .whereRef('account.kind', '=', 'activity_events.kind')
          .whereRef('account.ref_id', '=', 'activity_events.ref_id'),
      ),
    )
    .executeTakeFirst();
  const moved = await trx
    .updateTable('activity_events')
    .set({ user_id: to })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(merged.numDeletedRows) + Number(moved.numUpdatedRows);
}

/** A guest's medals become the account's; a medal both earned keeps the earlier date. */
export async function moveMedals(trx: Kysely<Database>, from: string, to: string) {
  const guest = await earnedMedals(trx, from);
  const account = await earnedMedals(trx, to);
  for (const [medalId, earnedAt] of guest) {
    const kept = account.get(medalId);
    if (kept === undefined) continue;
    if (earnedAt < kept) {
      await trx
        .updateTable('medals_earned')
        .set({ earned_at: earnedAt })
        .where('user_id', '=', to)
        .where('medal_id', '=', medalId)
        .execute();
    }
    await trx
      .deleteFrom('medals_earned')
      .where('user_id', '=', from)
      .where('medal_id', '=', medalId)
      .execute();
  }
  await trx.updateTable('medals_earned').set({ user_id: to }).where('user_id', '=', from).execute();
  return guest.size;
}

/**
 * Writes an activity row once per (child, kind, ref_id); a repeat changes nothing, except that
 * with `addsUp` its amount is added to the row's. Whether a row was written or changed.
 */
export async function upsertActivityEvent(
  db: Kysely<Database>,
  row: ActivityEventsTable,
  addsUp: boolean,
): Promise<boolean> {
  const written = await db
    .insertInto('activity_events')
    .values(row)
    .onConflict((oc) =>
      addsUp
        ? oc.columns(['child_id', 'kind', 'ref_id']).doUpdateSet({
            amount: sql<number>`activity_events.amount + ${row.amount}`,
            updated_at: row.updated_at,
          })
        : oc.columns(['child_id', 'kind', 'ref_id']).doNothing(),
    )
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
}
