import { MONSTER_AGE_THRESHOLD_MS } from '@monstory/contracts/constants';
import { describe, expect, it } from 'vitest';
import { monsterView, turnsOldAt } from './monster-state';

const createdAt = '2026-03-01T10:00:00.000Z';
const born = Date.parse(createdAt);

describe('monster view', () => {
  it('is building while young, and asks to try again once older than the threshold', () => {
    const monster = { status: 'BUILDING' as const, createdAt };
    expect(monsterView(monster, born + MONSTER_AGE_THRESHOLD_MS)).toBe('building');
    expect(monsterView(monster, born + MONSTER_AGE_THRESHOLD_MS + 1)).toBe('retry');
    expect(turnsOldAt(monster)).toBe(born + MONSTER_AGE_THRESHOLD_MS + 1);
  });

  it('is ready with a picture whatever its age, and asks again when building failed', () => {
    const later = born + 10 * MONSTER_AGE_THRESHOLD_MS;
    expect(monsterView({ status: 'READY', createdAt }, later)).toBe('ready');
    expect(monsterView({ status: 'FAILED', createdAt }, born)).toBe('retry');
    expect(turnsOldAt({ status: 'READY', createdAt })).toBeNull();
  });
});
