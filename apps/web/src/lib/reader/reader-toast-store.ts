import { useSyncExternalStore } from 'react';

// A short confirmation that outlives the screen it came from (the story is reported, then the
// reader is on the library): kept outside React and shown by the shell.

type Listener = () => void;

export interface ReaderToast {
  id: number;
  text: string;
}

let current: ReaderToast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function set(value: ReaderToast | null) {
  current = value;
  listeners.forEach((listener) => listener());
}

export function showReaderToast(text: string): void {
  set({ id: nextId++, text });
}

/** Hides the toast `id` (or whichever shows, without one); a newer toast stays. */
export function hideReaderToast(id?: number): void {
  if (id === undefined || current?.id === id) set(null);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReaderToast(): ReaderToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
