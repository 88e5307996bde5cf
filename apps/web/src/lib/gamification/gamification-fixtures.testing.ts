import { MEDALS } from '@monstory/contracts/gamification';
import type { Medal, MedalId, Monster, Statistics } from '@monstory/contracts/gamification';

// Shapes the server answers with, for tests.

export function testMonster(overrides: Partial<Monster> = {}): Monster {
  return {
    id: 'monster-1',
    name: 'Blobby',
    imageUrl: '/media/monsters/monster-1.svg',
    description: 'A small green monster with three eyes and wings',
    status: 'READY',
    isProfile: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function testStatistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    storiesMade: 0,
    storiesRead: 0,
    monstersCreated: 0,
    minutesListened: 0,
    interactiveFinished: 0,
    currentStreakDays: 0,
    longestStreakDays: 0,
    ...overrides,
  };
}

/** GET /api/profile/medals: the whole catalogue, with progress as given per medal. */
export function testMedals(
  progress: Partial<Record<MedalId, { current: number; earnedAt?: string }>> = {},
  statistics: Partial<Statistics> = {},
): { medals: Medal[]; statistics: Statistics } {
  return {
    medals: MEDALS.map((medal) => ({
      id: medal.id,
      metric: medal.metric,
      target: medal.target,
      current: progress[medal.id]?.current ?? 0,
      earnedAt: progress[medal.id]?.earnedAt ?? null,
    })),
    statistics: testStatistics(statistics),
  };
}
