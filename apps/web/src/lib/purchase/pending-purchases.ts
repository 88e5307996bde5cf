import { readJson, writeJson } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// The "pending transactions" key: a purchase that left for checkout is remembered until
// the server settles it (confirmed, failed or expired), so a reload or a closed tab — or a
// return through the parental gate — still shows how it went.

export interface PendingPurchase {
  purchaseId: string;
  productId: string;
  /** ISO time the checkout started. */
  createdAt: string;
}

// Far more than anyone leaves waiting; it only stops a broken loop from filling the storage.
const MAX_REMEMBERED = 10;

function isPendingList(value: unknown): value is PendingPurchase[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as PendingPurchase).purchaseId === 'string' &&
        typeof (item as PendingPurchase).productId === 'string' &&
        typeof (item as PendingPurchase).createdAt === 'string',
    )
  );
}

/** Newest first. */
export function readPendingPurchases(): PendingPurchase[] {
  return readJson(LocalStorageKey.pendingTransactions, [], isPendingList);
}

export function rememberPendingPurchase(purchase: PendingPurchase): void {
  const others = readPendingPurchases().filter((item) => item.purchaseId !== purchase.purchaseId);
  writeJson(LocalStorageKey.pendingTransactions, [purchase, ...others].slice(0, MAX_REMEMBERED));
}

export function forgetPendingPurchase(purchaseId: string): void {
  const list = readPendingPurchases();
  const rest = list.filter((item) => item.purchaseId !== purchaseId);
  if (rest.length !== list.length) writeJson(LocalStorageKey.pendingTransactions, rest);
}
