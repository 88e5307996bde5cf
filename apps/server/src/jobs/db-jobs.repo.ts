import type { Kysely, Selectable } from 'kysely';
import type { Database, JobsTable } from '../db/schema.js';

export type JobRow = Selectable<JobsTable>;

export async function insertJobIfAbsent(
  db: Kysely<Database>,
  row: Omit<JobRow, 'locked_by' | 'locked_until' | 'last_error' | 'result'>,
): Promise<void> {
  await db
    .insertInto('jobs')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Jobs a runner may take now: due queued ones, and running ones whose lease ran out. */
export async function findClaimable(
  db: Kysely<Database>,
  names: string[],
  now: string,
  limit: number,
): Promise<Pick<JobRow, 'id' | 'name' | 'priority' | 'status' | 'attempts' | 'max_attempts'>[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'name', 'priority', 'status', 'attempts', 'max_attempts'])
    .where('name', 'in', names)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('priority')
    .orderBy('run_after')
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a job if nobody else did since it was read: the attempt count is the row's version,
 * so of two runners racing for the same row exactly one update matches.
 */
export async function claimJob(
  db: Kysely<Database>,
  seen: Pick<JobRow, 'id' | 'status' | 'attempts'>,
  claim: { lockedBy: string; lockedUntil: string; attempts: number; now: string },
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      locked_by: claim.lockedBy,
      locked_until: claim.lockedUntil,
      attempts: claim.attempts,
      updated_at: claim.now,
    })
    .where('id', '=', seen.id)
    .where('status', '=', seen.status)
    .where('attempts', '=', seen.attempts)
    .where((eb) =>
      seen.status === 'queued'
        ? eb('run_after', '<=', claim.now)
        : eb('locked_until', '<', claim.now),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Every write to a running job names the lock it holds: a runner that lost it changes nothing. */
export async function updateLockedJob(
  db: Kysely<Database>,
  id: string,
  lockedBy: string,
  values: Partial<Omit<JobRow, 'id' | 'name' | 'payload' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set(values)
    .where('id', '=', id)
    .where('locked_by', '=', lockedBy)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Finished jobs (and their step records) older than `before`. */
export async function deleteFinishedJobs(db: Kysely<Database>, before: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const old = tx
      .selectFrom('jobs')
      .select('id')
      .where('status', 'in', ['succeeded', 'failed'])
      .where('updated_at', '<', before);
    await tx.deleteFrom('job_steps').where('job_id', 'in', old).execute();
    await tx
      .deleteFrom('jobs')
      .where('status', 'in', ['succeeded', 'failed'])
      .where('updated_at', '<', before)
      .execute();
  });
}
