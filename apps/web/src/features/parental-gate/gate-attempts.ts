import { deadlineIn } from '../../lib/components/use-countdown';
import type { Deadline } from '../../lib/components/use-countdown';

// Attempts at the gate, shown as 'n of max' (docs/product.md#parental-gate; the requirements give
// no max, so we chose three). After three wrong answers the task changes and a short pause
// follows, so guessing at random is slow while a grown-up who mistyped loses only a moment.

export const GATE_MAX_ATTEMPTS = 3;
export const GATE_COOL_DOWN_MS = 15_000;

export interface AttemptState {
  /** The attempt being made now, 1-based. */
  attempt: number;
  /** Until when answers are not taken; null when there is no pause. */
  coolDown: Deadline | null;
  /** Bumped each time a new task is due. */
  puzzleNumber: number;
}

export const FIRST_ATTEMPT: AttemptState = { attempt: 1, coolDown: null, puzzleNumber: 0 };

export function afterWrongAnswer(state: AttemptState, now: number): AttemptState {
  if (state.attempt < GATE_MAX_ATTEMPTS) return { ...state, attempt: state.attempt + 1 };
  return {
    attempt: 1,
    coolDown: deadlineIn(GATE_COOL_DOWN_MS, now),
    puzzleNumber: state.puzzleNumber + 1,
  };
}
