import { useSyncExternalStore } from 'react';

// What the player holds, apart from the player itself (audio-player-store.ts): the shell follows
// it on every page to make room for the bar, and needs none of the audio code for that.

export interface PlayerSource {
  uuid: string;
  title: string;
  src: string;
  artworkUrl: string | null;
}

type Listener = () => void;

let source: PlayerSource | null = null;
const listeners = new Set<Listener>();

export function currentPlayerSource(): PlayerSource | null {
  return source;
}

/** For the player only: what it holds now. */
export function setPlayerSource(next: PlayerSource | null): void {
  source = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the player holds (changes rarely: screens may follow it without cost). */
export function usePlayerSource(): PlayerSource | null {
  return useSyncExternalStore(
    subscribe,
    () => source,
    () => null,
  );
}
