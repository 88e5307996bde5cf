import { useEffect, useState } from 'react';

/** A moment to count down to, with the time it was set (so rendering needs no clock). */
export interface Deadline {
  until: number;
  setAt: number;
}

/** A deadline `ms` from `now` (epoch ms; `Date.now()` so fake clocks drive it). */
export function deadlineIn(ms: number, now: number = Date.now()): Deadline {
  return { until: now + ms, setAt: now };
}

/** Whole seconds from `now` until `until` (both epoch ms), rounded up; never below 0. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Seconds left until the deadline, ticking once a second and stopping at 0. */
export function useCountdown(deadline: Deadline | null): number {
  const [tick, setTick] = useState({ deadline, now: deadline?.setAt ?? 0 });
  // A new deadline counts from when it was set, not from the previous one's last tick.
  if (tick.deadline !== deadline) setTick({ deadline, now: deadline?.setAt ?? 0 });

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setTick({ deadline, now });
      if (now >= deadline.until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline ? secondsLeft(deadline.until, tick.now) : 0;
}
