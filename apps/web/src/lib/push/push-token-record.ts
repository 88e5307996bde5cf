import { PUSH_TOKEN_REFRESH_MS } from '@monstory/contracts/constants';
import type { PushPlatform } from '@monstory/contracts/notifications';
import { readJson, removeItem, writeJson } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

/** The token last sent to the server from this device. */
export interface PushTokenRecord {
  userId: string;
  platform: PushPlatform;
  token: string;
  /** Epoch ms. */
  sentAt: number;
}

export type PushTokenTarget = Omit<PushTokenRecord, 'sentAt'>;

function isRecord(value: unknown): value is PushTokenRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.userId === 'string' &&
    typeof record.platform === 'string' &&
    typeof record.token === 'string' &&
    typeof record.sentAt === 'number'
  );
}

/**
 * Whether `next` should be sent: never sent, sent for someone or something else (another user,
 * a new token), or sent PUSH_TOKEN_REFRESH_MS ago or longer (docs/product.md#constants: every 7 days). A record
 * from the future (the clock was set back) counts as old.
 */
export function isPushTokenDue(
  record: PushTokenRecord | null,
  next: PushTokenTarget,
  now: number,
): boolean {
  if (!record) return true;
  if (record.userId !== next.userId || record.platform !== next.platform) return true;
  if (record.token !== next.token) return true;
  const age = now - record.sentAt;
  return age < 0 || age >= PUSH_TOKEN_REFRESH_MS;
}

export function readPushTokenRecord(): PushTokenRecord | null {
  return readJson<PushTokenRecord | null>(LocalStorageKey.pushTokenSent, null, isRecord);
}

export function writePushTokenRecord(record: PushTokenRecord): void {
  writeJson(LocalStorageKey.pushTokenSent, record);
}

export function clearPushTokenRecord(): void {
  removeItem(LocalStorageKey.pushTokenSent);
}
