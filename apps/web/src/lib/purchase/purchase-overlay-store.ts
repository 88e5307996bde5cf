import type { PurchaseRequirement } from '@monstory/contracts/premium';
import { useSyncExternalStore } from 'react';

// One purchase overlay for the whole app. It lives outside React so any screen can open it and
// the guided tour can pause while it is open (docs/product.md#shell guided tour).

type Listener = () => void;

let current: PurchaseRequirement | null = null;
const listeners = new Set<Listener>();

function set(value: PurchaseRequirement | null) {
  current = value;
  listeners.forEach((listener) => listener());
}

export function openPurchaseOverlay(requirement: PurchaseRequirement): void {
  set(requirement);
}

export function closePurchaseOverlay(): void {
  set(null);
}

/** What the open overlay asks for; null while it is closed. */
export function purchaseOverlayRequirement(): PurchaseRequirement | null {
  return current;
}

export function subscribePurchaseOverlay(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePurchaseOverlayRequirement(): PurchaseRequirement | null {
  return useSyncExternalStore(subscribePurchaseOverlay, purchaseOverlayRequirement, () => null);
}
