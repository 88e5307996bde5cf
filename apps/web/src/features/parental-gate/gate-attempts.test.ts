import { describe, expect, it } from 'vitest';
import { FIRST_ATTEMPT, GATE_COOL_DOWN_MS, afterWrongAnswer } from './gate-attempts';

describe('attempts at the parental gate', () => {
  it('counts 1 of 3, 2 of 3, 3 of 3, then pauses with a new task', () => {
    const second = afterWrongAnswer(FIRST_ATTEMPT, 0);
    expect(second.attempt).toBe(2);
    const third = afterWrongAnswer(second, 0);
    expect(third).toEqual({ attempt: 3, coolDown: null, puzzleNumber: 0 });
    const paused = afterWrongAnswer(third, 1_000);
    expect(paused).toEqual({
      attempt: 1,
      coolDown: { until: 1_000 + GATE_COOL_DOWN_MS, setAt: 1_000 },
      puzzleNumber: 1,
    });
  });
});
