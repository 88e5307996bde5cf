// Every rule that depends on the time (snow in December, the parental gate, purchase expiry,
// deletion deadlines) reads a Clock, so tests can set the time instead of waiting for it.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

export interface SettableClock extends Clock {
  set(time: Date | string | number): void;
  advance(ms: number): void;
}

/** A clock that stands still until a test moves it. */
export function fixedClock(
  start: Date | string | number = '2026-01-15T12:00:00.000Z',
): SettableClock {
  let current = toMillis(start);
  return {
    now: () => new Date(current),
    set: (time) => {
      current = toMillis(time);
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

function toMillis(time: Date | string | number): number {
  const ms = new Date(time).getTime();
  if (Number.isNaN(ms)) throw new TypeError(`Not a valid time: ${String(time)}`);
  return ms;
}

export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

/** The real time plus an offset that only grows: what e2e journeys move with POST /api/dev/clock. */
export function adjustableSystemClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function';
}
