import type { CHILD_HEADER as ContractChildHeader } from '@monstory/contracts/children';
import { readString, removeItem, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// Which child of the account this device is being used by. It lives on the device, not on the
// server, so two phones in one family can each be a different child at the same time.

/**
 * The contract's header name, written out: the contract module builds zod schemas, which the
 * app's start must not load. The type keeps the two spellings the same.
 */
export const CHILD_HEADER: typeof ContractChildHeader = 'x-monstory-child';

export function readActiveChildId(): string | null {
  return readString(LocalStorageKey.activeChild) || null;
}

export function writeActiveChildId(id: string): void {
  writeString(LocalStorageKey.activeChild, id);
}

/** Signing out forgets the child: the next person on the device starts as their own first child. */
export function clearActiveChildId(): void {
  removeItem(LocalStorageKey.activeChild);
}
