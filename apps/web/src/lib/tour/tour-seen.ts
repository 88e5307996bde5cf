import { readString, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// docs/product.md#shell "has seen generate tour": kept on this device, so the tour starts by itself once per
// device and browser, and after that only from "show me around".

export function hasSeenGenerateTour(): boolean {
  return readString(LocalStorageKey.hasSeenGenerateTour) === 'true';
}

export function markGenerateTourSeen(): void {
  writeString(LocalStorageKey.hasSeenGenerateTour, 'true');
}
