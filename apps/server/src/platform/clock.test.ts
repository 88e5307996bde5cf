import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from './clock.js';

describe('fixedClock', () => {
  it('stands still until moved', () => {
    const clock = fixedClock('2026-12-01T08:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-12-01T08:00:00.000Z');
    clock.advance(600_000);
    expect(clock.now().toISOString()).toBe('2026-12-01T08:10:00.000Z');
    clock.set(new Date('2027-01-01T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('hands out copies, so a caller cannot move the clock by mutating a Date', () => {
    const clock = fixedClock('2026-12-01T08:00:00.000Z');
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });

  it('rejects a time that is not one', () => {
    expect(() => fixedClock('not a date')).toThrow('Not a valid time');
  });
});

describe('systemClock', () => {
  it('reads the real time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
