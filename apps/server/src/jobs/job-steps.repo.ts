import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export async function findStep(
  db: Kysely<Database>,
  jobId: string,
  key: string,
): Promise<{ result: string } | undefined> {
  return db
    .selectFrom('job_steps')
    .select('result')
    .where('job_id', '=', jobId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Keeps the first result if two attempts raced to record the same step. */
export async function saveStep(
  db: Kysely<Database>,
  row: { job_id: string; key: string; result: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('job_steps')
    .values(row)
    .onConflict((conflict) => conflict.columns(['job_id', 'key']).doNothing())
    .execute();
}

export async function deleteStepsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('job_steps').where('created_at', '<', before).execute();
}
