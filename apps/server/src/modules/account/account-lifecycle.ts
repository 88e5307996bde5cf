import { ACCOUNT_DELETION_DAYS, DECLINED_TERMS_DELETION_DAYS } from '@monstory/contracts/constants';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/service-context.js';
import {
  deleteIfDeletionDue,
  deleteIfStillGuestWithoutProfile,
  deleteIfStillIdleDecliner,
  deleteIfStillIdleGuest,
  guestsWithoutProfile,
  idleDecliners,
  idleGuests,
  usersDueForDeletion,
} from './account-lifecycle.repo.js';
import { hasAnyUserData, userDataOwners } from './user-data.js';
import { DAY_MS } from '@monstory/contracts/time';

/** A guest with nothing made, idle this long, is gone: its session has expired by then too. */
export const ABANDONED_GUEST_DAYS = 60;
/** A guest that never completed its first login (the app logs in right after signing in). */
export const GUEST_WITHOUT_PROFILE_DAYS = 7;
const BATCH = 500;

export interface PurgeSummary {
  deletionRequested: number;
  declinedTerms: number;
  abandonedGuests: number;
}

export interface AccountLifecycle {
  /** One pass over every rule; what the scheduler runs and what tests call. */
  runOnce(): Promise<PurgeSummary>;
  start(intervalMs: number): void;
  stop(): void;
}

class UserKept extends Error {}

/**
 * Deletes a user when `remove` (the rule's conditional delete) still applies, after every
 * module's forgetUserData, in one transaction: a user who came back is kept whole.
 */
async function purgeUser(
  db: Kysely<Database>,
  id: string,
  remove: (trx: Kysely<Database>) => Promise<boolean>,
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      for (const owner of userDataOwners) await owner.forgetUserData?.(trx, id);
      if (!(await remove(trx))) throw new UserKept();
      return true;
    });
  } catch (error) {
    if (error instanceof UserKept) return false;
    throw error;
  }
}

async function countDeleted(
  db: Kysely<Database>,
  ids: string[],
  remove: (trx: Kysely<Database>, id: string) => Promise<boolean>,
  onPurged: (userId: string) => void,
) {
  let deleted = 0;
  for (const id of ids) {
    if (await purgeUser(db, id, (trx) => remove(trx, id))) {
      deleted += 1;
      onPurged(id);
    }
  }
  return deleted;
}

/**
 * Purges (deletes the user row; everything of theirs cascades):
 * - accounts whose deletion was requested at least 30 days ago;
 * - accounts that declined the terms and have been inactive for 7 days;
 * - guests with no data, inactive for 60 days, or without a profile after 7 days.
 */
export function createAccountLifecycle(
  ctx: ServiceContext,
  /** Told of each purged user once it is gone (the session cache forgets them). */
  onPurged: (userId: string) => void = () => {},
): AccountLifecycle {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PurgeSummary> | undefined;

  async function purge(): Promise<PurgeSummary> {
    const { db } = ctx;
    const now = ctx.clock.now().getTime();
    const before = (days: number) => toDbTime(new Date(now - days * DAY_MS));

    const deletionCutoff = before(ACCOUNT_DELETION_DAYS);
    const deletionRequested = await countDeleted(
      db,
      await usersDueForDeletion(db, deletionCutoff, BATCH),
      (trx, id) => deleteIfDeletionDue(trx, id, deletionCutoff),
      onPurged,
    );

    const declinedCutoff = before(DECLINED_TERMS_DELETION_DAYS);
    const declinedTerms = await countDeleted(
      db,
      await idleDecliners(db, declinedCutoff, BATCH),
      (trx, id) => deleteIfStillIdleDecliner(trx, id, declinedCutoff),
      onPurged,
    );

    const guestCutoff = before(ABANDONED_GUEST_DAYS);
    const idle = [];
    for (const id of await idleGuests(db, guestCutoff, BATCH)) {
      if (!(await hasAnyUserData(db, id))) idle.push(id);
    }
    const orphanCutoff = now - GUEST_WITHOUT_PROFILE_DAYS * DAY_MS;
    const orphans = (await guestsWithoutProfile(db, BATCH))
      .filter((guest) => new Date(guest.createdAt).getTime() <= orphanCutoff)
      .map((guest) => guest.id);
    const abandonedGuests =
      (await countDeleted(
        db,
        idle,
        (trx, id) => deleteIfStillIdleGuest(trx, id, guestCutoff),
        onPurged,
      )) +
      (await countDeleted(
        db,
        orphans,
        (trx, id) => deleteIfStillGuestWithoutProfile(trx, id),
        onPurged,
      ));

    const summary = { deletionRequested, declinedTerms, abandonedGuests };
    if (deletionRequested + declinedTerms + abandonedGuests > 0) {
      ctx.log.info({ purged: summary }, 'account lifecycle: purged accounts');
    }
    return summary;
  }

  const runOnce = () => {
    // Never two passes at once: a slow pass and the next tick would race for the same rows.
    running ??= purge().finally(() => {
      running = undefined;
    });
    return running;
  };

  const lifecycle: AccountLifecycle = {
    runOnce,
    start(intervalMs) {
      timer = setInterval(() => {
        lifecycle
          .runOnce()
          .catch((error: unknown) => ctx.log.error({ err: error }, 'account lifecycle failed'));
      }, intervalMs);
      // The job never keeps the process alive on its own.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return lifecycle;
}
