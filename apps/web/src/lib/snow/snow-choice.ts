import { useSyncExternalStore } from 'react';
import { readString, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// docs/product.md#shell "show snow": the person's own choice, kept on this device. Nothing stored means snow:
// it is the December treat, and the switch in My Stuff turns it off for whoever finds it busy.
// The choice is only read in December (see use-show-snow.ts); it is never rewritten outside it,
// so someone who turned snow off last year still has it off next December.

type Listener = () => void;
const listeners = new Set<Listener>();

export function readSnowChoice(): boolean {
  return readString(LocalStorageKey.showSnow) !== 'false';
}

// Set only when the browser refused to store the choice: it still holds for this visit.
let unsaved: boolean | null = null;

/** Stores the choice and tells every mounted reader (the snow layer, the switch). */
export function saveSnowChoice(on: boolean): void {
  unsaved = writeString(LocalStorageKey.showSnow, String(on)) ? null : on;
  listeners.forEach((listener) => listener());
}

function currentChoice(): boolean {
  return unsaved ?? readSnowChoice();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed it: follow, so two open tabs agree.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LocalStorageKey.showSnow) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSnowChoice(): boolean {
  return useSyncExternalStore(subscribe, currentChoice, currentChoice);
}
