import { afterEach, describe, expect, it } from 'vitest';
import {
  lockParentalGate,
  parentalGateClosesAt,
  parentalGateState,
  readParentalGateRecord,
  unlockParentalGate,
} from './parental-gate-record';

const T = 1_700_000_000_000;

afterEach(() => localStorage.clear());

describe('parental gate state', () => {
  it.each([
    ['no record', null, T, 'locked'],
    ['a record that is not unlocked', { timestamp: T, unlocked: false }, T, 'locked'],
    ['just unlocked', { timestamp: T, unlocked: true }, T, 'unlocked'],
    ['9:59.999 later', { timestamp: T, unlocked: true }, T + 599_999, 'unlocked'],
    ['exactly 10 minutes later', { timestamp: T, unlocked: true }, T + 600_000, 'expired'],
    ['an hour later', { timestamp: T, unlocked: true }, T + 3_600_000, 'expired'],
    ['a timestamp in the future', { timestamp: T + 1_000, unlocked: true }, T, 'expired'],
  ] as const)('%s → %s', (_name, record, now, state) => {
    expect(parentalGateState(record, now)).toBe(state);
  });

  it('tells when an open gate closes', () => {
    expect(parentalGateClosesAt({ timestamp: T, unlocked: true }, T + 5)).toBe(T + 600_000);
    expect(parentalGateClosesAt({ timestamp: T, unlocked: true }, T + 600_000)).toBeNull();
    expect(parentalGateClosesAt(null, T)).toBeNull();
  });

  it('stores the unlock time, and lock resets it', () => {
    unlockParentalGate(T);
    expect(readParentalGateRecord()).toEqual({ timestamp: T, unlocked: true });
    lockParentalGate();
    expect(readParentalGateRecord()).toBeNull();
  });

  it('ignores a stored value of the wrong shape', () => {
    localStorage.setItem('monstory.parental-gate-unlock', '{"timestamp":"soon","unlocked":true}');
    expect(readParentalGateRecord()).toBeNull();
  });
});
