import { describe, expect, it } from 'vitest';
import type { ActivityDay } from './progress.repo.js';
import { statisticsFrom, streaksOf } from './statistics.js';

// Counting statistics and streaks from the ledger's per-day totals (no database needed).

describe('streaks', () => {
  it('are zero without activity', () => {
    expect(streaksOf([], '2026-03-10')).toEqual({ currentStreakDays: 0, longestStreakDays: 0 });
  });

  it('count the run ending today or yesterday, and the longest run ever', () => {
    const days = [
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-05',
      '2026-03-06',
    ];
    // Across the end of February: 26, 27, 28 and 1 March are four days in a row.
    expect(streaksOf(days, '2026-03-06')).toEqual({ currentStreakDays: 2, longestStreakDays: 4 });
    expect(streaksOf(days, '2026-03-07')).toEqual({ currentStreakDays: 2, longestStreakDays: 4 });
    expect(streaksOf(days, '2026-03-08')).toEqual({ currentStreakDays: 0, longestStreakDays: 4 });
  });

  it('run across the end of a year', () => {
    expect(streaksOf(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toEqual({
      currentStreakDays: 3,
      longestStreakDays: 3,
    });
  });
});

describe('statistics', () => {
  const row = (day: string, kind: ActivityDay['kind'], count: number, amount = count) => ({
    day,
    kind,
    count,
    amount,
  });

  it('add up the kinds, floor listening to whole minutes and keep monsters out of streaks', () => {
    const rows: ActivityDay[] = [
      row('2026-03-01', 'STORY_MADE', 2),
      row('2026-03-01', 'LISTENED', 2, 100),
      row('2026-03-02', 'STORY_READ', 3),
      row('2026-03-02', 'LISTENED', 1, 79),
      row('2026-03-03', 'INTERACTIVE_FINISHED', 1),
      row('2026-03-03', 'STORY_MADE', 1),
      row('2026-03-04', 'MONSTER_CREATED', 2),
    ];
    expect(statisticsFrom(rows, '2026-03-04')).toEqual({
      storiesMade: 3,
      storiesRead: 3,
      monstersCreated: 2,
      minutesListened: 2,
      interactiveFinished: 1,
      currentStreakDays: 3,
      longestStreakDays: 3,
    });
  });
});
