import crypto from 'node:crypto';
import { CREDIT_VALIDITY_MONTHS } from '@monstory/contracts/constants';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { creditBalance } from './credit-balance.js';
import {
  findByIdempotencyKey,
  hasLedger,
  insertLedgerEntry,
  ledgerOf,
  lockUser,
  moveLedger,
} from './credits.repo.js';

export interface CreditChange {
  userId: string;
  amount: number;
  /** Why, for the history and support: 'PURCHASE', 'MONTHLY_PREMIUM', 'STORY_AUDIO'... */
  reason: string;
  /** The same key twice writes once: a retried request or a replayed webhook pays nothing. */
  idempotencyKey?: string;
  /** Spending only: the child it was spent for (the ledger names them). */
  childId?: string | null;
}

export interface CreditResult {
  /** false when the idempotency key had been used already and nothing was written. */
  applied: boolean;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

function assertPositive(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new AppError('BAD_REQUEST', 'A credit amount is a positive whole number.');
  }
}

/** An earlier entry under the same key must be the same change, or the caller has a bug. */
async function replayed(
  db: Kysely<Database>,
  change: CreditChange,
  kind: 'GRANT' | 'SPEND',
): Promise<CreditResult> {
  const earlier = change.idempotencyKey
    ? await findByIdempotencyKey(db, change.idempotencyKey)
    : undefined;
  if (
    earlier?.user_id !== change.userId ||
    earlier.kind !== kind ||
    earlier.amount !== change.amount
  ) {
    throw new AppError('CONFLICT', 'This idempotency key was used for another credit change.');
  }
  return { applied: false };
}

/**
 * Holds the user's credits until the transaction ends, so that grants and spends for one user
 * (a webhook and a story at once) take their turns.
 */
export async function lockUserCredits(db: Kysely<Database>, userId: string): Promise<void> {
  await lockUser(db, userId);
}

/** Whether a change under this idempotency key is in the ledger: something paid for once. */
export async function isInLedger(db: Kysely<Database>, idempotencyKey: string): Promise<boolean> {
  return (await findByIdempotencyKey(db, idempotencyKey)) !== undefined;
}

export async function getCreditBalance(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<number> {
  const rows = await ledgerOf(db, userId);
  return creditBalance(
    rows.map((row) => ({
      kind: row.kind,
      amount: row.amount,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    })),
    now,
  );
}

/** Adds credits valid for 24 months. Run it in the transaction of what the credits pay for. */
export async function grantCredits(
  trx: Kysely<Database>,
  now: Date,
  change: CreditChange,
): Promise<CreditResult> {
  assertPositive(change.amount);
  const written = await insertLedgerEntry(trx, {
    id: crypto.randomUUID(),
    user_id: change.userId,
    kind: 'GRANT',
    child_id: null,
    amount: change.amount,
    reason: change.reason,
    expires_at: toDbTime(addMonths(now, CREDIT_VALIDITY_MONTHS)),
    idempotency_key: change.idempotencyKey ?? null,
    created_at: toDbTime(now),
  });
  return written ? { applied: true } : replayed(trx, change, 'GRANT');
}

/**
 * Spends credits or throws NOT_ENOUGH_CREDITS (402, with creditsNeeded). Run it in the
 * transaction that writes what is paid for, so both happen or neither.
 */
export async function spendCredits(
  trx: Kysely<Database>,
  now: Date,
  change: CreditChange,
): Promise<CreditResult> {
  assertPositive(change.amount);
  await lockUser(trx, change.userId);
  if (change.idempotencyKey && (await findByIdempotencyKey(trx, change.idempotencyKey))) {
    return replayed(trx, change, 'SPEND');
  }
  const balance = await getCreditBalance(trx, change.userId, now);
  if (balance < change.amount) {
    throw new AppError(
      'NOT_ENOUGH_CREDITS',
      `You need ${change.amount} credits to use this feature`,
      {
        details: { creditsNeeded: change.amount, balance },
      },
    );
  }
  await insertLedgerEntry(trx, {
    id: crypto.randomUUID(),
    user_id: change.userId,
    kind: 'SPEND',
    child_id: change.childId ?? null,
    amount: change.amount,
    reason: change.reason,
    expires_at: null,
    idempotency_key: change.idempotencyKey ?? null,
    created_at: toDbTime(now),
  });
  return { applied: true };
}

/** Conversion of a guest: its ledger (and so its balance) becomes the account's. */
export const creditsUserData = {
  name: 'credits',
  moveUserData: (trx: Kysely<Database>, fromUserId: string, toUserId: string) =>
    moveLedger(trx, fromUserId, toUserId),
  hasUserData: (db: Kysely<Database>, userId: string) => hasLedger(db, userId),
};
