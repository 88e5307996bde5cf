import { readString, removeItem, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// What this device remembers about its guest (docs/product.md#guests locally stored keys, anonymous sign-in).

export interface GuestRecords {
  /** The guest's user id, kept until its stories have moved to a registered account. */
  anonymousUid: string | null;
  /** The ticket the guest's profile carried; converting the guest needs it. */
  conversionTicket: string | null;
  /** ISO time of this device's first guest sign-in; afterwards a lost session means Login. */
  anonymousCreatedTime: string | null;
  /** Set when a guest chose to log in or register; the guard then keeps them on Login. */
  conversionTriggered: boolean;
}

export function readGuestRecords(): GuestRecords {
  return {
    anonymousUid: readString(LocalStorageKey.anonymousUid),
    conversionTicket: readString(LocalStorageKey.anonymousConversionTicket),
    anonymousCreatedTime: readString(LocalStorageKey.anonymousUserCreatedTime),
    conversionTriggered: readString(LocalStorageKey.anonymousConversionTriggered) === 'true',
  };
}

/** docs/product.md#guests: stores the id and the creation time and clears the conversion-triggered flag. */
export function recordAnonymousSignIn(uid: string, now: Date): void {
  writeString(LocalStorageKey.anonymousUid, uid);
  removeItem(LocalStorageKey.anonymousConversionTicket);
  writeString(LocalStorageKey.anonymousUserCreatedTime, now.toISOString());
  removeItem(LocalStorageKey.anonymousConversionTriggered);
}

/** Kept for the guest this device remembers only: another guest's ticket would prove nothing. */
export function recordConversionTicket(uid: string, ticket: string): void {
  if (readString(LocalStorageKey.anonymousUid) !== uid) return;
  writeString(LocalStorageKey.anonymousConversionTicket, ticket);
}

export function markConversionTriggered(): void {
  writeString(LocalStorageKey.anonymousConversionTriggered, 'true');
}

export function clearConversionTriggered(): void {
  removeItem(LocalStorageKey.anonymousConversionTriggered);
}

/** After the guest's data has moved: the id and the flag go (the creation time stays). */
export function forgetConvertedGuest(): void {
  removeItem(LocalStorageKey.anonymousUid);
  removeItem(LocalStorageKey.anonymousConversionTicket);
  removeItem(LocalStorageKey.anonymousConversionTriggered);
}
