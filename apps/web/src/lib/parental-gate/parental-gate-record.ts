import { PARENTAL_GATE_UNLOCK_MS } from '@monstory/contracts/constants';
import type { ParentalGateState } from '@monstory/contracts/enums';
import { readJson, removeItem, writeJson } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

/** docs/product.md#parental-gate: the parental-gate unlock record. */
export interface ParentalGateRecord {
  /** Epoch milliseconds of the last unlock. */
  timestamp: number;
  unlocked: boolean;
}

/**
 * docs/product.md#parental-gate: unlocked only while the flag is set and under 10 minutes have passed since the
 * timestamp. A timestamp in the future (the device clock was turned back) counts as expired:
 * moving the clock must never stretch the 10 minutes.
 */
export function parentalGateState(
  record: ParentalGateRecord | null,
  now: number,
): ParentalGateState {
  if (!record?.unlocked) return 'locked';
  const elapsed = now - record.timestamp;
  return elapsed >= 0 && elapsed < PARENTAL_GATE_UNLOCK_MS ? 'unlocked' : 'expired';
}

/** When an unlocked gate closes again; null when it is not unlocked. */
export function parentalGateClosesAt(
  record: ParentalGateRecord | null,
  now: number,
): number | null {
  return parentalGateState(record, now) === 'unlocked' && record
    ? record.timestamp + PARENTAL_GATE_UNLOCK_MS
    : null;
}

function isRecord(value: unknown): value is ParentalGateRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { timestamp, unlocked } = value as Record<string, unknown>;
  return (
    typeof timestamp === 'number' && Number.isFinite(timestamp) && typeof unlocked === 'boolean'
  );
}

export function readParentalGateRecord(): ParentalGateRecord | null {
  return readJson<ParentalGateRecord | null>(LocalStorageKey.parentalGateUnlock, null, isRecord);
}

/** Unlock stores now (docs/product.md#parental-gate). `Date.now()` so a test's clock can move it. */
export function unlockParentalGate(now: number = Date.now()): void {
  writeJson(LocalStorageKey.parentalGateUnlock, { timestamp: now, unlocked: true });
}

/** Lock resets it. */
export function lockParentalGate(): void {
  removeItem(LocalStorageKey.parentalGateUnlock);
}
