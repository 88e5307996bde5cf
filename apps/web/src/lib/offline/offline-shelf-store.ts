import { useSyncExternalStore } from 'react';

// Whether the "On this device" shelf is open. It lives outside the router and the start-up
// gate, so it opens even when the app could not start for want of a network.

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  for (const listener of listeners) listener();
}

export function openOfflineShelf(): void {
  set(true);
}

export function closeOfflineShelf(): void {
  set(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineShelfOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
