import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlineIn, secondsLeft, useCountdown } from './use-countdown';
import type { Deadline } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('countdown', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft(1_060_000, 1_000_000)).toBe(60);
    expect(secondsLeft(1_060_000, 1_059_001)).toBe(1);
    expect(secondsLeft(1_060_000, 1_070_000)).toBe(0);
    expect(secondsLeft(null, 1_000_000)).toBe(0);
  });

  it('counts down once a second', () => {
    const deadline = deadlineIn(60_000);
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over at once when given a new deadline', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: null as Deadline | null },
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(30_000));
    rerender({ deadline: deadlineIn(10_000) });
    expect(result.current).toBe(10);
  });
});
