import type { Statistics } from '@monstory/contracts/gamification';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { ActivityKind, Database } from '../../db/schema.js';
import { activityByDay, type ActivityDay } from './progress.repo.js';
import { DAY_MS } from '@monstory/contracts/time';

// Statistics (docs/product.md#statistics) are counted from the activity ledger only. Streaks run over UTC days:
// every user gets the same day boundaries, and the ledger's `day` never needs recomputing
// when a family travels or the profile's language changes.

/** What keeps a streak going: a story made, read or listened to (contract: Statistics). */
const STREAK_KINDS: ReadonlySet<ActivityKind> = new Set([
  'STORY_MADE',
  'STORY_READ',
  'LISTENED',
  'INTERACTIVE_FINISHED',
]);

/** Days since 1970-01-01 of a `YYYY-MM-DD` UTC date. */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
}

/**
 * The longest run of consecutive days, and the run that ends today or yesterday (a child who
 * has not read yet today still has yesterday's streak). `days` are distinct and ascending.
 */
export function streaksOf(
  days: readonly string[],
  today: string,
): Pick<Statistics, 'currentStreakDays' | 'longestStreakDays'> {
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    const n = dayNumber(day);
    run = previous !== null && n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  const current = previous !== null && previous >= dayNumber(today) - 1 ? run : 0;
  return { currentStreakDays: current, longestStreakDays: longest };
}

/** Statistics from the ledger's per-day totals. */
export function statisticsFrom(rows: readonly ActivityDay[], today: string): Statistics {
  const count = (kind: ActivityKind) =>
    rows.reduce((sum, row) => (row.kind === kind ? sum + row.count : sum), 0);
  const seconds = rows.reduce((sum, row) => (row.kind === 'LISTENED' ? sum + row.amount : sum), 0);
  const streakDays = [
    ...new Set(rows.filter((row) => STREAK_KINDS.has(row.kind)).map((row) => row.day)),
  ].sort();
  return {
    storiesMade: count('STORY_MADE'),
    storiesRead: count('STORY_READ'),
    monstersCreated: count('MONSTER_CREATED'),
    minutesListened: Math.floor(seconds / 60),
    interactiveFinished: count('INTERACTIVE_FINISHED'),
    ...streaksOf(streakDays, today),
  };
}

/** A child, named with the account it belongs to. */
export interface ChildOfAccount {
  userId: string;
  childId: string;
}

/** The child's statistics as of `now`: one query. */
export async function statisticsOf(
  db: Kysely<Database>,
  { userId, childId }: ChildOfAccount,
  now: Date,
): Promise<Statistics> {
  return statisticsFrom(await activityByDay(db, userId, childId), toDbTime(now).slice(0, 10));
}
