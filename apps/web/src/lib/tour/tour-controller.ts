import { INACTIVE, endsTour, tourReducer } from './tour-machine';
import type { TourEvent, TourState } from './tour-machine';

/** What the controller needs from the highlighting library (driver.js in the app). */
export interface TourDriver {
  /** Highlights step `step`, building the overlay when none is on screen. */
  show(step: number): void;
  /** Takes the overlay away without reporting a close. */
  hide(): void;
}

/** What the highlighting library reports back. */
export interface TourDriverHooks {
  onShow(step: number): void;
  onFinish(): void;
  /** The person closed the tour; the library has already taken its overlay away. */
  onClose(): void;
}

interface TourControllerOptions {
  /** Loads the library lazily: it is not part of the first page load. */
  loadDriver: (hooks: TourDriverHooks) => Promise<TourDriver>;
  markSeen: () => void;
  onChange?: (state: TourState) => void;
}

export interface TourController {
  /** Starts at the first step once the library is loaded; a running tour is left alone. */
  start(): Promise<void>;
  /** A dialog over the screen (purchase overlay, guest popup) pauses the tour; closing resumes. */
  setBlocked(blocked: boolean): void;
  /** The screen is going away. */
  dispose(): void;
  state(): TourState;
}

export function createTourController(options: TourControllerOptions): TourController {
  let state: TourState = INACTIVE;
  let blocked = false;
  let disposed = false;
  let driver: TourDriver | null = null;
  let loading: Promise<TourDriver> | null = null;

  /** Applies `event`; true when it changed anything. */
  const dispatch = (event: TourEvent): boolean => {
    const before = state;
    state = tourReducer(state, event);
    if (state === before) return false;
    if (endsTour(before, state)) options.markSeen();
    options.onChange?.(state);
    return true;
  };

  const hooks: TourDriverHooks = {
    onShow: (step) => void dispatch({ type: 'show', step }),
    onFinish: () => {
      if (dispatch({ type: 'finish' })) driver?.hide();
    },
    onClose: () => void dispatch({ type: 'close' }),
  };

  const load = (): Promise<TourDriver> => {
    loading ??= options.loadDriver(hooks).then(
      (loaded) => (driver = loaded),
      (error: unknown) => {
        // Offline or a new release replaced the chunk: the next start tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    async start() {
      if (disposed) return;
      let loaded: TourDriver;
      try {
        loaded = await load();
      } catch {
        return; // The tour is a help, never a reason for the screen to fail.
      }
      if (disposed || !dispatch({ type: 'start' })) return;
      if (blocked) dispatch({ type: 'pause' });
      else loaded.show(0);
    },
    setBlocked(next) {
      blocked = next;
      if (next && dispatch({ type: 'pause' })) driver?.hide();
      if (!next && dispatch({ type: 'resume' }) && state.status === 'active') {
        driver?.show(state.step);
      }
    },
    dispose() {
      disposed = true;
      const onScreen = state.status === 'active';
      dispatch({ type: 'destroy' });
      if (onScreen) driver?.hide();
    },
    state: () => state,
  };
}
