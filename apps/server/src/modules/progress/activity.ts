import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { ActivityKind, Database, NotificationsTable } from '../../db/schema.js';
import { awardMedals } from './medal-awards.js';
import { upsertActivityEvent } from './progress.repo.js';

// The activity ledger (docs/decisions/0011-monsters-medals-notifications.md): the modules where
// things happen record them here, in their own transaction, and statistics and medals are
// counted from these rows only, never from totals a client sends.

export interface ActivityInput {
  userId: string;
  /** The child it was done by (or for): statistics and medals are each child's. */
  childId: string;
  kind: ActivityKind;
  /** What it was about: a story or monster id. One row per (child, kind, refId). */
  refId: string;
  /** Seconds for LISTENED (added up per story and day); ignored otherwise. */
  amount?: number;
  at: Date;
}

/**
 * Records an activity (a repeat of the same one changes nothing, except that listening adds up),
 * awards any medal it completes and writes their notifications, all inside `trx`. Returns those
 * notification rows: the caller announces them after its commit with announceNotifications.
 */
export async function recordActivity(
  trx: Kysely<Database>,
  input: ActivityInput,
): Promise<NotificationsTable[]> {
  const now = toDbTime(input.at);
  const day = now.slice(0, 10);
  const listened = input.kind === 'LISTENED';
  const amount = listened ? Math.max(0, Math.round(input.amount ?? 0)) : 1;
  if (listened && amount === 0) return [];
  const written = await upsertActivityEvent(
    trx,
    {
      id: randomUUID(),
      user_id: input.userId,
      child_id: input.childId,
      kind: input.kind,
      ref_id: listened ? `${input.refId}:${day}` : input.refId,
      amount,
      day,
      created_at: now,
      updated_at: now,
    },
    listened,
  );
  // A repeat changed nothing, so it cannot complete a medal either.
  if (!written) return [];
  return awardMedals(trx, { userId: input.userId, childId: input.childId }, input.at);
}
