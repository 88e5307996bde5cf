import { readString, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// docs/product.md#purchase-gating: the guest's story-limit popup on the story view shows once on this device.

export function storyLimitPopupShown(): boolean {
  return readString(LocalStorageKey.storyLimitPopupShown) === 'true';
}

export function markStoryLimitPopupShown(): void {
  writeString(LocalStorageKey.storyLimitPopupShown, 'true');
}
