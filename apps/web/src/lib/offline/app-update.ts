import { useSyncExternalStore } from 'react';

// A new release of the app, ready to take over from the one this page runs. Its service worker
// installs beside the running one and waits; the family is offered "Update" and the page reloads
// once, only when they tap it. While a story is being written or read aloud the offer keeps
// quiet (those parts of the app hold it), so neither is ever cut short by an update.

/** Asks a waiting worker to take over (src/sw.ts answers it). */
export const SKIP_WAITING_MESSAGE = 'monstory:skip-waiting';

export interface AppUpdateState {
  /** A new release is ready for this page. */
  ready: boolean;
  /** Something that must not be cut short is under way, so the offer waits. */
  held: boolean;
  /** The new release already runs this page's worker (updated from another tab). */
  tookOver: boolean;
}

export interface WaitingWorker {
  postMessage(message: unknown): void;
}

export type AppUpdate = ReturnType<typeof createAppUpdate>;

export function createAppUpdate(reload: () => void = () => window.location.reload()) {
  let state: AppUpdateState = { ready: false, held: false, tookOver: false };
  let waiting: WaitingWorker | null = null;
  let asked = false;
  let reloaded = false;
  let holds = 0;
  const listeners = new Set<() => void>();

  const set = (next: Partial<AppUpdateState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** A new release's worker has installed and waits. */
    offer(worker: WaitingWorker) {
      waiting = worker;
      set({ ready: true });
    },

    /** The family tapped "Update": the waiting release takes over, then the page reloads once. */
    apply() {
      if (!state.ready) return;
      asked = true;
      if (waiting && !state.tookOver) waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
      else reloadOnce();
    },

    /**
     * This page's worker was replaced. Asked for here, the page reloads into the new release;
     * replaced from another tab, this page still runs the old code and is offered the update.
     */
    workerReplaced() {
      if (asked) reloadOnce();
      else set({ ready: true, tookOver: true });
    },

    /**
     * Holds the offer back while something must not be cut short (a story being written,
     * narration playing). Returns the release; the offer shows again once nothing holds it.
     */
    hold(): () => void {
      holds += 1;
      set({ held: true });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        set({ held: holds > 0 });
      };
    },
  };
}

/** The page's own. */
export const appUpdate = createAppUpdate();

/** See AppUpdate.hold. */
export function holdAppUpdate(): () => void {
  return appUpdate.hold();
}

export function useAppUpdate(update: AppUpdate = appUpdate): AppUpdateState {
  return useSyncExternalStore(update.subscribe, update.getState, update.getState);
}

/** Holds the update back while `media` plays. Returns the stop (which releases any hold). */
export function holdWhilePlaying(media: HTMLMediaElement, update: AppUpdate = appUpdate) {
  let release: (() => void) | null = null;
  const playing = () => {
    release ??= update.hold();
  };
  const stopped = () => {
    release?.();
    release = null;
  };
  const stops = ['pause', 'ended', 'emptied'] as const;
  media.addEventListener('play', playing);
  for (const type of stops) media.addEventListener(type, stopped);
  if (!media.paused) playing();
  return () => {
    media.removeEventListener('play', playing);
    for (const type of stops) media.removeEventListener(type, stopped);
    stopped();
  };
}
