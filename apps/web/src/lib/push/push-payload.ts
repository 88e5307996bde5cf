import { PushPayloadSchema, notificationDestination } from '@monstory/contracts/notifications';
import type { PushPayload } from '@monstory/contracts/notifications';

// How a push is read, by the native apps (handed over on a tap) and by the service worker
// (push-worker.ts) alike.

/** The payload when it has a known type and (if any) a known target type; else null (docs/product.md#push). */
export function parsePushPayload(raw: unknown): PushPayload | null {
  const parsed = PushPayloadSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('Ignoring a push message that does not match the push payload', parsed.error);
  return null;
}

/** Where tapping the push leads (docs/product.md#push). */
export function pushDestination(payload: PushPayload): string | null {
  const { targetType, targetId, path } = payload.data;
  return notificationDestination({
    targetType: targetType ?? null,
    targetId: targetId ?? null,
    path: path ?? null,
  });
}
