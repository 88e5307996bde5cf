/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// Background jobs (docs/decisions/0006-jobs-events-media.md). `jobs` is the embedded runner's
// queue; `job_steps` records each paid step a job has finished, for every provider, so a retry
// never pays twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    )
    .addColumn('priority', 'integer', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_after', 'text', (col) => col.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_status_run_after_idx')
    .on('jobs')
    .columns(['status', 'run_after'])
    .execute();

  await db.schema
    .createTable('job_steps')
    .addColumn('job_id', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_steps_pkey', ['job_id', 'key'])
    .execute();
  await db.schema
    .createIndex('job_steps_created_at_idx')
    .on('job_steps')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_steps').execute();
  await db.schema.dropTable('jobs').execute();
}
