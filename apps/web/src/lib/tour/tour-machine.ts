// Guided tour (docs/product.md#shell): inactive, active, paused, completed/closed. Pure, so every transition is
// tested without a browser; the controller turns the transitions into driver.js calls.

export type TourState =
  | { status: 'inactive' }
  | { status: 'active'; step: number }
  /** A dialog covers the screen; `step` is where the tour picks up when it closes. */
  | { status: 'paused'; step: number }
  | { status: 'completed'; how: 'finished' | 'closed' | 'destroyed' };

export type TourEvent =
  /** Begin at the first step: automatically once, or again from "show me around". */
  | { type: 'start' }
  /** The tour now shows step `step` (next, previous, arrow keys). */
  | { type: 'show'; step: number }
  | { type: 'pause' }
  | { type: 'resume' }
  /** The last step's done button. */
  | { type: 'finish' }
  /** Closed by the child or grown-up: the close button, Escape or a tap outside. */
  | { type: 'close' }
  /** The screen went away under the tour. */
  | { type: 'destroy' };

export const INACTIVE: TourState = { status: 'inactive' };

export function tourReducer(state: TourState, event: TourEvent): TourState {
  switch (event.type) {
    case 'start':
      // A running or paused tour is not restarted under the child's feet.
      return state.status === 'inactive' || state.status === 'completed'
        ? { status: 'active', step: 0 }
        : state;
    case 'show':
      return state.status === 'active' ? { status: 'active', step: event.step } : state;
    case 'pause':
      return state.status === 'active' ? { status: 'paused', step: state.step } : state;
    case 'resume':
      return state.status === 'paused' ? { status: 'active', step: state.step } : state;
    case 'finish':
      return state.status === 'active' ? { status: 'completed', how: 'finished' } : state;
    case 'close':
      // Only a visible tour can be closed; while paused nothing of it is on screen.
      return state.status === 'active' ? { status: 'completed', how: 'closed' } : state;
    case 'destroy':
      return state.status === 'active' || state.status === 'paused'
        ? { status: 'completed', how: 'destroyed' }
        : state;
  }
}

/** docs/product.md#shell: the seen flag is stored on close, completion or destroy: whenever a tour ends. */
export function endsTour(before: TourState, after: TourState): boolean {
  return before.status !== 'completed' && after.status === 'completed';
}
